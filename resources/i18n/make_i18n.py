"""Regenerate resources/i18n/vtt_ja.ts from the sources (pyside6-lupdate), fill in the Japanese, compile .qm.

Run from the repository root: python resources/i18n/make_i18n.py
English is the source language (no .qm needed); vtt_en.ts is kept for translators as the reference.
"""
from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
BIN = Path(sys.executable).parent
SOURCES = ["vtt/ui/nechronica/main_window.py", "vtt/ui/nechronica/doll_sheet.py", "vtt/ui/nechronica/flow_panel.py", "vtt/ui/nechronica/log_dock.py",
           "vtt/ui/nechronica/dice_box.py", "vtt/ui/nechronica/dialogs.py", "vtt/ui/nechronica/shortcuts.py", "vtt/ui/nechronica/workshop.py",
           "vtt/ui/nechronica/count_track.py", "vtt/ui/nechronica/area_map.py", "vtt/ui/nechronica/table_view.py", "vtt/ui/nechronica/ai_driver.py",
           "vtt/ui/simulate_dialog.py", "vtt/ui/nechronica/markers.py", "vtt/ui/nechronica/print_dialog.py", "vtt/ui/nechronica/controller.py",
           "vtt/ui/battle_window.py", "vtt/ui/widgets/battle_controller.py", "vtt/ui/widgets/decision_panel.py",
           "vtt/ui/widgets/zone_map.py", "vtt/ui/widgets/order_track.py", "vtt/ui/widgets/gm_dialog.py",
           "vtt/ui/widgets/ai_driver.py", "vtt/ui/zones/zone_editor.py",
           "vtt/ui/widgets/dice_tray.py", "vtt/ui/widgets/hands_panel.py", "vtt/ui/widgets/range_table.py",
           "vtt/ui/widgets/count_track.py", "vtt/ui/widgets/line_map.py", "vtt/ui/widgets/table_window.py",
           "vtt/ui/workshop/form.py", "vtt/ui/workshop/editor.py", "vtt/ui/workshop/library_window.py",
           "vtt/ui/workshop/app.py", "vtt/ui/workshop/builder.py", "vtt/ui/balance_panel.py"]

JA = {
    "AI — {0}": "AI — {0}",
    "The win rate is the rate these AIs win at: the reference player (flat Monte Carlo over the heuristic) measures how far the heuristic is from good play":
        "勝率はこれらのAIが勝つ率：参照プレイヤー（ヒューリスティックのモンテカルロ）はヒューリスティックが良い手からどれだけ遠いかを測る",
    # the builder's balance search (issue 43)
    "Balance: how many make it the fight you want": "バランス：望む戦いになる数", "Vary": "変える",
    "Count from": "数", "to": "～", "Win rate wanted": "望む勝率", "Easy": "易しい", "Fair": "互角", "Hard": "厳しい",
    "Deadly": "死闘", "{0} {1} %": "{0} {1} %", "Find the count": "数を探す",
    "Play the encounter at each count with the AI on both sides; drop the counts surely farther from the win rate wanted than another":
        "数ごとに両陣営AIで遭遇を繰り返し、望む勝率から他より確実に遠い数を外していく",
    "Use this": "これを使う", "Put the proposed count into the encounter": "提案された数を遭遇に入れる",
    "Pick the group that may vary and the win rate wanted": "変えるグループと望む勝率を選ぶ",
    "{0}: {1} ×{2} ({3})": "{0}：{1} ×{2}（{3}）", "The encounter has no group to vary": "この遭遇には変えられるグループがない",
    "The range {0} to {1} holds no count: the first is at most the last": "範囲 {0}～{1} に数がない：最初は最後以下にする",
    "At most {0} counts are compared at once, not {1}: narrow the range": "一度に比べられる数は{0}個まで（{1}個ではない）：範囲を狭める",
    "Starting…": "開始中…", "{0} ×{1}: {2} win {3:.0f} % ± {4:.1f}": "{0} ×{1}：{2}の勝率 {3:.0f} % ± {4:.1f}",
    "Racing: {0} of {1} counts left, {2} battles. Nearest so far: {3}": "比較中：{1}個中{0}個が残る、{2}戦。今のところ最も近い：{3}",
    "Stopped after {0} battles, not settled. Nearest so far: {1}": "{0}戦で停止、未確定。今のところ最も近い：{1}",
    "Proposed — {0} ({1} battles)": "提案 — {0}（{1}戦）",
    "— no count tried reaches {0} %: this is the nearest": "— 試したどの数も{0} %に届かない：これが最も近い",
    "— the counts left are too close to tell apart": "— 残った数は近すぎて区別できない",
    "— {0} % falls between two counts: this is the nearest": "— {0} %は二つの数の間にある：これが最も近い",
    "Could not search: {0}": "探せなかった：{0}", "The group searched is no longer in the encounter": "探したグループはもう遭遇にいない",
    "{0}: {1} now": "{0}：{1}にした",
    "Win rate against the count, each 95% interval as it narrows": "数ごとの勝率、95%区間が狭まっていく様子",
    # the generic window at the table (issue 29)
    "The AI waits after the undo: Resume AI (Ctrl+R) plays on": "元に戻したのでAIは待機中：AIを再開（Ctrl+R）で続行",
    "The AI waits after the undo — Resume AI (Ctrl+R)": "元に戻したのでAIは待機中 — AIを再開（Ctrl+R）",
    "Continue a battle not saved": "保存していない戦闘を続ける", "Resume AI": "AIを再開",
    "This battle has commands that no file holds. Save it before it is closed? (Discard throws its autosave journal away too.)":
        "この戦闘にはファイルに保存されていないコマンドがある。閉じる前に保存する？（破棄すると自動保存の記録も消える）",
    "(no battle left unsaved)": "（保存していない戦闘はない）", "Not continued": "続行できない",
    "{0} is a battle of another game": "{0} は別のゲームの戦闘", "Continued the battle ({0} commands)": "戦闘を続行（{0}コマンド）",
    "The GM moves the battle on": "GMが戦闘を進める", "May also act now": "今行動してもよい", "Any of them may": "誰でもよい",
    "Enemies escaped": "敵の逃走", "Back": "戻る", "Space": "スペース", "{0} has nothing to do with dice now": "{0} は今ダイスを使えない",
    "{0}: click the card {1} again to lay it": "{0}：もう一度カード {1} をクリックで伏せる", "the GM": "GM",
    "{0} may react": "{0} はリアクションできる", "{0} chooses": "{0} が選ぶ", "{0}'s turn": "{0} の手番", "Roll: {0}": "判定：{0}", "Still to commit: {0}": "まだ伏せていない: {0}",
    # the generic window (vtt/ui/battle_window.py, vtt/ui/widgets)
    "Turn order": "手番", "Acts now: {0}": "手番: {0}",
    "Draw the zone map": "ゾーンマップを描く", "Cover (one can take cover here)": "遮蔽（ここで遮蔽に入れる）",
    "A way out (one can flee from here)": "出口（ここから逃走できる）", "Zone": "ゾーン", "Name": "名前",
    "Japanese name": "日本語名", "Join / part": "つなぐ／切る", "Next to": "隣のゾーン", "Add zone": "ゾーンを追加",
    "Delete zone": "ゾーンを削除", "Who starts where": "初期配置", "Sample map…": "サンプルマップ…",
    "Click a zone to pick it, drag it to move it; Shift-drag from one zone to another to join or part them; double-click empty ground to add a zone.":
        "ゾーンをクリックで選択、ドラッグで移動。Shiftを押しながら別のゾーンへドラッグでつなぐ／切る。何もない所をダブルクリックでゾーンを追加。",
    "way out": "出口", "+{0} more": "ほか{0}人", "Zone {0}": "ゾーン{0}", "A map keeps at least one zone": "マップには少なくとも1つのゾーンが要る",
    "{0} start in this zone: place them elsewhere first": "{0} がこのゾーンから始まる：先に別のゾーンへ配置する",
    "No way leads to {0}: join it to the others": "{0} へ通じる道がない：他のゾーンとつなぐ",
    "{0} moves here when the window closes": "割り込みが閉じたら {0} はここへ移動する",
    "{0:+d} support/hinder": "{0:+d} 支援／妨害",
    "Damage the parts ticked": "チェックしたパーツを損傷", "Double-click: the hit lands here": "ダブルクリック：ここに命中",
    "Where does the hit land? Double-click a highlighted location": "命中箇所は？ 強調された部位をダブルクリック",
    "Tick {0} highlighted part(s) to damage, then confirm": "強調されたパーツを{0}つチェックして確定",
    "±{0} points (stop when known)": "±{0}ポイント（分かった時点で止める）", "off: run every battle": "なし：全戦闘を実行",
    "Win rate to": "勝率の精度", "Battles (at most)": "戦闘数（上限）",
    "Dolls": "ドール", "An empty template": "空のテンプレート",
    "Rolled dice": "振ったダイス", "Hands of cards": "手札", "Still to commit (hidden until all have): {0}": "まだ伏せていない（全員がそろうまで非公開）: {0}",
    "Click a die to pick its set; click a picked die to put it back.": "ダイスをクリックでその組を選ぶ。選んだダイスをもう一度クリックで戻す。",
    "Picked: {0}": "選択: {0}", "The demo battle": "デモ戦闘", "A scenario file…": "シナリオファイル…", "Start:": "始める戦闘:", "Physical dice or cards:": "実物のダイス・カード：",
    "e.g. 6 3 1 (a d10's 0 is 10): dice rolled or cards drawn at the table, for the next roll or draw": "例：6 3 1（d10の0は10）：卓で振った出目・引いたカード（次の判定・ドローに使う）", "More… ({0})": "ほか…（{0}）", "{0} cannot play the card {1} now": "{0} は今カード {1} を出せない", "laid": "伏せ札",
    "Filled in: damage and madness as they stand": "記入済み：今の損傷と狂気点",
    "Blank: parts and fetters listed, nothing ticked": "未記入：パーツと未練だけ、チェックなし",
    "Pick at least one doll": "ドールを1人以上選ぶ",
    "Sheet": "シート", "Dice": "ダイス", "Now": "現在", "Log": "ログ", "&File": "ファイル(&F)", "&Edit": "編集(&E)",
    "&GM": "GM(&G)", "&Solo": "ソロ(&S)", "&Language": "言語(&L)", "Open…": "開く…", "Save": "保存",
    "Save as…": "名前を付けて保存…", "Recover the autosave": "自動保存から復元", "Print sheets…": "シートを印刷…",
    "Print blank sheets…": "白紙のシートを印刷…", "Close": "閉じる", "Undo": "元に戻す", "Redo": "やり直す",
    "GM command…": "GMコマンド…", "Edit the map…": "マップを編集…", "Physical dice:": "実物のダイス：",
    "dice rolled at the table, for the next roll: 6 3 1": "卓で振った出目（次の判定に使う）：6 3 1",
    "Roll": "振る", "a free roll, e.g. {0}": "自由なロール（例：{0}）", "a free roll": "自由なロール",
    "Not a roll: {0}": "ロールではない：{0}", "Autosave failed: {0}": "自動保存に失敗：{0}",
    "No autosave of this game yet": "このゲームの自動保存はまだない", "Not recovered": "復元できなかった",
    "Open a battle or scenario": "戦闘かシナリオを開く", "Battles and scenarios (*.json)": "戦闘とシナリオ (*.json)",
    "Not opened": "開けなかった", "{0} is a battle of another game: open it with vtt {0}": "{0} は別のゲームの戦闘：vtt {0} で開く",
    "Save battle": "戦闘を保存", "Battles (*.json)": "戦闘 (*.json)", "Saved {0}": "{0} に保存した",
    "This game has no printed sheets yet": "このゲームにはまだ印刷用シートがない",
    "Print sheets to PDF": "シートをPDFに印刷", "PDF (*.pdf)": "PDF (*.pdf)", "Not printed": "印刷できなかった",
    "Sheets written to {0}": "シートを {0} に書き出した",
    "The map is drawn before the battle starts": "マップは戦闘開始前に描く", "table": "卓",
    "GM command": "GMコマンド", "Done: {0}": "実行：{0}", "cover": "遮蔽",
    "Turn-order entries cannot be swapped in this game": "このゲームでは手番を入れ替えられない",
    "AI plays the {0}": "AIが{0}を担当",
    "Physical dice: {0!r} is not die values (like 6 3 1): not applied": "実物のダイス：{0!r} は出目ではない（例：6 3 1）。実行していない",
    "Reactions: {0}": "割り込み: {0}", "The battle is over.": "戦闘は終了した。", "GM": "GM", "OK": "OK",
    "{0} cannot move to {1} now": "{0}は今{1}へ移動できない", "Not saved": "保存できなかった",
    "Table view": "卓表示", "Rules system:": "ルール:",
    "Wait (W)": "待機 (W)", "Wait: {0}": "待機：{0}", "Friendly fire": "味方への攻撃",
    "Continue the last battle": "前回の戦闘を続ける", "Unsaved battle": "保存していない戦闘",
    "This battle has changes that are not saved to a file (the autosave journal keeps them until another battle starts). Save it first?":
        "この戦闘にはファイルに保存していない変更がある（自動保存は次の戦闘を始めるまで残る）。先に保存するか？",
    "{0} attacks {1}, on her own side. Go ahead?": "{0}が味方の{1}を攻撃する。よろしいか？",
    "Physical dice: {0!r} is not die values (like 7 3): not applied": "実物のダイス：{0!r} は出目ではない（例：7 3）。実行していない",
    "AP −1; she acts again at the next count (W waits for the sheet shown)": "行動値−1。次のカウントで改めて行動する（W で表示中のシートのドールが待機）",
    "Who waits? Show her sheet first ({0} act now)": "誰が待機する？ 先にそのシートを表示する（今 {0} 人が行動できる）",
    "Wait (待機): the doll of the sheet shown, or the only one who acts": "待機：表示中のシートのドール、または唯一の行動者",
    "Autosave is failing": "自動保存できていない", "Autosave is off": "自動保存は無効",
    "(a last line the crash cut short was left out)": "（途中で途切れた最後の1行は除いた）",
    # command labels
    "on {0}": "対象: {0}", "to {0}": "移動先: {0}", "escape the battlefield": "戦場から逃走",
    "at {0}": "エリア: {0}", "no target needed": "対象不要",
    # dice box
    "Roll": "ロール", "2NC+1, 1NA, NM … (add =7,3 for physical dice)": "2NC+1, 1NA, NM …（=7,3 で実物のダイス）",
    "The dice module is not available in this build": "このビルドにはダイス機能がありません",
    "Chance of success for {0}D10{1:+d}: {2:.0%}": "{0}D10{1:+d} の成功率: {2:.0%}",
    # sheet
    "Part": "パーツ", "Timing": "タイミング", "Cost": "コスト", "Range": "射程", "Now": "今", "Effect": "効果",
    "Fetter": "未練", "Emotion": "感情", "Madness": "狂気点", "Mad effect": "発狂効果", "Use": "使用",
    "Declare the selected maneuver with the chosen target (U)": "選んだマニューバを選んだ対象に宣言する (U)",
    "destroyed": "全損", "escaped": "逃走", "heart-broken": "精神崩壊", "Doll": "ドール", "Savant": "サヴァント",
    "Legion": "レギオン", "Horror": "ホラー", "{0} of {1} bodies": "{0}/{1}体",
    "AP {0} / max {1}  ({2})": "行動値 {0} / 最大 {1}  （{2}）", "base": "基本",
    "AP {0} / max {1}": "行動値 {0} / 最大 {1}", "{0} of {1} parts intact": "無事なパーツ {0}/{1}",
    "Madness: {0}": "狂気点: {0}",
    "Head": "頭", "Arms": "腕", "Torso": "胴", "Legs": "脚", "Body": "本体", "Skills": "スキル",
    "({0} intact)": "（無事 {0}）", "Auto": "オート", "Action": "アクション", "Judge": "ジャッジ",
    "Damage": "ダメージ", "Rapid": "ラピッド", "Auto: always in effect": "オート: 常に有効",
    "Can be used now": "今使用できる", "No legal target right now": "今は有効な対象がいない",
    "{0} of {1} madness": "狂気点 {0}/{1}", "Mad: {0}": "発狂: {0}",
    "Repair 【{0}】 (GM)": "【{0}】を修復 (GM)", "Damage 【{0}】 (GM)": "【{0}】を損傷 (GM)",
    "Set madness on {0} (GM)": "{0}への狂気点を設定 (GM)", "Set AP… (GM)": "行動値を設定… (GM)",
    "Move to (GM)": "移動 (GM)", "Set bodies… (GM)": "体数を設定… (GM)",
    "Return to the battle (GM)": "戦闘に戻す (GM)", "Escape (GM)": "逃走させる (GM)",
    "Madness check": "狂気判定", "Table view (GM)": "卓表示 (GM)", "Hidden": "隠す", "Show name": "名前を表示",
    "Show AP": "行動値を表示", "Show damage": "損傷を表示", "End the battle (GM)": "戦闘を終了 (GM)",
    "Victory": "勝利", "Annihilated": "全滅", "Escaped": "逃走", "Ended": "終了", "Set AP": "行動値を設定",
    "AP of {0}:": "{0}の行動値:", "Set bodies": "体数を設定", "Bodies of {0}:": "{0}の体数:",
    # flow
    "Start battle": "戦闘開始", "Next count": "次のカウント", "Reaction window": "割り込み",
    "Being resolved (last declared on top):": "処理中（後に宣言したものが上）:",
    "Reactions that can be declared now:": "今宣言できるマニューバ:", "No reaction can be declared now.": "今宣言できるマニューバはない。",
    "attack check": "攻撃判定", "escape check": "逃走判定", "madness check": "狂気判定", "dismember check": "切断判定",
    "Declare": "宣言",
    "Pass / close window": "パス / 締め切る", "Decision": "選択", "Confirm": "決定", "Dice": "ダイス",
    "Physical dice:": "実物のダイス:", "empty: the computer rolls": "空欄ならコンピュータが振る",
    "Type the values rolled at the table (e.g. 7 3); they wait for the next roll, whichever command causes it.":
        "卓で振った出目を入力（例: 7 3）。次の判定で使われるまで残ります。",
    "Madness checks": "狂気判定", "The battle is over": "戦闘終了", "Setup": "準備", "Battle": "戦闘",
    "Round end": "ターン終了", "<b>Round {0}</b> · count <b>{1}</b> · {2}": "<b>ターン {0}</b> · カウント <b>{1}</b> · {2}",
    "Advance to the next count (N)": "次のカウントへ進む (N)", "Acting at this count: {0}": "このカウントで行動: {0}",
    "{0} window open": "{0}の割り込み中", "Re-roll ({0} {1})": "振り直し（{0} {1}）",
    "Take 1 madness on this fetter and re-roll the check": "この未練に狂気点を1点加えて判定を振り直す",
    "({0} more waiting)": "（ほか {0} 件待ち）", "Roll a madness check for {0}": "{0}の狂気判定を行う",
    "Ended by the GM": "GMが終了", "round {0}, count {1}": "ターン {0}、カウント {1}",
    "Recovery stock: {0} basic, {1} reinforcement part(s) (threat {2})":
        "修復ストック: 基本パーツ {0}、強化パーツ {1}（脅威度 {2}）",
    "Treasure: {0}'s fetter to {1} drops to {2} madness": "たからもの: {0}の{1}への狂気点が {2} に減少",
    "Favor from karma: {0}": "カルマによる寵愛: {0}",
    "Tick the karma achieved (the favor follows):": "達成したカルマにチェック（寵愛はそれに応じて増える）：",
    # log
    "Export log…": "ログを書き出す…", "Export log": "ログを書き出す",
    "Markdown (*.md);;Text (*.txt)": "Markdown (*.md);;テキスト (*.txt)", "Log written to {0}": "ログを {0} に書き出しました",
    # main window
    "&File": "ファイル(&F)", "Recent files": "最近のファイル", "&Edit": "編集(&E)", "&Battle": "戦闘(&B)",
    "&View": "表示(&V)", "&Help": "ヘルプ(&H)", "New battle…": "新しい戦闘…", "Open…": "開く…", "Save": "保存",
    "Save as…": "名前を付けて保存…", "Settings…": "設定…", "Open the demo battle": "デモ戦闘を開く",
    "Print doll sheets…": "ドールシートを印刷…", "Export doll sheets as PDF…": "ドールシートをPDFに書き出す…",
    "Sheet printing is not available in this build": "このビルドにはシート印刷がありません", "Quit": "終了",
    "Reset layout": "レイアウトを元に戻す", "{0} damage": "{0}点", "{0}: {1}": "{0}：{1}",
    "Bring up the sheet of whoever acts when the count changes": "カウントが変わったら、行動する者のシートを表示する", "Print blank doll sheets…": "空欄のドールシートを印刷…",
    "The dolls' parts and fetters, nothing ticked: to fill in by hand": "パーツと未練だけを載せ、損傷や狂気点は空欄（手書き用）", "This sheet in its own dock": "このシートを専用のドックで開く",
    "Open in its own dock": "専用のドックで開く", "Open the table view": "卓表示を開く", "The table view is not available in this build": "このビルドには卓表示がありません",
    "Count": "カウント", "Battle flow": "戦闘の進行", "Sheets": "シート", "Log": "ログ", "Dice box": "ダイス",
    "The last session did not end cleanly. Recover the autosaved battle?":
        "前回のセッションは正常に終了しませんでした。自動保存された戦闘を復元しますか？",
    "Recover": "復元", "Discard": "破棄", "Nechronica virtual tabletop": "永い後日談のネクロニカ バーチャルテーブルトップ",
    "Demo battle": "デモ戦闘", "The area map is not available in this build": "このビルドにはエリアマップがありません",
    "The count track is not available in this build": "このビルドにはカウントトラックがありません",
    "Nechronica VTT": "ネクロニカ VTT", "Open a battle or scenario": "戦闘またはシナリオを開く",
    "Battles and scenarios (*.json)": "戦闘とシナリオ (*.json)", "Save battle": "戦闘を保存",
    "Battles (*.json)": "戦闘 (*.json)", "Saved {0}": "{0} に保存しました", "Autosave failed: {0}": "自動保存に失敗: {0}",
    "The autosave could not be recovered: {0}": "自動保存を復元できません: {0}",
    "Recovered the autosaved battle ({0} commands)": "自動保存された戦闘を復元しました（{0} 件の操作）",
    "Export doll sheets": "ドールシートを書き出す", "Doll sheets written to {0}": "ドールシートを {0} に書き出しました",
    # dialogs
    "New battle": "新しい戦闘", "Dolls": "ドール", "Enemies": "敵", " bodies": " 体",
    "Destroy every enemy": "敵を全滅させる", "Survive a number of rounds": "一定ターン耐える",
    "Decided by the GM": "GMが判断", "One karma per line": "1行に1つのカルマ", "Name:": "名前:",
    "Victory:": "勝利条件:", "Rounds to survive:": "耐えるターン数:", "Karma:": "カルマ:",
    "Victory: {0}": "勝利条件：{0}",
    "Unsaved edits": "未保存の編集", "Save the edits to {0} before closing?": "閉じる前に{0}の編集を保存しますか？",
    "this file": "このファイル", "  mad: {0}": "　発狂：{0}",
    "Damaged, yet usable now: it was damaged by an Action at this count, and actions at one count are "
    "simultaneous, so it still works until the count ends":
        "損傷済みだが今は使用可能：このカウントのアクションで損傷した。同じカウントの行動は同時なので、"
        "カウントが終わるまでは使える",
    "{0}: re-roll — fetter to {1} {2}": "{0}：振り直し — {1}への未練 {2}",
    "Close the Judge window?": "ジャッジの受付を閉じますか？",
    "{0} may still re-roll by taking a madness point. Pass and close the window anyway?":
        "{0}はまだ狂気点を受けて振り直せます。パスして受付を閉じますか？",
    "Roll a madness check for {0} now?": "{0}の狂気判定を今振りますか？", "Pick at least one doll.": "ドールを1体以上選んでください。",
    "There is no enemy to destroy: pick an enemy or another victory condition.":
        "破壊する敵がいません：敵を選ぶか、別の勝利条件にしてください。",
    "Settings": "設定", "Language:": "言語:",
    "The language changes at once; a few menus refresh on restart.": "言語はすぐに切り替わります（一部のメニューは再起動後）。",
    "General": "一般", "Command": "コマンド", "Key": "キー", "Second key": "第2キー", "Shortcuts": "ショートカット",
    "{0} is bound to both “{1}” and “{2}”": "{0} が「{1}」と「{2}」の両方に割り当てられています",
    "Keyboard shortcuts": "キーボードショートカット", "Press any key or click to close": "何かキーを押すかクリックで閉じる",
    # shortcuts
    "Open battle": "戦闘を開く", "Save battle as": "名前を付けて戦闘を保存", "Undo the last command": "直前の操作を取り消す",
    "Undo": "取り消す", "Redo": "やり直す", "Start the battle": "戦闘を開始", "Use the selected maneuver": "選んだマニューバを使用",
    "Pass: close the reaction window": "パス: 割り込みを締め切る", "Confirm the current choice": "現在の選択を決定",
    "Roll dice (focus the dice box)": "ダイスを振る（ダイス欄へ）",
    "Type physical dice for the next roll": "次の判定の出目を入力", "Next doll sheet": "次のシート",
    "Previous doll sheet": "前のシート", "Keyboard help": "キーボードのヘルプ",
    # battle header, count track, solo play
    "Before the battle": "戦闘開始前", "Round {0} · Ended ({1})": "ターン{0}・戦闘終了（{1}）",
    "Round {0} · Round end": "ターン{0}・ターン終了", "Round {0}": "ターン{0}", "Round {0} · Count {1}": "ターン{0}・カウント{1}",
    "victory": "勝利", "annihilated": "全滅", "escaped": "逃走", "enemies_escaped": "敵の逃走", "ended": "終了",
    "Next count ▼": "次のカウント ▼", "Advance to the next count": "カウントを1つ進める",
    "AI plays the enemies": "AIが手駒を操作", "AI plays the dolls": "AIがドールを操作", "AI speed": "AIの速さ",
    "Slow": "遅い", "Normal": "普通", "Fast": "速い", "Instant": "即時",
    "&Solo": "ソロ(&S)", "Simulate encounter…": "戦闘をシミュレート…",
    # workshop
    "&Workshop": "工房(&W)", "New doll…": "新しいドール…", "Edit doll…": "ドールを編集…", "New enemy…": "新しい手駒…",
    "Edit enemy…": "手駒を編集…", "Parts catalog…": "パーツカタログ…",
    "Import from キャラクター保管所…": "キャラクター保管所から読み込む…", "Copy doll for CCFOLIA…": "ドールをCCFOLIA用にコピー…",
    "Edit doll": "ドールを編集", "Edit enemy": "手駒を編集", "Import from キャラクター保管所": "キャラクター保管所から読み込む",
    "Copy doll for CCFOLIA": "ドールをCCFOLIA用にコピー", "Close": "閉じる",
    "Search name or effect": "名前・効果で検索", "All categories": "すべての種別", "All levels": "すべてのレベル",
    "All timings": "すべてのタイミング", "Add": "追加", "Add catalog file…": "カタログファイルを追加…",
    "Add a parts catalog": "パーツカタログを追加", "Parts catalog": "パーツカタログ", "Doll: {0}": "ドール: {0}",
    "Name": "名前", "Position": "ポジション", "Main class": "メインクラス", "Sub class": "サブクラス",
    "Armament": "武装", "Mutation": "変異", "Modification": "改造", "Reinforcement": "強化値",
    "Starting area": "初期配置", "Base AP": "基本行動値", "Karma (one a line)": "カルマ（1行に1つ）",
    "Memory fragments (one a line)": "記憶のカケラ（1行に1つ）", "Add a hand-written part": "手書きのパーツを追加",
    "Remove part": "パーツを削除", "Add to the doll": "ドールに追加", "Target": "対象", "Treasure": "たからもの",
    "Add fetter": "未練を追加", "Remove fetter": "未練を削除", "Profile": "プロフィール", "Parts": "パーツ",
    "Fetters": "未練", "Copy for CCFOLIA": "CCFOLIA用にコピー", "Max AP: —": "最大行動値: —",
    "Max AP: {0}  ({1})": "最大行動値: {0}  （{1}）",
    "{0}: {1} parts, but the reinforcement value is {2}": "{0}: パーツは{1}個ですが強化値は{2}です",
    "Enemy: {0}": "手駒: {0}", "Add to the enemy": "手駒に追加", "Kind": "種類", "Threat": "悪意", "Bodies": "体数",
    "Threat: —": "悪意: —", "Threat: {0} ({1} per 5 bodies × {2})": "悪意: {0}（5体ごとに{1} × {2}）",
    "Threat: {0}": "悪意: {0}",
    "Remove catalog": "カタログを外す", "Stop using one of your catalog files (the file is kept)":
        "追加したカタログファイルの使用をやめる（ファイルは残ります）",
    "Catalog file not loaded: {0}": "読み込めなかったカタログファイル: {0}",
    "It stays remembered: fix the file and add it again, or remove it.":
        "このファイルは記憶されたままです。ファイルを直して追加し直すか、外してください。",
    "{0} (not loaded)": "{0}（未読み込み）",
    "New doll": "新しいドール", "New enemy": "新しい手駒", "Location": "部位", "Category": "種別", "Level": "レベル",
    "Damaged": "損傷", "Skill": "スキル", "Basic": "基本", "Enemy": "手駒", "{0} (mad)": "{0}（発狂）",
    "maneuver": "マニューバ", "check": "判定", "damage": "ダメージ",
    "Add doll file…": "ドールのファイルを追加…", "Add enemy file…": "手駒のファイルを追加…",
    "Add doll file": "ドールのファイルを追加", "Add enemy file": "手駒のファイルを追加",
    "A4": "A4", "Letter": "レター", "A4, blank": "A4（白紙）", "Letter, blank": "レター（白紙）", "Paper": "用紙",
    "The doll sheets could not be written: {0}": "ドールシートを書き出せませんでした: {0}",
    # the Simulate encounter dialog and its report
    "Simulate encounter": "戦闘をシミュレート", "Browse…": "参照…", "Scenario": "シナリオ", "Battles": "戦闘の回数",
    "Seed": "シード", "Worker processes": "並列プロセス数", "Dolls' AI": "ドールのAI", "Enemies' AI": "手駒のAI",
    "Run": "実行", "Cancel run": "実行を中止", "Scenarios (*.json)": "シナリオ (*.json)", "Running…": "実行中…",
    "(cancelled) ": "（中止）", "Cancelled before any battle finished.": "1回も終わらないうちに中止しました。",
    "Could not simulate: {0}": "シミュレートできませんでした: {0}", "No results yet": "まだ結果がありません",
    "Dolls win {0:.1f}%  (95%: {1:.1f}–{2:.1f}%)": "ドールの勝率 {0:.1f}%（95%: {1:.1f}〜{2:.1f}%）",
    "Rounds: mean {0:.2f}, median {1}": "ターン数: 平均 {0:.2f}、中央値 {1}",
    "{0} battles of {1} (seed {2}; dolls: {3}, enemies: {4})":
        "{1} を {0} 回（シード {2}。ドール: {3}、手駒: {4}）",
    "Dolls win {0:.1f}% (95% interval {1:.1f}–{2:.1f}%)": "ドールの勝率 {0:.1f}%（95%信頼区間 {1:.1f}〜{2:.1f}%）",
    "Outcomes: {0}": "結果: {0}", "Dolls (per battle):": "ドール（1戦あたり）:",
    "  {0} ({1}): parts lost {2:.2f}, madness gained {3:.2f}, destroyed {4:.1f}%, heart-broken {5:.1f}%":
        "  {0}（{1}）: 損傷パーツ {2:.2f}、狂気点 {3:.2f}、全損 {4:.1f}%、精神崩壊 {5:.1f}%",
    "Destroyed by each attacker (per battle):": "攻撃した者ごとの破壊数（1戦あたり）:",
    "  {0} ({1}, {2}): parts {3:.2f}, bodies {4:.2f}": "  {0}（{1}、{2}）: パーツ {3:.2f}、体数 {4:.2f}",
    "Most damaging enemy: {0} ({1})": "最も損害を与えた手駒: {0}（{1}）",
    "Stopped once the win rate was known to ±{0:g} points: {1} battles": "勝率が±{0:g}ポイントまで分かった時点で停止: {1} 戦",
    "Not known to ±{0:g} points after {1} battles (the cap): run more, or ask for less":
        "{1} 戦（上限）で±{0:g}ポイントに届かず: 戦闘数を増やすか精度を下げる",
    "heuristic": "ヒューリスティック", "random": "ランダム", "reference": "参照プレイヤー", "dolls": "ドール", "enemies": "手駒",
    "timeout": "時間切れ",
    "{0} battles of {1} (seed {2}; {3})": "{1} を {0} 回（シード {2}。{3}）",
    "{0} win {1:.1f}% (95% interval {2:.1f}–{3:.1f}%)": "{0}の勝率 {1:.1f}%（95%信頼区間 {2:.1f}〜{3:.1f}%）",
    # the odds as they narrow (vtt/ui/simulate_dialog.py: OddsPanel, #30)
    "{0} win {1:.0f} % ± {2}": "{0}の勝率 {1:.0f} % ± {2}", "No battles yet": "まだ戦闘がありません",
    "{0}: starting…": "{0}: 開始中…", "{0} battles of about {1}": "{0} 戦（必要なのは約 {1} 戦）",
    "{0} of {1} battles": "{0} / {1} 戦", "{0} battles": "{0} 戦", " (stopped)": "（停止）",
    "Stopped before any battle was over": "1戦も終わらないうちに停止しました",
    "Stopped before any battle was over.": "1戦も終わらないうちに停止しました。",
    "Could not simulate": "シミュレートできませんでした",
    "The estimate and its 95% band, as battles run": "戦闘を重ねるごとの推定値と95%の幅",
    "Stop": "停止", "Stop after the battles under way: what has run is kept": "実行中の戦闘の後で停止（それまでの結果は残る）",
    "AI of the {0}": "{0}のAI", "(stopped) ": "（停止）",
    "Print doll sheets": "ドールシートを印刷", "Print doll sheets (blank)": "ドールシートを印刷（白紙）",
    "Table view — {0}": "卓表示 — {0}",
    "Move with…": "移動に使うマニューバ…", "{0}, cost {1}": "{0}・コスト{1}",
    "There is nothing to undo": "取り消せる操作がありません", "There is nothing to redo": "やり直せる操作がありません",
}

# The workshop (vtt/ui/workshop) and the fields of every ruleset's files (the "Fields" context, from
# vtt.workshop.fields.all_texts): added where the table above has no translation of the same words.
WORKSHOP_JA = {
    # the form
    "One a line": "1行に1つ", "Fill in": "入れる", "Has one": "あり", "From the list:": "一覧から：",
    "None yet": "まだない", "Add a row": "行を追加", "Row {0}": "{0}行目", "Move up": "上へ", "Move down": "下へ", "Remove": "削除",
    # pydantic's checks, by error type
    "A value is needed": "入力が必要", "This cannot be empty": "空欄にはできない",
    "At most {max_length} characters": "{max_length}文字まで", "Write it as text": "文字列で入れる",
    "Write a whole number": "整数で入れる", "Write a number": "数値で入れる", "Yes or no": "はい・いいえで入れる",
    "At least {ge}": "{ge}以上にする", "At most {le}": "{le}以下にする", "More than {gt}": "{gt}より大きくする",
    "Less than {lt}": "{lt}より小さくする", "At least {min_length}": "{min_length}個以上",
    "At most {max_length}": "{max_length}個まで", "One of {expected}": "{expected}のどれかにする",
    "This field is not known here": "この項目は使えない", "Write a list": "リストで入れる",
    "Write a set of named values": "項目の組（オブジェクト）で入れる", "Not valid JSON": "JSONとして読めない",
    # the editor window
    "New": "新規", "New {0}": "新しい{0}", "Blank": "白紙から", "From a sample": "サンプルから",
    "Print…": "印刷…", "Export": "書き出し", "Save to my library": "ライブラリに保存",
    "Printed sheet": "印刷するシート", "The last valid sheet: fix the file to see it change":
        "最後に正しかったシート：ファイルを直すと更新される",
    "This kind of file has no printed sheet.": "この種類のファイルには印刷用シートがない。",
    "not saved": "未保存", "Save as": "名前を付けて保存", "Saved to {0}": "{0} に保存した",
    "Print the sheet to PDF": "シートをPDFに印刷", "Sheet written to {0}": "シートを {0} に書き出した",
    "Exported to {0}": "{0} に書き出した", "Not exported": "書き出せなかった",
    "Copied for {0}: paste it where it goes": "{0}用にコピーした：貼り付け先に貼る",
    "Unsaved edits": "保存していない変更", "Save the edits to {0} before closing?": "閉じる前に {0} の変更を保存するか？",
    "this file": "このファイル",
    # the library
    "My library": "マイライブラリ", "Library folder": "ライブラリのフォルダ", "Library folder:": "ライブラリのフォルダ：",
    "Change…": "変更…", "Default": "既定", "File": "ファイル", "Problem": "問題",
    "Shipped samples (read-only)": "付属のサンプル（読み取り専用）",
    "Nothing yet: make a new one, or save a copy of a sample": "まだない：新規作成するか、サンプルのコピーを保存する",
    "A shipped sample: open it as a template or save a copy": "付属のサンプル：ひな形として開くか、コピーを保存する",
    "New from this": "これをひな形に新規", "Open": "開く", "Duplicate": "複製", "Rename…": "名前を変更…",
    "Delete…": "削除…", "Save a copy to my library": "コピーをライブラリに保存", "Rename": "名前を変更",
    "New name:": "新しい名前：", "Delete": "削除", "Delete {0} ({1}) from your library?": "{0}（{1}）をライブラリから削除するか？",
    "Library…": "ライブラリ…",
    # every ruleset's fields: labels
    "English name": "英語名", "Basic parts": "基本パーツ", "Id": "ID", "English effect": "英語の効果",
    "Karma": "カルマ", "Memory fragments": "記憶のカケラ", "Favor": "寵愛点", "Notes": "メモ", "Description": "説明",
    "Area": "エリア", "Show ap": "行動値を表示", "Type": "種類", "Annihilate": "殲滅", "Survive rounds": "ターン数を耐える",
    "Custom": "その他", "Rounds": "ターン数", "Text": "文", "Options": "オプション",
    "Favor fetter change cost": "未練変更の寵愛点", "Fumble attacker picks location": "大失敗で攻撃側が部位を選ぶ",
    "Treasure recovery any fetter": "たからものの回復はどの未練でも", "Nc declares first": "NC側が先に宣言",
    "Dismember target": "切断判定の目標値", "Character": "キャラクター", "Npc": "NPC", "Actions": "行為",
    "Attribute": "能力値", "Weapons": "武器", "Physical Harm": "肉体ハーム", "Mental Harm": "精神ハーム",
    "Initiative cards": "イニシアチブカード", "Zones": "ゾーン", "Cover": "遮蔽", "Exit": "出口", "At": "位置",
    "Edges": "つながり", "Participants": "参加者", "Side": "陣営", "Party": "パーティ", "Foes": "敵", "Group": "グループ",
    "Success": "成功の目", "Harm capacity": "ハーム上限", "NPC harm capacity": "NPCのハーム上限", "Deck": "山札",
    "Cover successes": "遮蔽への追加成功数", "Degree": "段位", "Effort": "努力", "Aura": "オーラ",
    "Health boxes": "体力ボックス", "Armor": "装甲", "Senses": "感覚", "Weapon": "武器", "Advantage": "利点",
    "Mimics": "模倣する利点", "Techniques": "技", "Keyword": "キーワード", "Bonus": "ボーナス", "Imbalances": "不均衡",
    "Rank": "ランク", "Physical": "肉体", "Chakra": "チャクラ", "State": "状態", "Recovery": "回復量", "Prana": "プラーナ",
    "Hidden bids": "入札を隠す", "Hidden effort": "努力ダイスを隠す", "Death token": "死のトークン",
    "Attributes": "能力値", "Damage per shift": "シフトごとのダメージ", "Range bands": "距離帯", "Speed": "速度",
    "Health": "体力", "Ranges": "距離", "Exhaustion penalty": "疲労のペナルティ", "Default band": "既定の距離帯",
    "Rolls": "判定", "Armor by location": "部位ごとの防具", "Mid": "中距離", "Ranged": "遠距離", "Out": "射程外", "Redraw": "引き直し",
    # every ruleset's fields: what they mean (tooltips)
    "add every doll's basic parts (and a treasure) from the catalog before 'parts' when a battle is set up; handy in hand-written scripts":
        "戦闘の準備でカタログからドールの基本パーツ（とたからもの）を'parts'の前に加える。手書きのスクリプト向け",
    "catalog id, when the part comes from a catalog": "カタログのパーツならそのID",
    "head, arms, torso, legs; body (horrors, legions); skill (not damageable)":
        "頭・腕・胴・脚。本体（ホラー、レギオン）。スキル（損傷しない）",
    "AP cost; null for none (Auto)": "行動値のコスト。なし（オート）は空",
    "dice rolled for this maneuver's check": "このマニューバの判定で振るダイス数",
    "the fetter's content, e.g. 依存": "未練の内容（例：依存）", "name of the mad effect, e.g. 幼児退行": "発狂効果の名前（例：幼児退行）",
    "this is the fetter to the treasure": "たからものへの未練",
    "max AP before part bonuses (legion/horror: their max AP; savant: 6)":
        "パーツによる増減の前の最大行動値（レギオン・ホラー：その最大行動値、サヴァント：6）",
    "legion: per 5 bodies; horror, savant: in total": "レギオン：5体ごと、ホラー・サヴァント：全体で",
    "savant: add a doll's basic parts before 'parts'": "サヴァント：'parts'の前にドールの基本パーツを加える",
    "legion only: number of bodies": "レギオンのみ：体数",
    "001: 1 favor; 000 (English): 2": "001：寵愛点1、000（英語版）：2",
    "000 (English): on a fumble the attacker also picks the location": "000（英語版）：大失敗でも攻撃側が部位を選ぶ",
    "errata: end-of-battle treasure recovery may take madness off any fetter": "エラッタ：戦闘終了時のたからものの回復はどの未練の狂気点でもよい",
    "enforce: at the same count the NC side acts first": "同じカウントではNC側が先に行動する",
    "dismemberment check succeeds on this or more": "切断判定はこの値以上で成功",
    "dice per action: attribute + skill (an action not listed rolls 0 dice)": "行為ごとのダイス：能力値＋技能（ない行為は0個）",
    "strike: melee weapon; shoot: ranged; force: unarmed or wrestling": "白兵：近接武器、射撃：遠隔武器、腕力：素手や組みつき",
    "Physical Harm on a hit": "命中したときの肉体ハーム",
    "zone distances it reaches: [0, 0] same zone, [0, 1] a sling, [1, 3] a longbow (not its own zone)":
        "届くゾーンの距離：[0, 0] 同じゾーン、[0, 1] 投石紐、[1, 3] 長弓（自分のゾーンには届かない）",
    "Physical Harm capacity (null: the option's)": "肉体ハームの上限（空：オプションの値）",
    "Mental Harm capacity (null: the option's)": "精神ハームの上限（空：オプションの値）",
    "initiative cards drawn (a monster may hold several)": "引くイニシアチブカードの枚数（モンスターは複数持てる）",
    "a place where it is possible to take cover": "遮蔽に入れる場所", "one can flee the fight from here": "ここから戦闘を離脱できる",
    "where the map draws it, 0-1 across and down": "マップ上の位置（横と縦、0〜1）",
    "adjacent zones; default: a line in order": "隣り合うゾーン。なければ順に一列",
    "the id commands use (default: the name in lower case)": "コマンドで使うID（なければ名前の小文字）",
    "a character file, relative to the scenario": "キャラクターファイル（シナリオからの相対パス）",
    "the character written inline": "ここに書いたキャラクター", "shown instead of the sheet's name": "シートの名前の代わりに表示する名前",
    "the name in Japanese, with 'name'": "'name'と一緒に使う日本語名",
    "identical NPCs of one group share one initiative card": "同じグループのNPCは1枚のイニシアチブカードを共有する",
    "a die showing this or more is a success": "この目以上のダイスが成功", "Harm a player character can take on each track": "PCがそれぞれのハームで受けられる量",
    "an NPC's capacity where its sheet gives none": "シートにない場合のNPCの上限", "initiative cards 1 to this": "イニシアチブカードは1からこの数まで",
    "extra successes a Shoot needs at a target in cover": "遮蔽にいる目標への射撃に追加で要る成功数",
    "Aura is had from Degree 1": "オーラは段位1から持つ", "Effort Pool: d10s rolled each round": "努力プール：毎ラウンド振るd10の数",
    "boxes of 10 Health": "10点ずつの体力ボックス", "1 leather, 2 chainmail, 3 advanced tac-gear": "1 革、2 鎖かたびら、3 先進戦術装備",
    "the Senses skill (a Subtle weapon's foe defends only with it)": "感覚の技能（隠密の武器の相手はこれだけで防御する）",
    "an Improvised weapon: the advantage of the weapon it stands in for": "即席の武器：代わりをする武器の利点",
    "added to the total of the set it bolsters (once per round)": "強化する組の合計に加える（1ラウンドに1回）",
    "adjacent battlefields; default: a line": "隣り合う戦場。なければ一列",
    "path of a character file, relative to the scenario": "キャラクターファイルのパス（シナリオからの相対）",
    "bids are hidden from the other side until the bidding ends": "入札が終わるまで相手側から入札を隠す",
    "Effort dice are hidden from the other side": "努力ダイスを相手側から隠す",
    "Death is a possibility from the first round": "最初のラウンドから死がありうる",
    "combat, agility, strength... as pools (2d6)": "戦闘・敏捷・筋力など、ダイスプールで（2d6）",
    "dodge, block, endurance, cut_weapons... (3d10)": "回避・ブロック・持久・斬撃武器など（3d10）",
    "the combat skill it is used with, e.g. cut_weapons": "使う戦闘技能（例：斬撃武器）",
    "[Weapon:Damage]": "［武器：ダメージ］", "[Weapon:Damage Per Shift]": "［武器：シフトごとのダメージ］",
    "the range bands it reaches": "届く距離帯", "a projectile's Speed (dodged against it)": "飛び道具の速度（回避の対象）",
    "Armor at each hit location": "命中箇所ごとの防具",
    "the health at the start in the seed's notation (default: 4 + Endurance points, all O)":
        "開始時の体力（シードの表記。なければ4＋持久、すべてO）",
    "[a, b, band] the GM set": "GMが決めた［a、b、距離帯］", "the deck holds the cards 1 to this": "山札は1からこの数までのカード",
    "subtracted from a pool's result per exhausted point": "疲労1点ごとにプールの結果から引く",
    "the range between a pair the table does not name": "表にない2人の間の距離",
    "a new Draw phase when no one in the fight has a card left": "戦闘中の誰にもカードがなくなったら新しいドロー",
}
JA.update({k: v for k, v in WORKSHOP_JA.items() if k not in JA})

# the encounter builder (vtt/ui/workshop/builder.py; its refusals are the core's gettext catalog's)
BUILDER_JA = {
    "Build an encounter…": "戦闘を組み立てる…",
    "Encounter builder — {0}": "戦闘の組み立て — {0}",
    "Add from the library": "ライブラリから加える",
    "How many:": "数:",
    "Copies of a character (sharing a group where the game has them), or a crowd's bodies (a legion)":
        "同じキャラクターの数（グループのあるゲームでは同じグループ）、または群れの体数（レギオン）",
    "Pick someone in the table or on the map to give her an id or a name of her own.":
        "表かマップで参加者を選ぶと、IDや個別の名前を付けられる。",
    "Add": "加える", "Taking part": "参加者", "Remove": "外す", "Name": "名前", "Side": "陣営",
    "Starts in": "初期位置", "Count / group": "数／グループ", "The selected participant": "選んだ参加者",
    "Options": "オプション", "The odds": "勝率", "Map:": "マップ:", "Edit the map…": "マップを編集…",
    "Drag a participant to where she starts; drag a character from the library onto the map to add her there.":
        "参加者を初期位置へドラッグ。ライブラリのキャラクターをマップへドラッグするとそこに加わる。",
    "This game has no map: click a band to set how far apart two start.":
        "このゲームにはマップがない：距離帯をクリックして2人の初期距離を決める。",
    "Save to my library": "ライブラリに保存", "Save as…": "名前を付けて保存…", "Start the battle": "戦闘開始",
    "(sample)": "（サンプル）", "Pick a character or monster in the library first": "先にライブラリからキャラクターかモンスターを選ぶ",
    "Not added: {0}": "加えられなかった：{0}", "Added {0}": "{0} を加えた", "written in the scenario": "シナリオに直接書かれている",
    "Not ready: {0}": "まだ始められない：{0}", "no one yet on: {0}": "まだ誰もいない陣営：{0}", "This encounter's map": "この戦闘のマップ", "The map of {0}": "{0} のマップ",
    "Map not taken: {0}": "マップを取り込めなかった：{0}", "Not saved: {0}": "保存できなかった：{0}",
    "Save the scenario": "シナリオを保存", "Scenarios (*.json)": "シナリオ (*.json)", "Saved {0}": "{0} に保存した",
    "Not started: {0}": "始められなかった：{0}", "Unsaved encounter": "保存していない戦闘",
    "This encounter has changes not saved. Save it to your library?": "この戦闘には保存していない変更がある。ライブラリに保存するか？",
    "Check the odds": "勝率を調べる", "Stop": "止める",
    "Play the encounter many times with the AI on both sides, until the win rate is known to ±{0} points":
        "両陣営をAIにして何度も戦わせ、勝率を±{0}ポイントまで求める",
    "where she starts (default: her file's area)": "初期配置（なければファイルの配置）",
    "a legion's bodies (default: its file's)": "レギオンの体数（なければファイルの値）",
}
JA.update({k: v for k, v in BUILDER_JA.items() if k not in JA})

# Sentences that reach Qt only through a variable (the simulator's report, vtt/sim/report_text.py):
# lupdate cannot see them, so they are added to the .ts under their context here.
EXTRA_CONTEXTS = {"Report": "vtt.sim.report_text:REPORT_TEMPLATES",
                  # every ruleset's file models: the workshop's labels, tooltips and choices (ModelForm)
                  "Fields": "vtt.workshop.fields:all_texts"}


def add_extra_contexts(ts: Path) -> None:
    """Give each of EXTRA_CONTEXTS a <context> holding its sentences (after lupdate wrote the file)."""
    import importlib
    sys.path.insert(0, str(ROOT))
    tree = ET.parse(ts)
    root = tree.getroot()
    for name, where in EXTRA_CONTEXTS.items():
        module, attr = where.split(":")
        for old in [c for c in root.findall("context") if c.findtext("name") == name]:
            root.remove(old)
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = name
        texts = getattr(importlib.import_module(module), attr)
        for text in texts() if callable(texts) else texts:
            msg = ET.SubElement(ctx, "message")
            ET.SubElement(msg, "source").text = text
            ET.SubElement(msg, "translation", {"type": "unfinished"})
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def fill(ts: Path, translations: dict | None) -> list[str]:
    tree = ET.parse(ts)
    root = tree.getroot()
    root.set("language", "ja_JP" if translations else "en_US")
    root.set("sourcelanguage", "en_US")
    missing = []
    for msg in root.iter("message"):
        src = msg.find("source").text or ""
        tr = msg.find("translation")
        if translations is None:          # English: the source text is the translation
            tr.text = None
            tr.attrib.pop("type", None)
            continue
        if src in translations:
            tr.text = translations[src]
            tr.attrib.pop("type", None)
        else:
            missing.append(src)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return missing


def main() -> int:
    for lang, table in (("ja", JA), ("en", None)):
        ts = HERE / f"vtt_{lang}.ts"
        subprocess.run([str(BIN / "pyside6-lupdate"), *SOURCES, "-no-obsolete", "-ts", str(ts)], cwd=ROOT, check=True)
        add_extra_contexts(ts)
        missing = fill(ts, table)
        if missing:
            print(f"{ts.name}: untranslated: {missing}")
    subprocess.run([str(BIN / "pyside6-lrelease"), str(HERE / "vtt_ja.ts"), "-qm", str(HERE / "vtt_ja.qm")], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
