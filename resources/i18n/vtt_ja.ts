<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP" sourcelanguage="en_US">
<context>
    <name />
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="35" />
        <source>{0:+d} support/hinder</source>
        <translation>{0:+d} 支援／妨害</translation>
    </message>
</context>
<context>
    <name>AiDriver</name>
    <message>
        <location filename="../../vtt/ui/nechronica/ai_driver.py" line="14" />
        <source>AI plays the enemies</source>
        <translation>AIが手駒を操作</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/ai_driver.py" line="15" />
        <source>AI plays the dolls</source>
        <translation>AIがドールを操作</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="162" />
        <source>AI plays the {0}</source>
        <translation>AIが{0}を担当</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="170" />
        <source>AI speed</source>
        <translation>AIの速さ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="171" />
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="171" />
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="171" />
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="172" />
        <source>Instant</source>
        <translation>即時</translation>
    </message>
</context>
<context>
    <name>AreaMap</name>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="68" />
        <source>Auto</source>
        <translation>オート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="68" />
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="68" />
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="69" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="69" />
        <source>Rapid</source>
        <translation>ラピッド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="70" />
        <source>{0}, cost {1}</source>
        <translation>{0}・コスト{1}</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="214" />
        <source>Balance: how many make it the fight you want</source>
        <translation>バランス：望む戦いになる数</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="215" />
        <source>Vary</source>
        <translation>変える</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="216" />
        <source>Count from</source>
        <translation>数</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="217" />
        <source>to</source>
        <translation>～</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="218" />
        <source>Win rate wanted</source>
        <translation>望む勝率</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="219" />
        <source>Easy</source>
        <translation>易しい</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="219" />
        <source>Fair</source>
        <translation>互角</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="219" />
        <source>Hard</source>
        <translation>厳しい</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="219" />
        <source>Deadly</source>
        <translation>死闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="221" />
        <source>{0} {1} %</source>
        <translation>{0} {1} %</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="222" />
        <source>Find the count</source>
        <translation>数を探す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="223" />
        <source>Play the encounter at each count with the AI on both sides; drop the counts surely farther from the win rate wanted than another</source>
        <translation>数ごとに両陣営AIで遭遇を繰り返し、望む勝率から他より確実に遠い数を外していく</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="225" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="226" />
        <source>Stop after the battles under way: what has run is kept</source>
        <translation>実行中の戦闘の後で停止（それまでの結果は残る）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="227" />
        <source>Use this</source>
        <translation>これを使う</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="228" />
        <source>Put the proposed count into the encounter</source>
        <translation>提案された数を遭遇に入れる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="230" />
        <source>Pick the group that may vary and the win rate wanted</source>
        <translation>変えるグループと望む勝率を選ぶ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="250" />
        <source>{0}: {1} ×{2} ({3})</source>
        <translation>{0}：{1} ×{2}（{3}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="288" />
        <source>The encounter has no group to vary</source>
        <translation>この遭遇には変えられるグループがない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="291" />
        <source>The range {0} to {1} holds no count: the first is at most the last</source>
        <translation>範囲 {0}～{1} に数がない：最初は最後以下にする</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="293" />
        <source>At most {0} counts are compared at once, not {1}: narrow the range</source>
        <translation>一度に比べられる数は{0}個まで（{1}個ではない）：範囲を狭める</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="318" />
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="338" />
        <source>{0}: starting…</source>
        <translation>{0}: 開始中…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="341" />
        <source>{0} ×{1}: {2} win {3:.0f} % ± {4:.1f}</source>
        <translation>{0} ×{1}：{2}の勝率 {3:.0f} % ± {4:.1f}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="349" />
        <source>Proposed — {0} ({1} battles)</source>
        <translation>提案 — {0}（{1}戦）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="344" />
        <source>Racing: {0} of {1} counts left, {2} battles. Nearest so far: {3}</source>
        <translation>比較中：{1}個中{0}個が残る、{2}戦。今のところ最も近い：{3}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="347" />
        <source>Stopped after {0} battles, not settled. Nearest so far: {1}</source>
        <translation>{0}戦で停止、未確定。今のところ最も近い：{1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="351" />
        <source>— {0} % falls between two counts: this is the nearest</source>
        <translation>— {0} %は二つの数の間にある：これが最も近い</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="352" />
        <source>— no count tried reaches {0} %: this is the nearest</source>
        <translation>— 試したどの数も{0} %に届かない：これが最も近い</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="355" />
        <source>— the counts left are too close to tell apart</source>
        <translation>— 残った数は近すぎて区別できない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="374" />
        <source>Could not search: {0}</source>
        <translation>探せなかった：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="388" />
        <source>The group searched is no longer in the encounter</source>
        <translation>探したグループはもう遭遇にいない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="394" />
        <source>{0}: {1} now</source>
        <translation>{0}：{1}にした</translation>
    </message>
</context>
<context>
    <name>BalancePlot</name>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="96" />
        <source>Win rate against the count, each 95% interval as it narrows</source>
        <extracomment>the colour of a count by its state in the race</extracomment>
        <translation>数ごとの勝率、95%区間が狭まっていく様子</translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="16" />
        <source>Before the battle</source>
        <translation>戦闘開始前</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="18" />
        <source>victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="19" />
        <source>annihilated</source>
        <translation>全滅</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="20" />
        <source>escaped</source>
        <translation>逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="21" />
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="24" />
        <source>Round {0} · Ended ({1})</source>
        <translation>ターン{0}・戦闘終了（{1}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="26" />
        <source>Round {0} · Round end</source>
        <translation>ターン{0}・ターン終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="27" />
        <source>Round {0} · Count {1}</source>
        <translation>ターン{0}・カウント{1}</translation>
    </message>
</context>
<context>
    <name>BattleController</name>
    <message>
        <location filename="../../vtt/ui/widgets/battle_controller.py" line="150" />
        <source>Physical dice: {0!r} is not die values (like 6 3 1): not applied</source>
        <translation>実物のダイス：{0!r} は出目ではない（例：6 3 1）。実行していない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/battle_controller.py" line="168" />
        <source>There is nothing to undo</source>
        <translation>取り消せる操作がありません</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/battle_controller.py" line="175" />
        <source>There is nothing to redo</source>
        <translation>やり直せる操作がありません</translation>
    </message>
</context>
<context>
    <name>BattleWindow</name>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="70" />
        <source>Build an encounter…</source>
        <extracomment>ruleset id -&gt; "module:function(parent, session) -&gt; Session | None": the map editor before the fight File → New battle…'s first choices and its last (between them: the ruleset's sample scenarios) the encounter builder (vtt.ui.workshop.builder), opened by name: the window imports no simulator</extracomment>
        <translation>戦闘を組み立てる…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="71" />
        <source>The demo battle</source>
        <translation>デモ戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="80" />
        <source>A scenario file…</source>
        <translation>シナリオファイル…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="234" />
        <source>The AI waits after the undo: Resume AI (Ctrl+R) plays on</source>
        <translation>元に戻したのでAIは待機中：AIを再開（Ctrl+R）で続行</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="245" />
        <source>Turn order</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="245" />
        <source>Now</source>
        <translation>今</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="245" />
        <source>Sheet</source>
        <translation>シート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="246" />
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="246" />
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="246" />
        <source>Rolled dice</source>
        <translation>振ったダイス</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="247" />
        <source>Hands of cards</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="251" />
        <source>The AI waits after the undo — Resume AI (Ctrl+R)</source>
        <translation>元に戻したのでAIは待機中 — AIを再開（Ctrl+R）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="266" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="267" />
        <source>New battle…</source>
        <translation>新しい戦闘…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="268" />
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="269" />
        <source>Continue a battle not saved</source>
        <translation>保存していない戦闘を続ける</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="271" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="272" />
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="274" />
        <source>Library…</source>
        <translation>ライブラリ…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="276" />
        <source>Print sheets…</source>
        <translation>シートを印刷…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="278" />
        <source>Print blank sheets…</source>
        <translation>白紙のシートを印刷…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="281" />
        <source>Table view</source>
        <translation>卓表示</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="282" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="283" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="284" />
        <source>Undo</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="286" />
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="290" />
        <source>&amp;GM</source>
        <translation>GM(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="291" />
        <source>GM command…</source>
        <translation>GMコマンド…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="292" />
        <source>Edit the map…</source>
        <translation>マップを編集…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="293" />
        <source>&amp;Solo</source>
        <translation>ソロ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="294" />
        <source>Simulate encounter…</source>
        <translation>戦闘をシミュレート…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="298" />
        <source>Resume AI</source>
        <translation>AIを再開</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="299" />
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="374" />
        <source>Autosave failed: {0}</source>
        <translation>自動保存に失敗: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="403" />
        <source>Unsaved battle</source>
        <translation>保存していない戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="404" />
        <source>This battle has commands that no file holds. Save it before it is closed? (Discard throws its autosave journal away too.)</source>
        <translation>この戦闘にはファイルに保存されていないコマンドがある。閉じる前に保存する？（破棄すると自動保存の記録も消える）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="430" />
        <source>(no battle left unsaved)</source>
        <translation>（保存していない戦闘はない）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="442" />
        <location filename="../../vtt/ui/battle_window.py" line="445" />
        <source>Not continued</source>
        <translation>続行できない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="446" />
        <source>{0} is a battle of another game</source>
        <translation>{0} は別のゲームの戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="449" />
        <source>Continued the battle ({0} commands)</source>
        <translation>戦闘を続行（{0}コマンド）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="456" />
        <source>No autosave of this game yet</source>
        <translation>このゲームの自動保存はまだない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="468" />
        <source>New battle</source>
        <translation>新しい戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="468" />
        <source>Start:</source>
        <translation>始める戦闘:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="499" />
        <source>Open a battle or scenario</source>
        <translation>戦闘またはシナリオを開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="500" />
        <source>Battles and scenarios (*.json)</source>
        <translation>戦闘とシナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="513" />
        <location filename="../../vtt/ui/battle_window.py" line="516" />
        <source>Not opened</source>
        <translation>開けなかった</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="517" />
        <source>{0} is a battle of another game: open it with vtt {0}</source>
        <translation>{0} は別のゲームの戦闘：vtt {0} で開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="540" />
        <source>Save battle</source>
        <translation>戦闘を保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="540" />
        <source>Battles (*.json)</source>
        <translation>戦闘 (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="546" />
        <source>Not saved</source>
        <translation>保存できなかった</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="552" />
        <source>Saved {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="560" />
        <source>This game has no printed sheets yet</source>
        <translation>このゲームにはまだ印刷用シートがない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="563" />
        <source>Print sheets to PDF</source>
        <translation>シートをPDFに印刷</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="564" />
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="570" />
        <source>Not printed</source>
        <translation>印刷できなかった</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="572" />
        <source>Sheets written to {0}</source>
        <translation>シートを {0} に書き出した</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="592" />
        <source>The map is drawn before the battle starts</source>
        <translation>マップは戦闘開始前に描く</translation>
    </message>
</context>
<context>
    <name>BuilderWindow</name>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="345" />
        <source>Encounter builder — {0}</source>
        <extracomment>a map field's editor (the scenario model's ``"editor"``) -&gt; "module:function(parent, zones, edges, people, model, samples_dir, check) -&gt; (zones, edges, places) | None": the dialog that draws the map ruleset id -&gt; "module:function(session, path)": a ruleset whose battles open in a window of its own (any other opens in the generic battle window) Check the odds stops once the players' win rate is known to ± this (as `vtt simulate --precision 0.02`) the drag of a library entry onto the map (its index in the list of entries)</extracomment>
        <translation>戦闘の組み立て — {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="346" />
        <source>Add from the library</source>
        <translation>ライブラリから加える</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="347" />
        <source>How many:</source>
        <translation>数:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="348" />
        <source>Copies of a character (sharing a group where the game has them), or a crowd's bodies (a legion)</source>
        <translation>同じキャラクターの数（グループのあるゲームでは同じグループ）、または群れの体数（レギオン）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="350" />
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="351" />
        <source>Taking part</source>
        <translation>参加者</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="352" />
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="353" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="353" />
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="353" />
        <source>Starts in</source>
        <translation>初期位置</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="353" />
        <source>Count / group</source>
        <translation>数／グループ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="354" />
        <source>The selected participant</source>
        <translation>選んだ参加者</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="355" />
        <source>Pick someone in the table or on the map to give her an id or a name of her own.</source>
        <translation>表かマップで参加者を選ぶと、IDや個別の名前を付けられる。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="357" />
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="358" />
        <source>The odds</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="359" />
        <source>Check the odds</source>
        <translation>勝率を調べる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="360" />
        <source>Play the encounter many times with the AI on both sides, until the win rate is known to ±{0} points</source>
        <translation>両陣営をAIにして何度も戦わせ、勝率を±{0}ポイントまで求める</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="362" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="363" />
        <source>Map:</source>
        <translation>マップ:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="364" />
        <source>Edit the map…</source>
        <translation>マップを編集…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="365" />
        <source>Drag a participant to where she starts; drag a character from the library onto the map to add her there.</source>
        <translation>参加者を初期位置へドラッグ。ライブラリのキャラクターをマップへドラッグするとそこに加わる。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="367" />
        <source>This game has no map: click a band to set how far apart two start.</source>
        <translation>このゲームにはマップがない：距離帯をクリックして2人の初期距離を決める。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="368" />
        <source>Save to my library</source>
        <translation>ライブラリに保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="369" />
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="370" />
        <source>Start the battle</source>
        <translation>戦闘を開始</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="430" />
        <source>(sample)</source>
        <translation>（サンプル）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="465" />
        <source>Pick a character or monster in the library first</source>
        <translation>先にライブラリからキャラクターかモンスターを選ぶ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="473" />
        <location filename="../../vtt/ui/workshop/builder.py" line="481" />
        <source>Not added: {0}</source>
        <translation>加えられなかった：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="486" />
        <source>Added {0}</source>
        <translation>{0} を加えた</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="549" />
        <source>written in the scenario</source>
        <translation>シナリオに直接書かれている</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="558" />
        <source>no one yet on: {0}</source>
        <translation>まだ誰もいない陣営：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="561" />
        <source>Not ready: {0}</source>
        <translation>まだ始められない：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="664" />
        <source>This encounter's map</source>
        <translation>この戦闘のマップ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="675" />
        <source>The map of {0}</source>
        <translation>{0} のマップ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="692" />
        <source>Map not taken: {0}</source>
        <translation>マップを取り込めなかった：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="780" />
        <location filename="../../vtt/ui/workshop/builder.py" line="796" />
        <source>Not saved: {0}</source>
        <translation>保存できなかった：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="787" />
        <source>Save the scenario</source>
        <translation>シナリオを保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="787" />
        <source>Scenarios (*.json)</source>
        <translation>シナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="803" />
        <source>Saved {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="814" />
        <source>Not started: {0}</source>
        <translation>始められなかった：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="836" />
        <source>Unsaved encounter</source>
        <translation>保存していない戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="836" />
        <source>This encounter has changes not saved. Save it to your library?</source>
        <translation>この戦闘には保存していない変更がある。ライブラリに保存するか？</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="249" />
        <source>Search name or effect</source>
        <translation>名前・効果で検索</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="251" />
        <source>All categories</source>
        <translation>すべての種別</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="254" />
        <source>All levels</source>
        <translation>すべてのレベル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="258" />
        <source>All timings</source>
        <translation>すべてのタイミング</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="265" />
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="268" />
        <source>Add catalog file…</source>
        <translation>カタログファイルを追加…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="271" />
        <source>Remove catalog</source>
        <translation>カタログを外す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="272" />
        <source>Stop using one of your catalog files (the file is kept)</source>
        <translation>追加したカタログファイルの使用をやめる（ファイルは残ります）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="336" />
        <source>Add a parts catalog</source>
        <translation>パーツカタログを追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="366" />
        <source>Catalog file not loaded: {0}</source>
        <translation>読み込めなかったカタログファイル: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="368" />
        <source>It stays remembered: fix the file and add it again, or remove it.</source>
        <translation>このファイルは記憶されたままです。ファイルを直して追加し直すか、外してください。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="374" />
        <source>{0} (not loaded)</source>
        <translation>{0}（未読み込み）</translation>
    </message>
</context>
<context>
    <name>CatalogDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="382" />
        <source>Parts catalog</source>
        <translation>パーツカタログ</translation>
    </message>
</context>
<context>
    <name>CommandLabel</name>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="34" />
        <source>on {0}</source>
        <translation>対象: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="36" />
        <source>to {0}</source>
        <translation>移動先: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="38" />
        <source>escape the battlefield</source>
        <translation>戦場から逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="41" />
        <source>at {0}</source>
        <translation>エリア: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="43" />
        <source>no target needed</source>
        <translation>対象不要</translation>
    </message>
</context>
<context>
    <name>CountTrack</name>
    <message>
        <location filename="../../vtt/ui/nechronica/count_track.py" line="29" />
        <source>Next count ▼</source>
        <translation>次のカウント ▼</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/count_track.py" line="30" />
        <source>Advance to the next count</source>
        <translation>カウントを1つ進める</translation>
    </message>
</context>
<context>
    <name>CountdownTrack</name>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="181" />
        <source>Round {0}</source>
        <translation>ターン{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="182" />
        <source>Round {0} · Count {1}</source>
        <translation>ターン{0}・カウント{1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="190" />
        <source>Next count ▼</source>
        <translation>次のカウント ▼</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="190" />
        <source>Advance to the next count</source>
        <translation>カウントを1つ進める</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="156" />
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="164" />
        <source>The battle is over.</source>
        <translation>戦闘は終了した。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="195" />
        <source>Acts now: {0}</source>
        <translation>手番: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="194" />
        <source>Reactions: {0}</source>
        <translation>割り込み: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="188" />
        <source>The GM moves the battle on</source>
        <translation>GMが戦闘を進める</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="195" />
        <source>Still to commit (hidden until all have): {0}</source>
        <translation>まだ伏せていない（全員がそろうまで非公開）: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="257" />
        <source>May also act now</source>
        <translation>今行動してもよい</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="257" />
        <source>Any of them may</source>
        <translation>誰でもよい</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="264" />
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="304" />
        <source>Space</source>
        <translation>スペース</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="366" />
        <source>More… ({0})</source>
        <translation>ほか…（{0}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="443" />
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>DiceBox</name>
    <message>
        <location filename="../../vtt/ui/nechronica/dice_box.py" line="45" />
        <location filename="../../vtt/ui/battle_window.py" line="117" />
        <source>Roll</source>
        <translation>ロール</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dice_box.py" line="46" />
        <source>2NC+1, 1NA, NM … (add =7,3 for physical dice)</source>
        <translation>2NC+1, 1NA, NM …（=7,3 で実物のダイス）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dice_box.py" line="98" />
        <source>Chance of success for {0}D10{1:+d}: {2:.0%}</source>
        <translation>{0}D10{1:+d} の成功率: {2:.0%}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="115" />
        <source>Physical dice or cards:</source>
        <translation>実物のダイス・カード：</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="116" />
        <source>e.g. 6 3 1 (a d10's 0 is 10): dice rolled or cards drawn at the table, for the next roll or draw</source>
        <translation>例：6 3 1（d10の0は10）：卓で振った出目・引いたカード（次の判定・ドローに使う）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="120" />
        <source>a free roll, e.g. {0}</source>
        <translation>自由なロール（例：{0}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="121" />
        <source>a free roll</source>
        <translation>自由なロール</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="133" />
        <source>Not a roll: {0}</source>
        <translation>ロールではない：{0}</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="245" />
        <source>Click a die to pick its set; click a picked die to put it back.</source>
        <extracomment>the command parameters that may hold the indices of the dice picked (the first a command has)</extracomment>
        <translation>ダイスをクリックでその組を選ぶ。選んだダイスをもう一度クリックで戻す。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="251" />
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="255" />
        <source>Picked: {0}</source>
        <translation>選択: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="280" />
        <source>{0} has nothing to do with dice now</source>
        <translation>{0} は今ダイスを使えない</translation>
    </message>
</context>
<context>
    <name>DollEditor</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="643" />
        <source>Max AP: —</source>
        <translation>最大行動値: —</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="651" />
        <source>Max AP: {0}  ({1})</source>
        <translation>最大行動値: {0}  （{1}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="659" />
        <source>base</source>
        <translation>基本</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="670" />
        <source>{0}: {1} parts, but the reinforcement value is {2}</source>
        <translation>{0}: パーツは{1}個ですが強化値は{2}です</translation>
    </message>
</context>
<context>
    <name>DollSheet</name>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="159" />
        <source>Part</source>
        <translation>パーツ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="159" />
        <source>Timing</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="159" />
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="159" />
        <source>Range</source>
        <translation>射程</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="160" />
        <source>Now</source>
        <translation>今</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="160" />
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="161" />
        <source>Fetter</source>
        <translation>未練</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="161" />
        <source>Emotion</source>
        <translation>感情</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="161" />
        <source>Madness</source>
        <translation>狂気点</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="162" />
        <source>Mad effect</source>
        <translation>発狂効果</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="163" />
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="165" />
        <source>Declare the selected maneuver with the chosen target (U)</source>
        <translation>選んだマニューバを選んだ対象に宣言する (U)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="189" />
        <source>AP {0} / max {1}  ({2})</source>
        <translation>行動値 {0} / 最大 {1}  （{2}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="201" />
        <source>base</source>
        <translation>基本</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="252" />
        <source>Head</source>
        <translation>頭</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="252" />
        <source>Arms</source>
        <translation>腕</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="252" />
        <source>Torso</source>
        <translation>胴</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="253" />
        <source>Legs</source>
        <translation>脚</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="253" />
        <source>Body</source>
        <translation>本体</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="253" />
        <source>Skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="263" />
        <source>({0} intact)</source>
        <translation>（無事 {0}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="254" />
        <source>Auto</source>
        <translation>オート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="164" />
        <source>Damage the parts ticked</source>
        <translation>チェックしたパーツを損傷</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="242" />
        <source>Double-click: the hit lands here</source>
        <translation>ダブルクリック：ここに命中</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="254" />
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="254" />
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="255" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="255" />
        <source>Rapid</source>
        <translation>ラピッド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="268" />
        <source>Auto: always in effect</source>
        <translation>オート: 常に有効</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="270" />
        <source>Damaged, yet usable now: it was damaged by an Action at this count, and actions at one count are simultaneous, so it still works until the count ends</source>
        <translation>損傷済みだが今は使用可能：このカウントのアクションで損傷した。同じカウントの行動は同時なので、カウントが終わるまでは使える</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="274" />
        <source>Can be used now</source>
        <translation>今使用できる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="308" />
        <source>No legal target right now</source>
        <translation>今は有効な対象がいない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="313" />
        <source>{0} of {1} madness</source>
        <translation>狂気点 {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="314" />
        <source>Mad: {0}</source>
        <translation>発狂: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="393" />
        <source>Friendly fire</source>
        <translation>味方への攻撃</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="393" />
        <source>{0} attacks {1}, on her own side. Go ahead?</source>
        <translation>{0}が味方の{1}を攻撃する。よろしいか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="407" />
        <source>Where does the hit land? Double-click a highlighted location</source>
        <translation>命中箇所は？ 強調された部位をダブルクリック</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="409" />
        <source>Tick {0} highlighted part(s) to damage, then confirm</source>
        <translation>強調されたパーツを{0}つチェックして確定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="479" />
        <source>Repair 【{0}】 (GM)</source>
        <translation>【{0}】を修復 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="482" />
        <source>Damage 【{0}】 (GM)</source>
        <translation>【{0}】を損傷 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="497" />
        <source>Set madness on {0} (GM)</source>
        <translation>{0}への狂気点を設定 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="520" />
        <source>Wait (W)</source>
        <translation>待機 (W)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="525" />
        <source>Set AP… (GM)</source>
        <translation>行動値を設定… (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="526" />
        <source>Move to (GM)</source>
        <translation>移動 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="531" />
        <source>Set bodies… (GM)</source>
        <translation>体数を設定… (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="532" />
        <source>Return to the battle (GM)</source>
        <translation>戦闘に戻す (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="532" />
        <source>Escape (GM)</source>
        <translation>逃走させる (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="535" />
        <source>Madness check</source>
        <translation>狂気判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="537" />
        <source>Table view (GM)</source>
        <translation>卓表示 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="538" />
        <source>Hidden</source>
        <translation>隠す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="538" />
        <source>Show name</source>
        <translation>名前を表示</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="539" />
        <source>Show AP</source>
        <translation>行動値を表示</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="539" />
        <source>Show damage</source>
        <translation>損傷を表示</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="545" />
        <source>End the battle (GM)</source>
        <translation>戦闘を終了 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="546" />
        <source>Victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="546" />
        <source>Annihilated</source>
        <translation>全滅</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="546" />
        <source>Escaped</source>
        <translation>逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="547" />
        <source>Ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="547" />
        <source>Enemies escaped</source>
        <translation>敵の逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="554" />
        <source>Set AP</source>
        <translation>行動値を設定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="554" />
        <source>AP of {0}:</source>
        <translation>{0}の行動値:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="561" />
        <source>Set bodies</source>
        <translation>体数を設定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="561" />
        <source>Bodies of {0}:</source>
        <translation>{0}の体数:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="37" />
        <source>Doll</source>
        <translation>ドール</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="39" />
        <source>Savant</source>
        <translation>サヴァント</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="41" />
        <source>Legion</source>
        <translation>レギオン</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="43" />
        <source>Horror</source>
        <translation>ホラー</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="51" />
        <source>destroyed</source>
        <translation>全損</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="53" />
        <source>escaped</source>
        <translation>逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="55" />
        <source>heart-broken</source>
        <translation>精神崩壊</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="60" />
        <source>{0} of {1} bodies</source>
        <translation>{0}/{1}体</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="66" />
        <source>AP {0} / max {1}</source>
        <translation>行動値 {0} / 最大 {1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="71" />
        <source>{0} of {1} parts intact</source>
        <translation>無事なパーツ {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="75" />
        <source>Madness: {0}</source>
        <translation>狂気点: {0}</translation>
    </message>
</context>
<context>
    <name>DollSheets</name>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="653" />
        <source>Open in its own dock</source>
        <translation>専用のドックで開く</translation>
    </message>
</context>
<context>
    <name>EnemyEditor</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="749" />
        <source>Threat: —</source>
        <translation>悪意: —</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="751" />
        <source>Threat: {0} ({1} per 5 bodies × {2})</source>
        <translation>悪意: {0}（5体ごとに{1} × {2}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="754" />
        <source>Threat: {0}</source>
        <translation>悪意: {0}</translation>
    </message>
</context>
<context>
    <name>EstimatePlot</name>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="179" />
        <source>The estimate and its 95% band, as battles run</source>
        <translation>戦闘を重ねるごとの推定値と95%の幅</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="200" />
        <source>{0} battles</source>
        <translation>{0} 戦</translation>
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="172" />
        <source>Start battle</source>
        <translation>戦闘開始</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="173" />
        <source>Next count</source>
        <translation>次のカウント</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="174" />
        <source>Reaction window</source>
        <translation>割り込み</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="175" />
        <source>Being resolved (last declared on top):</source>
        <translation>処理中（後に宣言したものが上）:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="176" />
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="316" />
        <source>Reactions that can be declared now:</source>
        <translation>今宣言できるマニューバ:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="177" />
        <source>Declare</source>
        <translation>宣言</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="178" />
        <source>Pass / close window</source>
        <translation>パス / 締め切る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="179" />
        <source>Decision</source>
        <translation>選択</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="180" />
        <source>Confirm</source>
        <translation>決定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="181" />
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="182" />
        <source>Physical dice:</source>
        <translation>実物のダイス:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="183" />
        <source>empty: the computer rolls</source>
        <translation>空欄ならコンピュータが振る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="184" />
        <source>Type the values rolled at the table (e.g. 7 3); they wait for the next roll, whichever command causes it.</source>
        <translation>卓で振った出目を入力（例: 7 3）。次の判定で使われるまで残ります。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="186" />
        <source>Madness checks</source>
        <translation>狂気判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="187" />
        <source>The battle is over</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="188" />
        <source>Tick the karma achieved (the favor follows):</source>
        <translation>達成したカルマにチェック（寵愛はそれに応じて増える）：</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="216" />
        <source>Close the Judge window?</source>
        <translation>ジャッジの受付を閉じますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="217" />
        <source>{0} may still re-roll by taking a madness point. Pass and close the window anyway?</source>
        <translation>{0}はまだ狂気点を受けて振り直せます。パスして受付を閉じますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="220" />
        <source>Madness check</source>
        <translation>狂気判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="220" />
        <source>Roll a madness check for {0} now?</source>
        <translation>{0}の狂気判定を今振りますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="252" />
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="252" />
        <source>Battle</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="252" />
        <source>Round end</source>
        <translation>ターン終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="253" />
        <source>Ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="254" />
        <source>&lt;b&gt;Round {0}&lt;/b&gt; · count &lt;b&gt;{1}&lt;/b&gt; · {2}</source>
        <translation>&lt;b&gt;ターン {0}&lt;/b&gt; · カウント &lt;b&gt;{1}&lt;/b&gt; · {2}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="263" />
        <source>Advance to the next count (N)</source>
        <translation>次のカウントへ進む (N)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="266" />
        <source>Acting at this count: {0}</source>
        <translation>このカウントで行動: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="283" />
        <source>Wait: {0}</source>
        <translation>待機：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="284" />
        <source>AP −1; she acts again at the next count (W waits for the sheet shown)</source>
        <translation>行動値−1。次のカウントで改めて行動する（W で表示中のシートのドールが待機）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="298" />
        <source>Rapid</source>
        <translation>ラピッド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="298" />
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="298" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="299" />
        <source>{0} window open</source>
        <translation>{0}の割り込み中</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="357" />
        <source>maneuver</source>
        <translation>マニューバ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="346" />
        <source>check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="350" />
        <source>damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="344" />
        <source>attack check</source>
        <translation>攻撃判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="344" />
        <source>escape check</source>
        <translation>逃走判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="345" />
        <source>madness check</source>
        <translation>狂気判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="346" />
        <source>dismember check</source>
        <translation>切断判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="351" />
        <source>{0} damage</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="364" />
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="317" />
        <source>No reaction can be declared now.</source>
        <translation>今宣言できるマニューバはない。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="332" />
        <source>{0}: re-roll — fetter to {1} {2}</source>
        <translation>{0}：振り直し — {1}への未練 {2}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="335" />
        <source>Take 1 madness on this fetter and re-roll the check</source>
        <translation>この未練に狂気点を1点加えて判定を振り直す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="377" />
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="382" />
        <source>({0} more waiting)</source>
        <translation>（ほか {0} 件待ち）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="392" />
        <source>Head</source>
        <translation>頭</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="392" />
        <source>Arms</source>
        <translation>腕</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="392" />
        <source>Torso</source>
        <translation>胴</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="393" />
        <source>Legs</source>
        <translation>脚</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="442" />
        <source>  mad: {0}</source>
        <translation>　発狂：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="479" />
        <source>Roll a madness check for {0}</source>
        <translation>{0}の狂気判定を行う</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="498" />
        <source>Victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="498" />
        <source>Annihilated</source>
        <translation>全滅</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="499" />
        <source>Escaped</source>
        <translation>逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="499" />
        <source>Ended by the GM</source>
        <translation>GMが終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="503" />
        <source>round {0}, count {1}</source>
        <translation>ターン {0}、カウント {1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="506" />
        <source>Recovery stock: {0} basic, {1} reinforcement part(s) (threat {2})</source>
        <translation>修復ストック: 基本パーツ {0}、強化パーツ {1}（脅威度 {2}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="510" />
        <source>Treasure: {0}'s fetter to {1} drops to {2} madness</source>
        <translation>たからもの: {0}の{1}への狂気点が {2} に減少</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="512" />
        <source>Favor from karma: {0}</source>
        <translation>カルマによる寵愛: {0}</translation>
    </message>
</context>
<context>
    <name>GmDialog</name>
    <message>
        <location filename="../../vtt/ui/widgets/gm_dialog.py" line="19" />
        <source>GM command</source>
        <translation>GMコマンド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/gm_dialog.py" line="118" />
        <source>Done: {0}</source>
        <translation>実行：{0}</translation>
    </message>
</context>
<context>
    <name>HandsPanel</name>
    <message>
        <location filename="../../vtt/ui/widgets/hands_panel.py" line="123" />
        <source>{0} cannot play the card {1} now</source>
        <translation>{0} は今カード {1} を出せない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/hands_panel.py" line="173" />
        <source>{0}: click the card {1} again to lay it</source>
        <translation>{0}：もう一度カード {1} をクリックで伏せる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/hands_panel.py" line="238" />
        <source>laid</source>
        <translation>伏せ札</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="118" />
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="119" />
        <source>Press any key or click to close</source>
        <translation>何かキーを押すかクリックで閉じる</translation>
    </message>
</context>
<context>
    <name>LineMap</name>
    <message>
        <location filename="../../vtt/ui/widgets/line_map.py" line="394" />
        <source>{0} moves here when the window closes</source>
        <translation>割り込みが閉じたら {0} はここへ移動する</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/line_map.py" line="626" />
        <source>Move with…</source>
        <translation>移動に使うマニューバ…</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../vtt/ui/nechronica/log_dock.py" line="160" />
        <source>Export log…</source>
        <translation>ログを書き出す…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/log_dock.py" line="193" />
        <source>Export log</source>
        <translation>ログを書き出す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/log_dock.py" line="194" />
        <source>Markdown (*.md);;Text (*.txt)</source>
        <translation>Markdown (*.md);;テキスト (*.txt)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/log_dock.py" line="197" />
        <source>Log written to {0}</source>
        <translation>ログを {0} に書き出しました</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="346" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="347" />
        <source>Recent files</source>
        <translation>最近のファイル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="348" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="349" />
        <source>&amp;Battle</source>
        <translation>戦闘(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="350" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="351" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="352" />
        <source>&amp;Solo</source>
        <translation>ソロ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="353" />
        <source>Simulate encounter…</source>
        <translation>戦闘をシミュレート…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="354" />
        <source>&amp;Workshop</source>
        <translation>工房(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="355" />
        <source>New doll…</source>
        <translation>新しいドール…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="356" />
        <source>Edit doll…</source>
        <translation>ドールを編集…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="357" />
        <source>New enemy…</source>
        <translation>新しい手駒…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="358" />
        <source>Edit enemy…</source>
        <translation>手駒を編集…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="359" />
        <source>Parts catalog…</source>
        <translation>パーツカタログ…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="360" />
        <source>Import from キャラクター保管所…</source>
        <translation>キャラクター保管所から読み込む…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="361" />
        <source>Copy doll for CCFOLIA…</source>
        <translation>ドールをCCFOLIA用にコピー…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="362" />
        <source>Library…</source>
        <translation>ライブラリ…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="365" />
        <location filename="../../vtt/ui/nechronica/main_window.py" line="394" />
        <source>New battle…</source>
        <translation>新しい戦闘…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="366" />
        <location filename="../../vtt/ui/nechronica/main_window.py" line="395" />
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="367" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="368" />
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="369" />
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="370" />
        <source>Open the demo battle</source>
        <translation>デモ戦闘を開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="371" />
        <source>Print doll sheets…</source>
        <translation>ドールシートを印刷…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="372" />
        <source>Print blank doll sheets…</source>
        <translation>空欄のドールシートを印刷…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="373" />
        <source>Export doll sheets as PDF…</source>
        <translation>ドールシートをPDFに書き出す…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="374" />
        <source>The dolls' parts and fetters, nothing ticked: to fill in by hand</source>
        <translation>パーツと未練だけを載せ、損傷や狂気点は空欄（手書き用）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="375" />
        <source>Export log…</source>
        <translation>ログを書き出す…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="376" />
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="377" />
        <source>Open the table view</source>
        <translation>卓表示を開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="378" />
        <source>Reset layout</source>
        <translation>レイアウトを元に戻す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="379" />
        <source>This sheet in its own dock</source>
        <translation>このシートを専用のドックで開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="380" />
        <source>Count</source>
        <translation>カウント</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="380" />
        <source>Battle flow</source>
        <translation>戦闘の進行</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="381" />
        <source>Sheets</source>
        <translation>シート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="381" />
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="382" />
        <source>Dice box</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="384" />
        <source>The last session did not end cleanly. Recover the autosaved battle?</source>
        <translation>前回のセッションは正常に終了しませんでした。自動保存された戦闘を復元しますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="385" />
        <source>Recover</source>
        <translation>復元</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="386" />
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="392" />
        <source>Nechronica virtual tabletop</source>
        <translation>永い後日談のネクロニカ バーチャルテーブルトップ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="393" />
        <source>Demo battle</source>
        <translation>デモ戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="396" />
        <source>Continue the last battle</source>
        <translation>前回の戦闘を続ける</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="535" />
        <source>Physical dice: {0!r} is not die values (like 7 3): not applied</source>
        <translation>実物のダイス：{0!r} は出目ではない（例：7 3）。実行していない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="563" />
        <source>Who waits? Show her sheet first ({0} act now)</source>
        <translation>誰が待機する？ 先にそのシートを表示する（今 {0} 人が行動できる）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="656" />
        <source>Nechronica VTT</source>
        <translation>ネクロニカ VTT</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="685" />
        <location filename="../../vtt/ui/nechronica/main_window.py" line="697" />
        <source>New battle</source>
        <translation>新しい戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="685" />
        <source>Rules system:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="697" />
        <source>Start:</source>
        <translation>始める戦闘:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="729" />
        <source>Open a battle or scenario</source>
        <translation>戦闘またはシナリオを開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="730" />
        <source>Battles and scenarios (*.json)</source>
        <translation>戦闘とシナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="763" />
        <source>Save battle</source>
        <translation>戦闘を保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="764" />
        <source>Battles (*.json)</source>
        <translation>戦闘 (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="778" />
        <source>Saved {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="822" />
        <source>Autosave failed: {0}</source>
        <translation>自動保存に失敗: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="866" />
        <source>The autosave could not be recovered: {0}</source>
        <translation>自動保存を復元できません: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="871" />
        <source>Recovered the autosaved battle ({0} commands)</source>
        <translation>自動保存された戦闘を復元しました（{0} 件の操作）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="873" />
        <source>(a last line the crash cut short was left out)</source>
        <translation>（途中で途切れた最後の1行は除いた）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="906" />
        <source>Export doll sheets</source>
        <translation>ドールシートを書き出す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="917" />
        <source>The doll sheets could not be written: {0}</source>
        <translation>ドールシートを書き出せませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="919" />
        <source>Doll sheets written to {0}</source>
        <translation>ドールシートを {0} に書き出しました</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="953" />
        <source>Unsaved battle</source>
        <translation>保存していない戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="954" />
        <source>This battle has changes that are not saved to a file (the autosave journal keeps them until another battle starts). Save it first?</source>
        <translation>この戦闘にはファイルに保存していない変更がある（自動保存は次の戦闘を始めるまで残る）。先に保存するか？</translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="53" />
        <source>{0} win {1:.0f} % ± {2}</source>
        <translation>{0}の勝率 {1:.0f} % ± {2}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="229" />
        <source>No battles yet</source>
        <translation>まだ戦闘がありません</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="272" />
        <source>{0}: starting…</source>
        <translation>{0}: 開始中…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="273" />
        <source>AI — {0}</source>
        <translation>AI — {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="275" />
        <source>The win rate is the rate these AIs win at: the reference player (flat Monte Carlo over the heuristic) measures how far the heuristic is from good play</source>
        <translation>勝率はこれらのAIが勝つ率：参照プレイヤー（ヒューリスティックのモンテカルロ）はヒューリスティックが良い手からどれだけ遠いかを測る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="307" />
        <source>{0} battles of about {1}</source>
        <translation>{0} 戦（必要なのは約 {1} 戦）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="308" />
        <source>{0} of {1} battles</source>
        <translation>{0} / {1} 戦</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="318" />
        <source>{0} battles</source>
        <translation>{0} 戦</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="319" />
        <source> (stopped)</source>
        <translation>（停止）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="321" />
        <source>Stopped before any battle was over</source>
        <translation>1戦も終わらないうちに停止しました</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="326" />
        <source>Could not simulate</source>
        <translation>シミュレートできませんでした</translation>
    </message>
</context>
<context>
    <name>OrderTrack</name>
    <message>
        <location filename="../../vtt/ui/widgets/order_track.py" line="86" />
        <source>Turn-order entries cannot be swapped in this game</source>
        <translation>このゲームでは手番を入れ替えられない</translation>
    </message>
</context>
<context>
    <name>PartsPage</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="486" />
        <source>Add a hand-written part</source>
        <translation>手書きのパーツを追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="488" />
        <source>Remove part</source>
        <translation>パーツを削除</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="27" />
        <source>Print doll sheets (blank)</source>
        <translation>ドールシートを印刷（白紙）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="28" />
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="57" />
        <source>Print doll sheets</source>
        <translation>ドールシートを印刷</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="61" />
        <source>Dolls</source>
        <translation>ドール</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="64" />
        <source>An empty template</source>
        <translation>空のテンプレート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="70" />
        <source>Filled in: damage and madness as they stand</source>
        <translation>記入済み：今の損傷と狂気点</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="71" />
        <source>Blank: parts and fetters listed, nothing ticked</source>
        <translation>未記入：パーツと未練だけ、チェックなし</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="91" />
        <source>Pick at least one doll</source>
        <translation>ドールを1人以上選ぶ</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="787" />
        <source>Edit doll</source>
        <translation>ドールを編集</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="791" />
        <source>Edit enemy</source>
        <translation>手駒を編集</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="805" />
        <source>Import from キャラクター保管所</source>
        <translation>キャラクター保管所から読み込む</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="820" />
        <source>Copy doll for CCFOLIA</source>
        <translation>ドールをCCFOLIA用にコピー</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="349" />
        <source>No results yet</source>
        <translation>まだ結果がありません</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="355" />
        <source>Rounds: mean {0:.2f}, median {1}</source>
        <translation>ターン数: 平均 {0:.2f}、中央値 {1}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="19" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="28" />
        <source>Language:</source>
        <translation>言語:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="29" />
        <source>The language changes at once; a few menus refresh on restart.</source>
        <translation>言語はすぐに切り替わります（一部のメニューは再起動後）。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="30" />
        <source>Bring up the sheet of whoever acts when the count changes</source>
        <translation>カウントが変わったら、行動する者のシートを表示する</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="37" />
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="39" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="39" />
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="39" />
        <source>Second key</source>
        <translation>第2キー</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="51" />
        <source>Shortcuts</source>
        <translation>ショートカット</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="79" />
        <source>{0} is bound to both “{1}” and “{2}”</source>
        <translation>{0} が「{1}」と「{2}」の両方に割り当てられています</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="17" />
        <source>New battle</source>
        <translation>新しい戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="18" />
        <source>Open battle</source>
        <translation>戦闘を開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="19" />
        <source>Save battle</source>
        <translation>戦闘を保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="20" />
        <source>Save battle as</source>
        <translation>名前を付けて戦闘を保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="21" />
        <source>Undo the last command</source>
        <translation>直前の操作を取り消す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="22" />
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="23" />
        <source>Start the battle</source>
        <translation>戦闘を開始</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="24" />
        <source>Next count</source>
        <translation>次のカウント</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="25" />
        <source>Use the selected maneuver</source>
        <translation>選んだマニューバを使用</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="26" />
        <source>Wait (待機): the doll of the sheet shown, or the only one who acts</source>
        <translation>待機：表示中のシートのドール、または唯一の行動者</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="28" />
        <source>Pass: close the reaction window</source>
        <translation>パス: 割り込みを締め切る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="29" />
        <source>Confirm the current choice</source>
        <translation>現在の選択を決定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="30" />
        <source>Roll dice (focus the dice box)</source>
        <translation>ダイスを振る（ダイス欄へ）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="31" />
        <source>Type physical dice for the next roll</source>
        <translation>次の判定の出目を入力</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="32" />
        <source>Next doll sheet</source>
        <translation>次のシート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="33" />
        <source>Previous doll sheet</source>
        <translation>前のシート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="34" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="35" />
        <source>Keyboard help</source>
        <translation>キーボードのヘルプ</translation>
    </message>
</context>
<context>
    <name>SimulateDialog</name>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="379" />
        <source>Simulate encounter</source>
        <translation>戦闘をシミュレート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="384" />
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="392" />
        <source>±{0} points (stop when known)</source>
        <translation>±{0}ポイント（分かった時点で止める）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="393" />
        <source>off: run every battle</source>
        <translation>なし：全戦闘を実行</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="397" />
        <location filename="../../vtt/ui/simulate_dialog.py" line="441" />
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="398" />
        <source>Win rate to</source>
        <translation>勝率の精度</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="399" />
        <source>Battles (at most)</source>
        <translation>戦闘数（上限）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="400" />
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="401" />
        <source>Worker processes</source>
        <translation>並列プロセス数</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="415" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="416" />
        <source>Stop after the battles under way: what has run is kept</source>
        <translation>実行中の戦闘の後で停止（それまでの結果は残る）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="498" />
        <source>(stopped) </source>
        <translation>（停止）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="501" />
        <source>Stopped before any battle was over.</source>
        <translation>1戦も終わらないうちに停止しました。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="414" />
        <source>Run</source>
        <extracomment>side -&gt; its AI's box (filled from the scenario's ruleset)</extracomment>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="442" />
        <source>Scenarios (*.json)</source>
        <translation>シナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="465" />
        <source>AI of the {0}</source>
        <translation>{0}のAI</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="475" />
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="452" />
        <location filename="../../vtt/ui/simulate_dialog.py" line="506" />
        <source>Could not simulate: {0}</source>
        <translation>シミュレートできませんでした: {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../vtt/ui/nechronica/table_view.py" line="315" />
        <source>Table view — {0}</source>
        <translation>卓表示 — {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/table_view.py" line="317" />
        <source>Victory: {0}</source>
        <translation>勝利条件：{0}</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="98" />
        <source>table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="135" />
        <source>the GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="139" />
        <source>{0} may react</source>
        <translation>{0} はリアクションできる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="143" />
        <source>{0} chooses</source>
        <translation>{0} が選ぶ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="146" />
        <source>Still to commit: {0}</source>
        <translation>まだ伏せていない: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="148" />
        <source>{0}'s turn</source>
        <translation>{0} の手番</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="161" />
        <location filename="../../vtt/ui/widgets/table_window.py" line="162" />
        <source>Roll: {0}</source>
        <translation>判定：{0}</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="72" />
        <source>A value is needed</source>
        <translation>入力が必要</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="73" />
        <source>This cannot be empty</source>
        <translation>空欄にはできない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="74" />
        <source>At most {max_length} characters</source>
        <translation>{max_length}文字まで</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="75" />
        <source>Write it as text</source>
        <translation>文字列で入れる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="76" />
        <location filename="../../vtt/ui/workshop/form.py" line="77" />
        <location filename="../../vtt/ui/workshop/form.py" line="78" />
        <source>Write a whole number</source>
        <translation>整数で入れる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="79" />
        <location filename="../../vtt/ui/workshop/form.py" line="80" />
        <source>Write a number</source>
        <translation>数値で入れる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="81" />
        <location filename="../../vtt/ui/workshop/form.py" line="82" />
        <source>Yes or no</source>
        <translation>はい・いいえで入れる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="83" />
        <source>At least {ge}</source>
        <translation>{ge}以上にする</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="84" />
        <source>At most {le}</source>
        <translation>{le}以下にする</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="85" />
        <source>More than {gt}</source>
        <translation>{gt}より大きくする</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="86" />
        <source>Less than {lt}</source>
        <translation>{lt}より小さくする</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="87" />
        <source>At least {min_length}</source>
        <translation>{min_length}個以上</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="88" />
        <source>At most {max_length}</source>
        <translation>{max_length}個まで</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="89" />
        <source>One of {expected}</source>
        <translation>{expected}のどれかにする</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="90" />
        <source>This field is not known here</source>
        <translation>この項目は使えない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="91" />
        <source>Write a list</source>
        <translation>リストで入れる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="92" />
        <location filename="../../vtt/ui/workshop/form.py" line="93" />
        <source>Write a set of named values</source>
        <translation>項目の組（オブジェクト）で入れる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="94" />
        <source>Not valid JSON</source>
        <translation>JSONとして読めない</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="128" />
        <source>New doll</source>
        <translation>新しいドール</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="133" />
        <source>New enemy</source>
        <translation>新しい手駒</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="140" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="172" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="141" />
        <source>Location</source>
        <translation>部位</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="142" />
        <source>Timing</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="143" />
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="144" />
        <source>Range</source>
        <translation>射程</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="145" />
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="146" />
        <source>Category</source>
        <translation>種別</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="147" />
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="148" />
        <source>Damaged</source>
        <translation>損傷</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="156" />
        <source>Head</source>
        <translation>頭</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="157" />
        <source>Arms</source>
        <translation>腕</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="158" />
        <source>Torso</source>
        <translation>胴</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="159" />
        <source>Legs</source>
        <translation>脚</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="160" />
        <source>Body</source>
        <translation>本体</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="161" />
        <location filename="../../vtt/ui/nechronica/workshop.py" line="176" />
        <source>Skill</source>
        <translation>スキル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="164" />
        <source>Auto</source>
        <translation>オート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="165" />
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="166" />
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="167" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="168" />
        <source>Rapid</source>
        <translation>ラピッド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="171" />
        <source>Basic</source>
        <translation>基本</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="172" />
        <source>Armament</source>
        <translation>武装</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="173" />
        <source>Mutation</source>
        <translation>変異</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="174" />
        <source>Modification</source>
        <translation>改造</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="175" />
        <source>Treasure</source>
        <translation>たからもの</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="177" />
        <source>Enemy</source>
        <translation>手駒</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="516" />
        <source>Add to the enemy</source>
        <translation>手駒に追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="517" />
        <source>Add to the doll</source>
        <translation>ドールに追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="165" />
        <source>Row {0}</source>
        <translation>{0}行目</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="276" />
        <source>One a line</source>
        <translation>1行に1つ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="554" />
        <source>Fill in</source>
        <translation>入れる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="561" />
        <source>Has one</source>
        <translation>あり</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="775" />
        <source>From the list:</source>
        <translation>一覧から：</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="811" />
        <source>None yet</source>
        <translation>まだない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="815" />
        <source>Add a row</source>
        <translation>行を追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="820" />
        <location filename="../../vtt/ui/workshop/form.py" line="1014" />
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="870" />
        <source>Move up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="871" />
        <source>Move down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="872" />
        <location filename="../../vtt/ui/workshop/form.py" line="1055" />
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="52" />
        <source>New {0}</source>
        <extracomment>a scenario's editor, opened by name (it runs the simulator, which the editors need not import) the paper's width and height in points</extracomment>
        <translation>新しい{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="112" />
        <source>Printed sheet</source>
        <translation>印刷するシート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="145" />
        <source>The last valid sheet: fix the file to see it change</source>
        <translation>最後に正しかったシート：ファイルを直すと更新される</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="301" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="151" />
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="302" />
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="304" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="305" />
        <source>Save to my library</source>
        <translation>ライブラリに保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="306" />
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="307" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="159" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="309" />
        <source>This kind of file has no printed sheet.</source>
        <translation>この種類のファイルには印刷用シートがない。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="320" />
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="374" />
        <source>Save as</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="393" />
        <source>Saved to {0}</source>
        <translation>{0} に保存した</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="403" />
        <source>Unsaved edits</source>
        <translation>未保存の編集</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="404" />
        <source>Save the edits to {0} before closing?</source>
        <translation>閉じる前に{0}の編集を保存しますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="406" />
        <source>this file</source>
        <translation>このファイル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="438" />
        <source>Print the sheet to PDF</source>
        <translation>シートをPDFに印刷</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="454" />
        <source>Not printed</source>
        <translation>印刷できなかった</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="456" />
        <source>Sheet written to {0}</source>
        <translation>シートを {0} に書き出した</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="485" />
        <source>Exported to {0}</source>
        <translation>{0} に書き出した</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="488" />
        <source>Not exported</source>
        <translation>書き出せなかった</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="491" />
        <source>Copied for {0}: paste it where it goes</source>
        <translation>{0}用にコピーした：貼り付け先に貼る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="501" />
        <source>Blank</source>
        <translation>白紙から</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="504" />
        <source>From a sample</source>
        <translation>サンプルから</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="303" />
        <location filename="../../vtt/ui/workshop/editor.py" line="495" />
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="66" />
        <source>Library folder</source>
        <translation>ライブラリのフォルダ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="173" />
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="174" />
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="146" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="197" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="284" />
        <source>My library</source>
        <translation>マイライブラリ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="58" />
        <source>Library folder:</source>
        <translation>ライブラリのフォルダ：</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="59" />
        <source>Change…</source>
        <translation>変更…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="60" />
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="147" />
        <source>Rules system:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="152" />
        <source>New from this</source>
        <translation>これをひな形に新規</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="153" />
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="154" />
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="155" />
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="156" />
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="157" />
        <source>Save a copy to my library</source>
        <translation>コピーをライブラリに保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="198" />
        <source>Shipped samples (read-only)</source>
        <translation>付属のサンプル（読み取り専用）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="213" />
        <source>A shipped sample: open it as a template or save a copy</source>
        <translation>付属のサンプル：ひな形として開くか、コピーを保存する</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="219" />
        <source>Nothing yet: make a new one, or save a copy of a sample</source>
        <translation>まだない：新規作成するか、サンプルのコピーを保存する</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="292" />
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="293" />
        <source>New name:</source>
        <translation>新しい名前：</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="298" />
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="299" />
        <source>Delete {0} ({1}) from your library?</source>
        <translation>{0}（{1}）をライブラリから削除するか？</translation>
    </message>
</context>
<context>
    <name>ZoneCanvas</name>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="151" />
        <source>cover</source>
        <translation>遮蔽</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="153" />
        <source>way out</source>
        <translation>出口</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="162" />
        <source>+{0} more</source>
        <translation>ほか{0}人</translation>
    </message>
</context>
<context>
    <name>ZoneEditorDialog</name>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="181" />
        <source>Draw the zone map</source>
        <translation>ゾーンマップを描く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="197" />
        <source>Cover (one can take cover here)</source>
        <translation>遮蔽（ここで遮蔽に入れる）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="198" />
        <source>A way out (one can flee from here)</source>
        <translation>出口（ここから逃走できる）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="203" />
        <source>Zone</source>
        <translation>ゾーン</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="205" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="206" />
        <source>Japanese name</source>
        <translation>日本語名</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="212" />
        <source>Join / part</source>
        <translation>つなぐ／切る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="218" />
        <source>Next to</source>
        <translation>隣のゾーン</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="219" />
        <source>Add zone</source>
        <translation>ゾーンを追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="221" />
        <source>Delete zone</source>
        <translation>ゾーンを削除</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="227" />
        <source>Who starts where</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="232" />
        <source>Sample map…</source>
        <translation>サンプルマップ…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="257" />
        <source>Click a zone to pick it, drag it to move it; Shift-drag from one zone to another to join or part them; double-click empty ground to add a zone.</source>
        <translation>ゾーンをクリックで選択、ドラッグで移動。Shiftを押しながら別のゾーンへドラッグでつなぐ／切る。何もない所をダブルクリックでゾーンを追加。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="332" />
        <source>Zone {0}</source>
        <translation>ゾーン{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="342" />
        <source>A map keeps at least one zone</source>
        <translation>マップには少なくとも1つのゾーンが要る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="346" />
        <source>{0} start in this zone: place them elsewhere first</source>
        <translation>{0} がこのゾーンから始まる：先に別のゾーンへ配置する</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="431" />
        <source>No way leads to {0}: join it to the others</source>
        <translation>{0} へ通じる道がない：他のゾーンとつなぐ</translation>
    </message>
</context>
<context>
    <name>ZoneMap</name>
    <message>
        <location filename="../../vtt/ui/widgets/zone_map.py" line="36" />
        <source>{0} cannot move to {1} now</source>
        <translation>{0}は今{1}へ移動できない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/zone_map.py" line="370" />
        <source>cover</source>
        <translation>遮蔽</translation>
    </message>
</context>
<context><name>Report</name><message><source>{0} battles of {1} (seed {2}; dolls: {3}, enemies: {4})</source><translation>{1} を {0} 回（シード {2}。ドール: {3}、手駒: {4}）</translation></message><message><source>Dolls win {0:.1f}% (95% interval {1:.1f}–{2:.1f}%)</source><translation>ドールの勝率 {0:.1f}%（95%信頼区間 {1:.1f}〜{2:.1f}%）</translation></message><message><source>Outcomes: {0}</source><translation>結果: {0}</translation></message><message><source>Rounds: mean {0:.2f}, median {1}</source><translation>ターン数: 平均 {0:.2f}、中央値 {1}</translation></message><message><source>Dolls (per battle):</source><translation>ドール（1戦あたり）:</translation></message><message><source>  {0} ({1}): parts lost {2:.2f}, madness gained {3:.2f}, destroyed {4:.1f}%, heart-broken {5:.1f}%</source><translation>  {0}（{1}）: 損傷パーツ {2:.2f}、狂気点 {3:.2f}、全損 {4:.1f}%、精神崩壊 {5:.1f}%</translation></message><message><source>Destroyed by each attacker (per battle):</source><translation>攻撃した者ごとの破壊数（1戦あたり）:</translation></message><message><source>  {0} ({1}, {2}): parts {3:.2f}, bodies {4:.2f}</source><translation>  {0}（{1}、{2}）: パーツ {3:.2f}、体数 {4:.2f}</translation></message><message><source>Most damaging enemy: {0} ({1})</source><translation>最も損害を与えた手駒: {0}（{1}）</translation></message><message><source>Stopped once the win rate was known to ±{0:g} points: {1} battles</source><translation>勝率が±{0:g}ポイントまで分かった時点で停止: {1} 戦</translation></message><message><source>Not known to ±{0:g} points after {1} battles (the cap): run more, or ask for less</source><translation>{1} 戦（上限）で±{0:g}ポイントに届かず: 戦闘数を増やすか精度を下げる</translation></message><message><source>heuristic</source><translation>ヒューリスティック</translation></message><message><source>random</source><translation>ランダム</translation></message><message><source>reference</source><translation>参照プレイヤー</translation></message><message><source>dolls</source><translation>ドール</translation></message><message><source>enemies</source><translation>手駒</translation></message><message><source>victory</source><translation>勝利</translation></message><message><source>annihilated</source><translation>全滅</translation></message><message><source>escaped</source><translation>逃走</translation></message><message><source>enemies_escaped</source><translation>敵の逃走</translation></message><message><source>ended</source><translation>終了</translation></message><message><source>timeout</source><translation>時間切れ</translation></message><message><source>{0} battles of {1} (seed {2}; {3})</source><translation>{1} を {0} 回（シード {2}。{3}）</translation></message><message><source>{0} win {1:.1f}% (95% interval {2:.1f}–{3:.1f}%)</source><translation>{0}の勝率 {1:.1f}%（95%信頼区間 {2:.1f}〜{3:.1f}%）</translation></message></context><context><name>Fields</name><message><source>Name</source><translation>名前</translation></message><message><source>English name</source><translation>英語名</translation></message><message><source>Position</source><translation>ポジション</translation></message><message><source>Main class</source><translation>メインクラス</translation></message><message><source>Sub class</source><translation>サブクラス</translation></message><message><source>Reinforcement</source><translation>強化値</translation></message><message><source>Armament</source><translation>武装</translation></message><message><source>Mutation</source><translation>変異</translation></message><message><source>Modification</source><translation>改造</translation></message><message><source>Starting area</source><translation>初期配置</translation></message><message><source>Base AP</source><translation>基本行動値</translation></message><message><source>Basic parts</source><translation>基本パーツ</translation></message><message><source>add every doll's basic parts (and a treasure) from the catalog before 'parts' when a battle is set up; handy in hand-written scripts</source><translation>戦闘の準備でカタログからドールの基本パーツ（とたからもの）を'parts'の前に加える。手書きのスクリプト向け</translation></message><message><source>Parts</source><translation>パーツ</translation></message><message><source>Id</source><translation>ID</translation></message><message><source>catalog id, when the part comes from a catalog</source><translation>カタログのパーツならそのID</translation></message><message><source>Location</source><translation>部位</translation></message><message><source>head, arms, torso, legs; body (horrors, legions); skill (not damageable)</source><translation>頭・腕・胴・脚。本体（ホラー、レギオン）。スキル（損傷しない）</translation></message><message><source>Timing</source><translation>タイミング</translation></message><message><source>Cost</source><translation>コスト</translation></message><message><source>AP cost; null for none (Auto)</source><translation>行動値のコスト。なし（オート）は空</translation></message><message><source>Range</source><translation>射程</translation></message><message><source>Effect</source><translation>効果</translation></message><message><source>English effect</source><translation>英語の効果</translation></message><message><source>Category</source><translation>種別</translation></message><message><source>Level</source><translation>レベル</translation></message><message><source>Dice</source><translation>ダイス</translation></message><message><source>dice rolled for this maneuver's check</source><translation>このマニューバの判定で振るダイス数</translation></message><message><source>Damaged</source><translation>損傷</translation></message><message><source>Fetters</source><translation>未練</translation></message><message><source>Target</source><translation>対象</translation></message><message><source>Emotion</source><translation>感情</translation></message><message><source>the fetter's content, e.g. 依存</source><translation>未練の内容（例：依存）</translation></message><message><source>Madness</source><translation>狂気点</translation></message><message><source>Mad effect</source><translation>発狂効果</translation></message><message><source>name of the mad effect, e.g. 幼児退行</source><translation>発狂効果の名前（例：幼児退行）</translation></message><message><source>Treasure</source><translation>たからもの</translation></message><message><source>this is the fetter to the treasure</source><translation>たからものへの未練</translation></message><message><source>Karma</source><translation>カルマ</translation></message><message><source>Memory fragments</source><translation>記憶のカケラ</translation></message><message><source>Favor</source><translation>寵愛点</translation></message><message><source>Notes</source><translation>メモ</translation></message><message><source>Kind</source><translation>種類</translation></message><message><source>max AP before part bonuses (legion/horror: their max AP; savant: 6)</source><translation>パーツによる増減の前の最大行動値（レギオン・ホラー：その最大行動値、サヴァント：6）</translation></message><message><source>Threat</source><translation>悪意</translation></message><message><source>legion: per 5 bodies; horror, savant: in total</source><translation>レギオン：5体ごと、ホラー・サヴァント：全体で</translation></message><message><source>savant: add a doll's basic parts before 'parts'</source><translation>サヴァント：'parts'の前にドールの基本パーツを加える</translation></message><message><source>Bodies</source><translation>体数</translation></message><message><source>legion only: number of bodies</source><translation>レギオンのみ：体数</translation></message><message><source>Description</source><translation>説明</translation></message><message><source>Dolls</source><translation>ドール</translation></message><message><source>File</source><translation>ファイル</translation></message><message><source>Doll</source><translation>ドール</translation></message><message><source>Area</source><translation>エリア</translation></message><message><source>where she starts (default: her file's area)</source><translation>初期配置（なければファイルの配置）</translation></message><message><source>Enemies</source><translation>敵</translation></message><message><source>Enemy</source><translation>手駒</translation></message><message><source>a legion's bodies (default: its file's)</source><translation>レギオンの体数（なければファイルの値）</translation></message><message><source>Hidden</source><translation>隠す</translation></message><message><source>Show name</source><translation>名前を表示</translation></message><message><source>Show ap</source><translation>行動値を表示</translation></message><message><source>Show damage</source><translation>損傷を表示</translation></message><message><source>Victory</source><translation>勝利</translation></message><message><source>Type</source><translation>種類</translation></message><message><source>Annihilate</source><translation>殲滅</translation></message><message><source>Survive rounds</source><translation>ターン数を耐える</translation></message><message><source>Custom</source><translation>その他</translation></message><message><source>Rounds</source><translation>ターン数</translation></message><message><source>Text</source><translation>文</translation></message><message><source>Options</source><translation>オプション</translation></message><message><source>Favor fetter change cost</source><translation>未練変更の寵愛点</translation></message><message><source>001: 1 favor; 000 (English): 2</source><translation>001：寵愛点1、000（英語版）：2</translation></message><message><source>Fumble attacker picks location</source><translation>大失敗で攻撃側が部位を選ぶ</translation></message><message><source>000 (English): on a fumble the attacker also picks the location</source><translation>000（英語版）：大失敗でも攻撃側が部位を選ぶ</translation></message><message><source>Treasure recovery any fetter</source><translation>たからものの回復はどの未練でも</translation></message><message><source>errata: end-of-battle treasure recovery may take madness off any fetter</source><translation>エラッタ：戦闘終了時のたからものの回復はどの未練の狂気点でもよい</translation></message><message><source>Nc declares first</source><translation>NC側が先に宣言</translation></message><message><source>enforce: at the same count the NC side acts first</source><translation>同じカウントではNC側が先に行動する</translation></message><message><source>Dismember target</source><translation>切断判定の目標値</translation></message><message><source>dismemberment check succeeds on this or more</source><translation>切断判定はこの値以上で成功</translation></message><message><source>Seed</source><translation>シード</translation></message><message><source>Character</source><translation>キャラクター</translation></message><message><source>Npc</source><translation>NPC</translation></message><message><source>Japanese name</source><translation>日本語名</translation></message><message><source>Actions</source><translation>行為</translation></message><message><source>dice per action: attribute + skill (an action not listed rolls 0 dice)</source><translation>行為ごとのダイス：能力値＋技能（ない行為は0個）</translation></message><message><source>Attribute</source><translation>能力値</translation></message><message><source>Skill</source><translation>スキル</translation></message><message><source>Weapons</source><translation>武器</translation></message><message><source>Rolls</source><translation>判定</translation></message><message><source>strike: melee weapon; shoot: ranged; force: unarmed or wrestling</source><translation>白兵：近接武器、射撃：遠隔武器、腕力：素手や組みつき</translation></message><message><source>Damage</source><translation>ダメージ</translation></message><message><source>Physical Harm on a hit</source><translation>命中したときの肉体ハーム</translation></message><message><source>zone distances it reaches: [0, 0] same zone, [0, 1] a sling, [1, 3] a longbow (not its own zone)</source><translation>届くゾーンの距離：[0, 0] 同じゾーン、[0, 1] 投石紐、[1, 3] 長弓（自分のゾーンには届かない）</translation></message><message><source>Physical Harm</source><translation>肉体ハーム</translation></message><message><source>Physical Harm capacity (null: the option's)</source><translation>肉体ハームの上限（空：オプションの値）</translation></message><message><source>Mental Harm</source><translation>精神ハーム</translation></message><message><source>Mental Harm capacity (null: the option's)</source><translation>精神ハームの上限（空：オプションの値）</translation></message><message><source>Initiative cards</source><translation>イニシアチブカード</translation></message><message><source>initiative cards drawn (a monster may hold several)</source><translation>引くイニシアチブカードの枚数（モンスターは複数持てる）</translation></message><message><source>Zones</source><translation>ゾーン</translation></message><message><source>Cover</source><translation>遮蔽</translation></message><message><source>a place where it is possible to take cover</source><translation>遮蔽に入れる場所</translation></message><message><source>At</source><translation>位置</translation></message><message><source>where the map draws it, 0-1 across and down</source><translation>マップ上の位置（横と縦、0〜1）</translation></message><message><source>Exit</source><translation>出口</translation></message><message><source>one can flee the fight from here</source><translation>ここから戦闘を離脱できる</translation></message><message><source>Edges</source><translation>つながり</translation></message><message><source>adjacent zones; default: a line in order</source><translation>隣り合うゾーン。なければ順に一列</translation></message><message><source>Participants</source><translation>参加者</translation></message><message><source>the id commands use (default: the name in lower case)</source><translation>コマンドで使うID（なければ名前の小文字）</translation></message><message><source>a character file, relative to the scenario</source><translation>キャラクターファイル（シナリオからの相対パス）</translation></message><message><source>Sheet</source><translation>シート</translation></message><message><source>the character written inline</source><translation>ここに書いたキャラクター</translation></message><message><source>shown instead of the sheet's name</source><translation>シートの名前の代わりに表示する名前</translation></message><message><source>the name in Japanese, with 'name'</source><translation>'name'と一緒に使う日本語名</translation></message><message><source>Side</source><translation>陣営</translation></message><message><source>Party</source><translation>パーティ</translation></message><message><source>Foes</source><translation>敵</translation></message><message><source>Zone</source><translation>ゾーン</translation></message><message><source>Group</source><translation>グループ</translation></message><message><source>identical NPCs of one group share one initiative card</source><translation>同じグループのNPCは1枚のイニシアチブカードを共有する</translation></message><message><source>Success</source><translation>成功の目</translation></message><message><source>a die showing this or more is a success</source><translation>この目以上のダイスが成功</translation></message><message><source>Harm capacity</source><translation>ハーム上限</translation></message><message><source>Harm a player character can take on each track</source><translation>PCがそれぞれのハームで受けられる量</translation></message><message><source>NPC harm capacity</source><translation>NPCのハーム上限</translation></message><message><source>an NPC's capacity where its sheet gives none</source><translation>シートにない場合のNPCの上限</translation></message><message><source>Deck</source><translation>山札</translation></message><message><source>initiative cards 1 to this</source><translation>イニシアチブカードは1からこの数まで</translation></message><message><source>Cover successes</source><translation>遮蔽への追加成功数</translation></message><message><source>extra successes a Shoot needs at a target in cover</source><translation>遮蔽にいる目標への射撃に追加で要る成功数</translation></message><message><source>Degree</source><translation>段位</translation></message><message><source>Aura is had from Degree 1</source><translation>オーラは段位1から持つ</translation></message><message><source>Effort</source><translation>努力</translation></message><message><source>Effort Pool: d10s rolled each round</source><translation>努力プール：毎ラウンド振るd10の数</translation></message><message><source>Aura</source><translation>オーラ</translation></message><message><source>Health boxes</source><translation>体力ボックス</translation></message><message><source>boxes of 10 Health</source><translation>10点ずつの体力ボックス</translation></message><message><source>Armor</source><translation>装甲</translation></message><message><source>1 leather, 2 chainmail, 3 advanced tac-gear</source><translation>1 革、2 鎖かたびら、3 先進戦術装備</translation></message><message><source>Senses</source><translation>感覚</translation></message><message><source>the Senses skill (a Subtle weapon's foe defends only with it)</source><translation>感覚の技能（隠密の武器の相手はこれだけで防御する）</translation></message><message><source>Weapon</source><translation>武器</translation></message><message><source>Advantage</source><translation>利点</translation></message><message><source>Mimics</source><translation>模倣する利点</translation></message><message><source>an Improvised weapon: the advantage of the weapon it stands in for</source><translation>即席の武器：代わりをする武器の利点</translation></message><message><source>Techniques</source><translation>技</translation></message><message><source>Keyword</source><translation>キーワード</translation></message><message><source>Bonus</source><translation>ボーナス</translation></message><message><source>added to the total of the set it bolsters (once per round)</source><translation>強化する組の合計に加える（1ラウンドに1回）</translation></message><message><source>Imbalances</source><translation>不均衡</translation></message><message><source>Rank</source><translation>ランク</translation></message><message><source>Physical</source><translation>肉体</translation></message><message><source>Chakra</source><translation>チャクラ</translation></message><message><source>State</source><translation>状態</translation></message><message><source>Recovery</source><translation>回復量</translation></message><message><source>Prana</source><translation>プラーナ</translation></message><message><source>Hidden bids</source><translation>入札を隠す</translation></message><message><source>bids are hidden from the other side until the bidding ends</source><translation>入札が終わるまで相手側から入札を隠す</translation></message><message><source>Hidden effort</source><translation>努力ダイスを隠す</translation></message><message><source>Effort dice are hidden from the other side</source><translation>努力ダイスを相手側から隠す</translation></message><message><source>Death token</source><translation>死のトークン</translation></message><message><source>Death is a possibility from the first round</source><translation>最初のラウンドから死がありうる</translation></message><message><source>Attributes</source><translation>能力値</translation></message><message><source>combat, agility, strength... as pools (2d6)</source><translation>戦闘・敏捷・筋力など、ダイスプールで（2d6）</translation></message><message><source>Skills</source><translation>スキル</translation></message><message><source>dodge, block, endurance, cut_weapons... (3d10)</source><translation>回避・ブロック・持久・斬撃武器など（3d10）</translation></message><message><source>the combat skill it is used with, e.g. cut_weapons</source><translation>使う戦闘技能（例：斬撃武器）</translation></message><message><source>[Weapon:Damage]</source><translation>［武器：ダメージ］</translation></message><message><source>Damage per shift</source><translation>シフトごとのダメージ</translation></message><message><source>[Weapon:Damage Per Shift]</source><translation>［武器：シフトごとのダメージ］</translation></message><message><source>Range bands</source><translation>距離帯</translation></message><message><source>the range bands it reaches</source><translation>届く距離帯</translation></message><message><source>Speed</source><translation>速度</translation></message><message><source>a projectile's Speed (dodged against it)</source><translation>飛び道具の速度（回避の対象）</translation></message><message><source>Armor by location</source><translation>部位ごとの防具</translation></message><message><source>Armor at each hit location</source><translation>命中箇所ごとの防具</translation></message><message><source>Health</source><translation>体力</translation></message><message><source>the health at the start in the seed's notation (default: 4 + Endurance points, all O)</source><translation>開始時の体力（シードの表記。なければ4＋持久、すべてO）</translation></message><message><source>Ranges</source><translation>距離</translation></message><message><source>[a, b, band] the GM set</source><translation>GMが決めた［a、b、距離帯］</translation></message><message><source>the deck holds the cards 1 to this</source><translation>山札は1からこの数までのカード</translation></message><message><source>Exhaustion penalty</source><translation>疲労のペナルティ</translation></message><message><source>subtracted from a pool's result per exhausted point</source><translation>疲労1点ごとにプールの結果から引く</translation></message><message><source>Default band</source><translation>既定の距離帯</translation></message><message><source>the range between a pair the table does not name</source><translation>表にない2人の間の距離</translation></message><message><source>Redraw</source><translation>引き直し</translation></message><message><source>a new Draw phase when no one in the fight has a card left</source><translation>戦闘中の誰にもカードがなくなったら新しいドロー</translation></message></context></TS>