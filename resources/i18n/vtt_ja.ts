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
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="134" />
        <source>AI plays the {0}</source>
        <translation>AIが{0}を担当</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="142" />
        <source>AI speed</source>
        <translation>AIの速さ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="143" />
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="143" />
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="143" />
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="144" />
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
    <name>Battle</name>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="14" />
        <source>Before the battle</source>
        <translation>戦闘開始前</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="16" />
        <source>victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="17" />
        <source>annihilated</source>
        <translation>全滅</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="18" />
        <source>escaped</source>
        <translation>逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="19" />
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="20" />
        <source>Round {0} · Ended ({1})</source>
        <translation>ターン{0}・戦闘終了（{1}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="22" />
        <source>Round {0} · Round end</source>
        <translation>ターン{0}・ターン終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="23" />
        <source>Round {0} · Count {1}</source>
        <translation>ターン{0}・カウント{1}</translation>
    </message>
</context>
<context>
    <name>BattleController</name>
    <message>
        <location filename="../../vtt/ui/widgets/battle_controller.py" line="123" />
        <source>Physical dice: {0!r} is not die values (like 6 3 1): not applied</source>
        <translation>実物のダイス：{0!r} は出目ではない（例：6 3 1）。実行していない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/battle_controller.py" line="141" />
        <source>There is nothing to undo</source>
        <translation>取り消せる操作がありません</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/battle_controller.py" line="148" />
        <source>There is nothing to redo</source>
        <translation>やり直せる操作がありません</translation>
    </message>
</context>
<context>
    <name>BattleWindow</name>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="62" />
        <source>The demo battle</source>
        <extracomment>ruleset id -&gt; "module:function(parent, session) -&gt; Session | None": the map editor before the fight File → New battle…'s first and last choices (between them: the ruleset's sample scenarios)</extracomment>
        <translation>デモ戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="71" />
        <source>A scenario file…</source>
        <translation>シナリオファイル…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="217" />
        <source>Turn order</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="217" />
        <source>Now</source>
        <translation>今</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="217" />
        <source>Sheet</source>
        <translation>シート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="218" />
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="218" />
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="218" />
        <source>Rolled dice</source>
        <translation>振ったダイス</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="219" />
        <source>Hands of cards</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="237" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="238" />
        <source>New battle…</source>
        <translation>新しい戦闘…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="239" />
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="240" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="241" />
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="242" />
        <source>Recover the autosave</source>
        <translation>自動保存から復元</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="244" />
        <source>Print sheets…</source>
        <translation>シートを印刷…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="246" />
        <source>Print blank sheets…</source>
        <translation>白紙のシートを印刷…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="249" />
        <source>Table view</source>
        <translation>卓表示</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="250" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="251" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="252" />
        <source>Undo</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="254" />
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="256" />
        <source>&amp;GM</source>
        <translation>GM(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="257" />
        <source>GM command…</source>
        <translation>GMコマンド…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="258" />
        <source>Edit the map…</source>
        <translation>マップを編集…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="259" />
        <source>&amp;Solo</source>
        <translation>ソロ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="261" />
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="328" />
        <source>Autosave failed: {0}</source>
        <translation>自動保存に失敗: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="337" />
        <source>No autosave of this game yet</source>
        <translation>このゲームの自動保存はまだない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="342" />
        <source>Not recovered</source>
        <translation>復元できなかった</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="355" />
        <source>New battle</source>
        <translation>新しい戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="355" />
        <source>Start:</source>
        <translation>始める戦闘:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="372" />
        <source>Open a battle or scenario</source>
        <translation>戦闘またはシナリオを開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="373" />
        <source>Battles and scenarios (*.json)</source>
        <translation>戦闘とシナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="384" />
        <location filename="../../vtt/ui/battle_window.py" line="387" />
        <source>Not opened</source>
        <translation>開けなかった</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="388" />
        <source>{0} is a battle of another game: open it with vtt {0}</source>
        <translation>{0} は別のゲームの戦闘：vtt {0} で開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="409" />
        <source>Save battle</source>
        <translation>戦闘を保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="409" />
        <source>Battles (*.json)</source>
        <translation>戦闘 (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="415" />
        <source>Not saved</source>
        <translation>保存できなかった</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="418" />
        <source>Saved {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="425" />
        <source>This game has no printed sheets yet</source>
        <translation>このゲームにはまだ印刷用シートがない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="428" />
        <source>Print sheets to PDF</source>
        <translation>シートをPDFに印刷</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="429" />
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="435" />
        <source>Not printed</source>
        <translation>印刷できなかった</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="437" />
        <source>Sheets written to {0}</source>
        <translation>シートを {0} に書き出した</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="452" />
        <source>The map is drawn before the battle starts</source>
        <translation>マップは戦闘開始前に描く</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="259" />
        <source>Search name or effect</source>
        <translation>名前・効果で検索</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="261" />
        <source>All categories</source>
        <translation>すべての種別</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="264" />
        <source>All levels</source>
        <translation>すべてのレベル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="268" />
        <source>All timings</source>
        <translation>すべてのタイミング</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="275" />
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="278" />
        <source>Add catalog file…</source>
        <translation>カタログファイルを追加…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="281" />
        <source>Remove catalog</source>
        <translation>カタログを外す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="282" />
        <source>Stop using one of your catalog files (the file is kept)</source>
        <translation>追加したカタログファイルの使用をやめる（ファイルは残ります）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="346" />
        <source>Add a parts catalog</source>
        <translation>パーツカタログを追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="376" />
        <source>Catalog file not loaded: {0}</source>
        <translation>読み込めなかったカタログファイル: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="378" />
        <source>It stays remembered: fix the file and add it again, or remove it.</source>
        <translation>このファイルは記憶されたままです。ファイルを直して追加し直すか、外してください。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="384" />
        <source>{0} (not loaded)</source>
        <translation>{0}（未読み込み）</translation>
    </message>
</context>
<context>
    <name>CatalogDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="392" />
        <source>Parts catalog</source>
        <translation>パーツカタログ</translation>
    </message>
</context>
<context>
    <name>CommandLabel</name>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="31" />
        <source>on {0}</source>
        <translation>対象: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="33" />
        <source>to {0}</source>
        <translation>移動先: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="35" />
        <source>escape the battlefield</source>
        <translation>戦場から逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="38" />
        <source>at {0}</source>
        <translation>エリア: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="40" />
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
        <location filename="../../vtt/ui/widgets/count_track.py" line="178" />
        <source>Round {0}</source>
        <translation>ターン{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="179" />
        <source>Round {0} · Count {1}</source>
        <translation>ターン{0}・カウント{1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="187" />
        <source>Next count ▼</source>
        <translation>次のカウント ▼</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="187" />
        <source>Advance to the next count</source>
        <translation>カウントを1つ進める</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="58" />
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="64" />
        <source>The battle is over.</source>
        <translation>戦闘は終了した。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="72" />
        <source>Acts now: {0}</source>
        <translation>手番: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="72" />
        <source>Reactions: {0}</source>
        <translation>割り込み: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="73" />
        <source>Still to commit (hidden until all have): {0}</source>
        <translation>まだ伏せていない（全員がそろうまで非公開）: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="92" />
        <source>More… ({0})</source>
        <translation>ほか…（{0}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="133" />
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
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="230" />
        <source>Click a die to pick its set; click a picked die to put it back.</source>
        <extracomment>the command parameters that may hold the indices of the dice picked (the first a command has)</extracomment>
        <translation>ダイスをクリックでその組を選ぶ。選んだダイスをもう一度クリックで戻す。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="234" />
        <source>Picked: {0}</source>
        <translation>選択: {0}</translation>
    </message>
</context>
<context>
    <name>DollEditor</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="647" />
        <source>Doll: {0}</source>
        <translation>ドール: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="665" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="666" />
        <source>Position</source>
        <translation>ポジション</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="667" />
        <source>Main class</source>
        <translation>メインクラス</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="668" />
        <source>Sub class</source>
        <translation>サブクラス</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="674" />
        <source>Reinforcement</source>
        <translation>強化値</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="675" />
        <source>Starting area</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="676" />
        <source>Base AP</source>
        <translation>基本行動値</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="677" />
        <source>Karma (one a line)</source>
        <translation>カルマ（1行に1つ）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="678" />
        <source>Memory fragments (one a line)</source>
        <translation>記憶のカケラ（1行に1つ）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="681" />
        <source>Add to the doll</source>
        <translation>ドールに追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="687" />
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="687" />
        <source>Emotion</source>
        <translation>感情</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="687" />
        <source>Madness</source>
        <translation>狂気点</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="688" />
        <source>Mad effect</source>
        <translation>発狂効果</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="688" />
        <source>Treasure</source>
        <translation>たからもの</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="692" />
        <source>Add fetter</source>
        <translation>未練を追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="694" />
        <source>Remove fetter</source>
        <translation>未練を削除</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="706" />
        <source>Profile</source>
        <translation>プロフィール</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="707" />
        <source>Parts</source>
        <translation>パーツ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="708" />
        <source>Fetters</source>
        <translation>未練</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="716" />
        <source>Copy for CCFOLIA</source>
        <translation>CCFOLIA用にコピー</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="804" />
        <source>Max AP: —</source>
        <translation>最大行動値: —</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="811" />
        <source>Max AP: {0}  ({1})</source>
        <translation>最大行動値: {0}  （{1}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="818" />
        <source>base</source>
        <translation>基本</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="829" />
        <source>{0}: {1} parts, but the reinforcement value is {2}</source>
        <translation>{0}: パーツは{1}個ですが強化値は{2}です</translation>
    </message>
</context>
<context>
    <name>DollSheet</name>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="149" />
        <source>Part</source>
        <translation>パーツ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="149" />
        <source>Timing</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="149" />
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="149" />
        <source>Range</source>
        <translation>射程</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="150" />
        <source>Now</source>
        <translation>今</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="150" />
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="151" />
        <source>Fetter</source>
        <translation>未練</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="151" />
        <source>Emotion</source>
        <translation>感情</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="151" />
        <source>Madness</source>
        <translation>狂気点</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="152" />
        <source>Mad effect</source>
        <translation>発狂効果</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="153" />
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="155" />
        <source>Declare the selected maneuver with the chosen target (U)</source>
        <translation>選んだマニューバを選んだ対象に宣言する (U)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="179" />
        <source>AP {0} / max {1}  ({2})</source>
        <translation>行動値 {0} / 最大 {1}  （{2}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="191" />
        <source>base</source>
        <translation>基本</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="242" />
        <source>Head</source>
        <translation>頭</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="242" />
        <source>Arms</source>
        <translation>腕</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="242" />
        <source>Torso</source>
        <translation>胴</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="243" />
        <source>Legs</source>
        <translation>脚</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="243" />
        <source>Body</source>
        <translation>本体</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="243" />
        <source>Skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="253" />
        <source>({0} intact)</source>
        <translation>（無事 {0}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="244" />
        <source>Auto</source>
        <translation>オート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="154" />
        <source>Damage the parts ticked</source>
        <translation>チェックしたパーツを損傷</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="232" />
        <source>Double-click: the hit lands here</source>
        <translation>ダブルクリック：ここに命中</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="244" />
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="244" />
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="245" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="245" />
        <source>Rapid</source>
        <translation>ラピッド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="258" />
        <source>Auto: always in effect</source>
        <translation>オート: 常に有効</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="260" />
        <source>Damaged, yet usable now: it was damaged by an Action at this count, and actions at one count are simultaneous, so it still works until the count ends</source>
        <translation>損傷済みだが今は使用可能：このカウントのアクションで損傷した。同じカウントの行動は同時なので、カウントが終わるまでは使える</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="264" />
        <source>Can be used now</source>
        <translation>今使用できる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="298" />
        <source>No legal target right now</source>
        <translation>今は有効な対象がいない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="303" />
        <source>{0} of {1} madness</source>
        <translation>狂気点 {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="304" />
        <source>Mad: {0}</source>
        <translation>発狂: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="384" />
        <source>Friendly fire</source>
        <translation>味方への攻撃</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="385" />
        <source>{0} attacks {1}, on her own side. Go ahead?</source>
        <translation>{0}が味方の{1}を攻撃する。よろしいか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="399" />
        <source>Where does the hit land? Double-click a highlighted location</source>
        <translation>命中箇所は？ 強調された部位をダブルクリック</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="401" />
        <source>Tick {0} highlighted part(s) to damage, then confirm</source>
        <translation>強調されたパーツを{0}つチェックして確定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="471" />
        <source>Repair 【{0}】 (GM)</source>
        <translation>【{0}】を修復 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="474" />
        <source>Damage 【{0}】 (GM)</source>
        <translation>【{0}】を損傷 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="489" />
        <source>Set madness on {0} (GM)</source>
        <translation>{0}への狂気点を設定 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="512" />
        <source>Wait (W)</source>
        <translation>待機 (W)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="517" />
        <source>Set AP… (GM)</source>
        <translation>行動値を設定… (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="518" />
        <source>Move to (GM)</source>
        <translation>移動 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="523" />
        <source>Set bodies… (GM)</source>
        <translation>体数を設定… (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="524" />
        <source>Return to the battle (GM)</source>
        <translation>戦闘に戻す (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="524" />
        <source>Escape (GM)</source>
        <translation>逃走させる (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="527" />
        <source>Madness check</source>
        <translation>狂気判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="529" />
        <source>Table view (GM)</source>
        <translation>卓表示 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="530" />
        <source>Hidden</source>
        <translation>隠す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="530" />
        <source>Show name</source>
        <translation>名前を表示</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="531" />
        <source>Show AP</source>
        <translation>行動値を表示</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="531" />
        <source>Show damage</source>
        <translation>損傷を表示</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="537" />
        <source>End the battle (GM)</source>
        <translation>戦闘を終了 (GM)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="538" />
        <source>Victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="538" />
        <source>Annihilated</source>
        <translation>全滅</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="539" />
        <source>Escaped</source>
        <translation>逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="539" />
        <source>Ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="545" />
        <source>Set AP</source>
        <translation>行動値を設定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="545" />
        <source>AP of {0}:</source>
        <translation>{0}の行動値:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="552" />
        <source>Set bodies</source>
        <translation>体数を設定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="552" />
        <source>Bodies of {0}:</source>
        <translation>{0}の体数:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="33" />
        <source>Doll</source>
        <translation>ドール</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="35" />
        <source>Savant</source>
        <translation>サヴァント</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="37" />
        <source>Legion</source>
        <translation>レギオン</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="39" />
        <source>Horror</source>
        <translation>ホラー</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="47" />
        <source>destroyed</source>
        <translation>全損</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="49" />
        <source>escaped</source>
        <translation>逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="51" />
        <source>heart-broken</source>
        <translation>精神崩壊</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="56" />
        <source>{0} of {1} bodies</source>
        <translation>{0}/{1}体</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="62" />
        <source>AP {0} / max {1}</source>
        <translation>行動値 {0} / 最大 {1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="67" />
        <source>{0} of {1} parts intact</source>
        <translation>無事なパーツ {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="71" />
        <source>Madness: {0}</source>
        <translation>狂気点: {0}</translation>
    </message>
</context>
<context>
    <name>DollSheets</name>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="644" />
        <source>Open in its own dock</source>
        <translation>専用のドックで開く</translation>
    </message>
</context>
<context>
    <name>EnemyEditor</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="854" />
        <source>Enemy: {0}</source>
        <translation>手駒: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="857" />
        <source>Legion</source>
        <translation>レギオン</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="857" />
        <source>Horror</source>
        <translation>ホラー</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="857" />
        <source>Savant</source>
        <translation>サヴァント</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="866" />
        <source>Add to the enemy</source>
        <translation>手駒に追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="871" />
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="872" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="873" />
        <source>Base AP</source>
        <translation>基本行動値</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="874" />
        <source>Threat</source>
        <translation>悪意</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="875" />
        <source>Bodies</source>
        <translation>体数</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="914" />
        <source>Threat: —</source>
        <translation>悪意: —</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="916" />
        <source>Threat: {0} ({1} per 5 bodies × {2})</source>
        <translation>悪意: {0}（5体ごとに{1} × {2}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="919" />
        <source>Threat: {0}</source>
        <translation>悪意: {0}</translation>
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
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="323" />
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
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="217" />
        <source>Close the Judge window?</source>
        <translation>ジャッジの受付を閉じますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="218" />
        <source>{0} may still re-roll by taking a madness point. Pass and close the window anyway?</source>
        <translation>{0}はまだ狂気点を受けて振り直せます。パスして受付を閉じますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="225" />
        <source>Madness check</source>
        <translation>狂気判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="226" />
        <source>Roll a madness check for {0} now?</source>
        <translation>{0}の狂気判定を今振りますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="259" />
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="259" />
        <source>Battle</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="259" />
        <source>Round end</source>
        <translation>ターン終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="260" />
        <source>Ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="261" />
        <source>&lt;b&gt;Round {0}&lt;/b&gt; · count &lt;b&gt;{1}&lt;/b&gt; · {2}</source>
        <translation>&lt;b&gt;ターン {0}&lt;/b&gt; · カウント &lt;b&gt;{1}&lt;/b&gt; · {2}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="270" />
        <source>Advance to the next count (N)</source>
        <translation>次のカウントへ進む (N)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="273" />
        <source>Acting at this count: {0}</source>
        <translation>このカウントで行動: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="290" />
        <source>Wait: {0}</source>
        <translation>待機：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="291" />
        <source>AP −1; she acts again at the next count (W waits for the sheet shown)</source>
        <translation>行動値−1。次のカウントで改めて行動する（W で表示中のシートのドールが待機）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="305" />
        <source>Rapid</source>
        <translation>ラピッド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="305" />
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="305" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="306" />
        <source>{0} window open</source>
        <translation>{0}の割り込み中</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="364" />
        <source>maneuver</source>
        <translation>マニューバ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="353" />
        <source>check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="357" />
        <source>damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="351" />
        <source>attack check</source>
        <translation>攻撃判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="351" />
        <source>escape check</source>
        <translation>逃走判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="352" />
        <source>madness check</source>
        <translation>狂気判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="353" />
        <source>dismember check</source>
        <translation>切断判定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="358" />
        <source>{0} damage</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="371" />
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="324" />
        <source>No reaction can be declared now.</source>
        <translation>今宣言できるマニューバはない。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="339" />
        <source>{0}: re-roll — fetter to {1} {2}</source>
        <translation>{0}：振り直し — {1}への未練 {2}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="342" />
        <source>Take 1 madness on this fetter and re-roll the check</source>
        <translation>この未練に狂気点を1点加えて判定を振り直す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="384" />
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="389" />
        <source>({0} more waiting)</source>
        <translation>（ほか {0} 件待ち）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="399" />
        <source>Head</source>
        <translation>頭</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="399" />
        <source>Arms</source>
        <translation>腕</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="399" />
        <source>Torso</source>
        <translation>胴</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="400" />
        <source>Legs</source>
        <translation>脚</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="438" />
        <source>  mad: {0}</source>
        <translation>　発狂：{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="475" />
        <source>Roll a madness check for {0}</source>
        <translation>{0}の狂気判定を行う</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="494" />
        <source>Victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="494" />
        <source>Annihilated</source>
        <translation>全滅</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="495" />
        <source>Escaped</source>
        <translation>逃走</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="495" />
        <source>Ended by the GM</source>
        <translation>GMが終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="496" />
        <source>round {0}, count {1}</source>
        <translation>ターン {0}、カウント {1}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="499" />
        <source>Recovery stock: {0} basic, {1} reinforcement part(s) (threat {2})</source>
        <translation>修復ストック: 基本パーツ {0}、強化パーツ {1}（脅威度 {2}）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="503" />
        <source>Treasure: {0}'s fetter to {1} drops to {2} madness</source>
        <translation>たからもの: {0}の{1}への狂気点が {2} に減少</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="505" />
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
        <location filename="../../vtt/ui/widgets/hands_panel.py" line="103" />
        <source>{0} cannot play the card {1} now</source>
        <translation>{0} は今カード {1} を出せない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/hands_panel.py" line="191" />
        <source>laid</source>
        <translation>伏せ札</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="280" />
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="281" />
        <source>Press any key or click to close</source>
        <translation>何かキーを押すかクリックで閉じる</translation>
    </message>
</context>
<context>
    <name>LineMap</name>
    <message>
        <location filename="../../vtt/ui/widgets/line_map.py" line="398" />
        <source>{0} moves here when the window closes</source>
        <translation>割り込みが閉じたら {0} はここへ移動する</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/line_map.py" line="593" />
        <source>{0} cannot move to {1} now</source>
        <translation>{0}は今{1}へ移動できない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/line_map.py" line="632" />
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
        <location filename="../../vtt/ui/nechronica/main_window.py" line="363" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="364" />
        <source>Recent files</source>
        <translation>最近のファイル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="365" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="366" />
        <source>&amp;Battle</source>
        <translation>戦闘(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="367" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="368" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="369" />
        <source>&amp;Solo</source>
        <translation>ソロ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="370" />
        <source>Simulate encounter…</source>
        <translation>戦闘をシミュレート…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="371" />
        <source>&amp;Workshop</source>
        <translation>工房(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="372" />
        <source>New doll…</source>
        <translation>新しいドール…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="373" />
        <source>Edit doll…</source>
        <translation>ドールを編集…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="374" />
        <source>New enemy…</source>
        <translation>新しい手駒…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="375" />
        <source>Edit enemy…</source>
        <translation>手駒を編集…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="376" />
        <source>Parts catalog…</source>
        <translation>パーツカタログ…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="377" />
        <source>Import from キャラクター保管所…</source>
        <translation>キャラクター保管所から読み込む…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="378" />
        <source>Copy doll for CCFOLIA…</source>
        <translation>ドールをCCFOLIA用にコピー…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="381" />
        <location filename="../../vtt/ui/nechronica/main_window.py" line="410" />
        <source>New battle…</source>
        <translation>新しい戦闘…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="382" />
        <location filename="../../vtt/ui/nechronica/main_window.py" line="411" />
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="383" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="384" />
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="385" />
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="386" />
        <source>Open the demo battle</source>
        <translation>デモ戦闘を開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="387" />
        <source>Print doll sheets…</source>
        <translation>ドールシートを印刷…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="388" />
        <source>Print blank doll sheets…</source>
        <translation>空欄のドールシートを印刷…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="389" />
        <source>Export doll sheets as PDF…</source>
        <translation>ドールシートをPDFに書き出す…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="390" />
        <source>The dolls' parts and fetters, nothing ticked: to fill in by hand</source>
        <translation>パーツと未練だけを載せ、損傷や狂気点は空欄（手書き用）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="391" />
        <source>Export log…</source>
        <translation>ログを書き出す…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="392" />
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="393" />
        <source>Open the table view</source>
        <translation>卓表示を開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="394" />
        <source>Reset layout</source>
        <translation>レイアウトを元に戻す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="395" />
        <source>This sheet in its own dock</source>
        <translation>このシートを専用のドックで開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="396" />
        <source>Count</source>
        <translation>カウント</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="396" />
        <source>Battle flow</source>
        <translation>戦闘の進行</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="397" />
        <source>Sheets</source>
        <translation>シート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="397" />
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="398" />
        <source>Dice box</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="400" />
        <source>The last session did not end cleanly. Recover the autosaved battle?</source>
        <translation>前回のセッションは正常に終了しませんでした。自動保存された戦闘を復元しますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="401" />
        <source>Recover</source>
        <translation>復元</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="402" />
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="408" />
        <source>Nechronica virtual tabletop</source>
        <translation>永い後日談のネクロニカ バーチャルテーブルトップ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="409" />
        <source>Demo battle</source>
        <translation>デモ戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="412" />
        <source>Continue the last battle</source>
        <translation>前回の戦闘を続ける</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="526" />
        <source>Physical dice: {0!r} is not die values (like 7 3): not applied</source>
        <translation>実物のダイス：{0!r} は出目ではない（例：7 3）。実行していない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="554" />
        <source>Who waits? Show her sheet first ({0} act now)</source>
        <translation>誰が待機する？ 先にそのシートを表示する（今 {0} 人が行動できる）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="647" />
        <source>Nechronica VTT</source>
        <translation>ネクロニカ VTT</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="675" />
        <source>New battle</source>
        <translation>新しい戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="675" />
        <source>Rules system:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="703" />
        <source>Open a battle or scenario</source>
        <translation>戦闘またはシナリオを開く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="704" />
        <source>Battles and scenarios (*.json)</source>
        <translation>戦闘とシナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="737" />
        <source>Save battle</source>
        <translation>戦闘を保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="738" />
        <source>Battles (*.json)</source>
        <translation>戦闘 (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="752" />
        <source>Saved {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="796" />
        <source>Autosave failed: {0}</source>
        <translation>自動保存に失敗: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="838" />
        <source>The autosave could not be recovered: {0}</source>
        <translation>自動保存を復元できません: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="843" />
        <source>Recovered the autosaved battle ({0} commands)</source>
        <translation>自動保存された戦闘を復元しました（{0} 件の操作）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="845" />
        <source>(a last line the crash cut short was left out)</source>
        <translation>（途中で途切れた最後の1行は除いた）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="878" />
        <source>Export doll sheets</source>
        <translation>ドールシートを書き出す</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="889" />
        <source>The doll sheets could not be written: {0}</source>
        <translation>ドールシートを書き出せませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="891" />
        <source>Doll sheets written to {0}</source>
        <translation>ドールシートを {0} に書き出しました</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="925" />
        <source>Unsaved battle</source>
        <translation>保存していない戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="926" />
        <source>This battle has changes that are not saved to a file (the autosave journal keeps them until another battle starts). Save it first?</source>
        <translation>この戦闘にはファイルに保存していない変更がある（自動保存は次の戦闘を始めるまで残る）。先に保存するか？</translation>
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="37" />
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="38" />
        <source>New battle</source>
        <translation>新しい戦闘</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="47" />
        <source>Dolls</source>
        <translation>ドール</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="53" />
        <source>Enemies</source>
        <translation>敵</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="123" />
        <source> bodies</source>
        <translation> 体</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="60" />
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="68" />
        <source>Destroy every enemy</source>
        <translation>敵を全滅させる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="51" />
        <source>Add doll file…</source>
        <translation>ドールのファイルを追加…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="57" />
        <source>Add enemy file…</source>
        <translation>手駒のファイルを追加…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="61" />
        <source>Survive a number of rounds</source>
        <translation>一定ターン耐える</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="62" />
        <source>Decided by the GM</source>
        <translation>GMが判断</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="67" />
        <source>One karma per line</source>
        <translation>1行に1つのカルマ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="71" />
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="72" />
        <source>Victory:</source>
        <translation>勝利条件:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="73" />
        <source>Rounds to survive:</source>
        <translation>耐えるターン数:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="74" />
        <source>Karma:</source>
        <translation>カルマ:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="113" />
        <source>Savant</source>
        <translation>サヴァント</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="113" />
        <source>Legion</source>
        <translation>レギオン</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="114" />
        <source>Horror</source>
        <translation>ホラー</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="139" />
        <source>Add doll file</source>
        <translation>ドールのファイルを追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="139" />
        <source>Add enemy file</source>
        <translation>手駒のファイルを追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="151" />
        <source>Pick at least one doll.</source>
        <translation>ドールを1体以上選んでください。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="153" />
        <source>There is no enemy to destroy: pick an enemy or another victory condition.</source>
        <translation>破壊する敵がいません：敵を選ぶか、別の勝利条件にしてください。</translation>
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
        <location filename="../../vtt/ui/nechronica/workshop.py" line="496" />
        <source>Add a hand-written part</source>
        <translation>手書きのパーツを追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="498" />
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
        <location filename="../../vtt/ui/nechronica/workshop.py" line="952" />
        <source>Edit doll</source>
        <translation>ドールを編集</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="956" />
        <source>Edit enemy</source>
        <translation>手駒を編集</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="970" />
        <source>Import from キャラクター保管所</source>
        <translation>キャラクター保管所から読み込む</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="985" />
        <source>Copy doll for CCFOLIA</source>
        <translation>ドールをCCFOLIA用にコピー</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="81" />
        <source>No results yet</source>
        <translation>まだ結果がありません</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="87" />
        <source>Dolls win {0:.1f}%  (95%: {1:.1f}–{2:.1f}%)</source>
        <translation>ドールの勝率 {0:.1f}%（95%: {1:.1f}〜{2:.1f}%）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="100" />
        <source>Rounds: mean {0:.2f}, median {1}</source>
        <translation>ターン数: 平均 {0:.2f}、中央値 {1}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="184" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="193" />
        <source>Language:</source>
        <translation>言語:</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="194" />
        <source>The language changes at once; a few menus refresh on restart.</source>
        <translation>言語はすぐに切り替わります（一部のメニューは再起動後）。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="195" />
        <source>Bring up the sheet of whoever acts when the count changes</source>
        <translation>カウントが変わったら、行動する者のシートを表示する</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="199" />
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="201" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="201" />
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="201" />
        <source>Second key</source>
        <translation>第2キー</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="213" />
        <source>Shortcuts</source>
        <translation>ショートカット</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="241" />
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
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="122" />
        <source>Simulate encounter</source>
        <translation>戦闘をシミュレート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="130" />
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="138" />
        <source>±{0} points (stop when known)</source>
        <translation>±{0}ポイント（分かった時点で止める）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="139" />
        <source>off: run every battle</source>
        <translation>なし：全戦闘を実行</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="149" />
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="181" />
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="150" />
        <source>Win rate to</source>
        <translation>勝率の精度</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="151" />
        <source>Battles (at most)</source>
        <translation>戦闘数（上限）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="152" />
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="153" />
        <source>Worker processes</source>
        <translation>並列プロセス数</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="154" />
        <source>Dolls' AI</source>
        <translation>ドールのAI</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="155" />
        <source>Enemies' AI</source>
        <translation>手駒のAI</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="165" />
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="166" />
        <source>Cancel run</source>
        <translation>実行を中止</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="182" />
        <source>Scenarios (*.json)</source>
        <translation>シナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="198" />
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="233" />
        <source>(cancelled) </source>
        <translation>（中止）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="236" />
        <source>Cancelled before any battle finished.</source>
        <translation>1回も終わらないうちに中止しました。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/simulate_dialog.py" line="241" />
        <source>Could not simulate: {0}</source>
        <translation>シミュレートできませんでした: {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../vtt/ui/nechronica/table_view.py" line="314" />
        <source>Table view — {0}</source>
        <translation>卓表示 — {0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/table_view.py" line="316" />
        <source>Victory: {0}</source>
        <translation>勝利条件：{0}</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="498" />
        <source>table</source>
        <translation>卓</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="131" />
        <source>New doll</source>
        <translation>新しいドール</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="136" />
        <source>New enemy</source>
        <translation>新しい手駒</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="143" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="144" />
        <source>Location</source>
        <translation>部位</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="145" />
        <source>Timing</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="146" />
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="147" />
        <source>Range</source>
        <translation>射程</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="148" />
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="149" />
        <source>Category</source>
        <translation>種別</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="150" />
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="151" />
        <source>Damaged</source>
        <translation>損傷</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="159" />
        <source>Head</source>
        <translation>頭</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="160" />
        <source>Arms</source>
        <translation>腕</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="161" />
        <source>Torso</source>
        <translation>胴</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="162" />
        <source>Legs</source>
        <translation>脚</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="163" />
        <source>Body</source>
        <translation>本体</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="164" />
        <location filename="../../vtt/ui/nechronica/workshop.py" line="179" />
        <source>Skill</source>
        <translation>スキル</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="167" />
        <source>Auto</source>
        <translation>オート</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="168" />
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="169" />
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="170" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="171" />
        <source>Rapid</source>
        <translation>ラピッド</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="174" />
        <source>Basic</source>
        <translation>基本</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="175" />
        <source>Armament</source>
        <translation>武装</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="176" />
        <source>Mutation</source>
        <translation>変異</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="177" />
        <source>Modification</source>
        <translation>改造</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="178" />
        <source>Treasure</source>
        <translation>たからもの</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="180" />
        <source>Enemy</source>
        <translation>手駒</translation>
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
        <location filename="../../vtt/ui/zones/zone_editor.py" line="176" />
        <source>Draw the zone map</source>
        <translation>ゾーンマップを描く</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="187" />
        <source>Cover (one can take cover here)</source>
        <translation>遮蔽（ここで遮蔽に入れる）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="188" />
        <source>A way out (one can flee from here)</source>
        <translation>出口（ここから逃走できる）</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="193" />
        <source>Zone</source>
        <translation>ゾーン</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="195" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="196" />
        <source>Japanese name</source>
        <translation>日本語名</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="200" />
        <source>Join / part</source>
        <translation>つなぐ／切る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="206" />
        <source>Next to</source>
        <translation>隣のゾーン</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="207" />
        <source>Add zone</source>
        <translation>ゾーンを追加</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="209" />
        <source>Delete zone</source>
        <translation>ゾーンを削除</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="215" />
        <source>Who starts where</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="220" />
        <source>Sample map…</source>
        <translation>サンプルマップ…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="245" />
        <source>Click a zone to pick it, drag it to move it; Shift-drag from one zone to another to join or part them; double-click empty ground to add a zone.</source>
        <translation>ゾーンをクリックで選択、ドラッグで移動。Shiftを押しながら別のゾーンへドラッグでつなぐ／切る。何もない所をダブルクリックでゾーンを追加。</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="318" />
        <source>Zone {0}</source>
        <translation>ゾーン{0}</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="328" />
        <source>A map keeps at least one zone</source>
        <translation>マップには少なくとも1つのゾーンが要る</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="332" />
        <source>{0} start in this zone: place them elsewhere first</source>
        <translation>{0} がこのゾーンから始まる：先に別のゾーンへ配置する</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="413" />
        <source>No way leads to {0}: join it to the others</source>
        <translation>{0} へ通じる道がない：他のゾーンとつなぐ</translation>
    </message>
</context>
<context>
    <name>ZoneMap</name>
    <message>
        <location filename="../../vtt/ui/widgets/zone_map.py" line="169" />
        <source>{0} cannot move to {1} now</source>
        <translation>{0}は今{1}へ移動できない</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/zone_map.py" line="223" />
        <source>cover</source>
        <translation>遮蔽</translation>
    </message>
</context>
<context>
    <name>_EditorBase</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="532" />
        <location filename="../../vtt/ui/nechronica/workshop.py" line="608" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="533" />
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="534" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="552" />
        <source>Unsaved edits</source>
        <translation>未保存の編集</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="552" />
        <source>Save the edits to {0} before closing?</source>
        <translation>閉じる前に{0}の編集を保存しますか？</translation>
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="553" />
        <source>this file</source>
        <translation>このファイル</translation>
    </message>
</context>
<context><name>Report</name><message><source>{0} battles of {1} (seed {2}; dolls: {3}, enemies: {4})</source><translation>{1} を {0} 回（シード {2}。ドール: {3}、手駒: {4}）</translation></message><message><source>Dolls win {0:.1f}% (95% interval {1:.1f}–{2:.1f}%)</source><translation>ドールの勝率 {0:.1f}%（95%信頼区間 {1:.1f}〜{2:.1f}%）</translation></message><message><source>Outcomes: {0}</source><translation>結果: {0}</translation></message><message><source>Rounds: mean {0:.2f}, median {1}</source><translation>ターン数: 平均 {0:.2f}、中央値 {1}</translation></message><message><source>Dolls (per battle):</source><translation>ドール（1戦あたり）:</translation></message><message><source>  {0} ({1}): parts lost {2:.2f}, madness gained {3:.2f}, destroyed {4:.1f}%, heart-broken {5:.1f}%</source><translation>  {0}（{1}）: 損傷パーツ {2:.2f}、狂気点 {3:.2f}、全損 {4:.1f}%、精神崩壊 {5:.1f}%</translation></message><message><source>Destroyed by each attacker (per battle):</source><translation>攻撃した者ごとの破壊数（1戦あたり）:</translation></message><message><source>  {0} ({1}, {2}): parts {3:.2f}, bodies {4:.2f}</source><translation>  {0}（{1}、{2}）: パーツ {3:.2f}、体数 {4:.2f}</translation></message><message><source>Most damaging enemy: {0} ({1})</source><translation>最も損害を与えた手駒: {0}（{1}）</translation></message><message><source>Stopped once the win rate was known to ±{0:g} points: {1} battles</source><translation>勝率が±{0:g}ポイントまで分かった時点で停止: {1} 戦</translation></message><message><source>Not known to ±{0:g} points after {1} battles (the cap): run more, or ask for less</source><translation>{1} 戦（上限）で±{0:g}ポイントに届かず: 戦闘数を増やすか精度を下げる</translation></message><message><source>heuristic</source><translation>ヒューリスティック</translation></message><message><source>random</source><translation>ランダム</translation></message><message><source>dolls</source><translation>ドール</translation></message><message><source>enemies</source><translation>手駒</translation></message><message><source>victory</source><translation>勝利</translation></message><message><source>annihilated</source><translation>全滅</translation></message><message><source>escaped</source><translation>逃走</translation></message><message><source>ended</source><translation>終了</translation></message><message><source>timeout</source><translation>時間切れ</translation></message><message><source>{0} battles of {1} (seed {2}; {3})</source><translation>{1} を {0} 回（シード {2}。{3}）</translation></message><message><source>{0} win {1:.1f}% (95% interval {2:.1f}–{3:.1f}%)</source><translation>{0}の勝率 {1:.1f}%（95%信頼区間 {2:.1f}〜{3:.1f}%）</translation></message></context></TS>