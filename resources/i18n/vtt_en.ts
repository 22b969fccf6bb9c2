<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name />
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="35" />
        <source>{0:+d} support/hinder</source>
        <translation />
    </message>
</context>
<context>
    <name>AiDriver</name>
    <message>
        <location filename="../../vtt/ui/nechronica/ai_driver.py" line="14" />
        <source>AI plays the enemies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/ai_driver.py" line="15" />
        <source>AI plays the dolls</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="162" />
        <source>AI plays the {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="170" />
        <source>AI speed</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="171" />
        <source>Slow</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="171" />
        <source>Normal</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="171" />
        <source>Fast</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/ai_driver.py" line="172" />
        <source>Instant</source>
        <translation />
    </message>
</context>
<context>
    <name>AreaMap</name>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="68" />
        <source>Auto</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="68" />
        <source>Action</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="68" />
        <source>Judge</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="69" />
        <source>Damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="69" />
        <source>Rapid</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/area_map.py" line="70" />
        <source>{0}, cost {1}</source>
        <translation />
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="214" />
        <source>Balance: how many make it the fight you want</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="215" />
        <source>Vary</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="216" />
        <source>Count from</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="217" />
        <source>to</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="218" />
        <source>Win rate wanted</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="219" />
        <source>Easy</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="219" />
        <source>Fair</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="219" />
        <source>Hard</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="219" />
        <source>Deadly</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="221" />
        <source>{0} {1} %</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="222" />
        <source>Find the count</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="223" />
        <source>Play the encounter at each count with the AI on both sides; drop the counts surely farther from the win rate wanted than another</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="225" />
        <source>Stop</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="226" />
        <source>Stop after the battles under way: what has run is kept</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="227" />
        <source>Use this</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="228" />
        <source>Put the proposed count into the encounter</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="230" />
        <source>Pick the group that may vary and the win rate wanted</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="250" />
        <source>{0}: {1} ×{2} ({3})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="288" />
        <source>The encounter has no group to vary</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="291" />
        <source>The range {0} to {1} holds no count: the first is at most the last</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="293" />
        <source>At most {0} counts are compared at once, not {1}: narrow the range</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="318" />
        <source>Starting…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="338" />
        <source>{0}: starting…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="341" />
        <source>{0} ×{1}: {2} win {3:.0f} % ± {4:.1f}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="349" />
        <source>Proposed — {0} ({1} battles)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="344" />
        <source>Racing: {0} of {1} counts left, {2} battles. Nearest so far: {3}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="347" />
        <source>Stopped after {0} battles, not settled. Nearest so far: {1}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="351" />
        <source>— {0} % falls between two counts: this is the nearest</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="352" />
        <source>— no count tried reaches {0} %: this is the nearest</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="355" />
        <source>— the counts left are too close to tell apart</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="374" />
        <source>Could not search: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="388" />
        <source>The group searched is no longer in the encounter</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="394" />
        <source>{0}: {1} now</source>
        <translation />
    </message>
</context>
<context>
    <name>BalancePlot</name>
    <message>
        <location filename="../../vtt/ui/balance_panel.py" line="96" />
        <source>Win rate against the count, each 95% interval as it narrows</source>
        <extracomment>the colour of a count by its state in the race</extracomment>
        <translation />
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="16" />
        <source>Before the battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="18" />
        <source>victory</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="19" />
        <source>annihilated</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="20" />
        <source>escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="21" />
        <source>ended</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="24" />
        <source>Round {0} · Ended ({1})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="26" />
        <source>Round {0} · Round end</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="27" />
        <source>Round {0} · Count {1}</source>
        <translation />
    </message>
</context>
<context>
    <name>BattleController</name>
    <message>
        <location filename="../../vtt/ui/widgets/battle_controller.py" line="150" />
        <source>Physical dice: {0!r} is not die values (like 6 3 1): not applied</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/battle_controller.py" line="168" />
        <source>There is nothing to undo</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/battle_controller.py" line="175" />
        <source>There is nothing to redo</source>
        <translation />
    </message>
</context>
<context>
    <name>BattleWindow</name>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="70" />
        <source>Build an encounter…</source>
        <extracomment>ruleset id -&gt; "module:function(parent, session) -&gt; Session | None": the map editor before the fight File → New battle…'s first choices and its last (between them: the ruleset's sample scenarios) the encounter builder (vtt.ui.workshop.builder), opened by name: the window imports no simulator</extracomment>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="71" />
        <source>The demo battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="80" />
        <source>A scenario file…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="234" />
        <source>The AI waits after the undo: Resume AI (Ctrl+R) plays on</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="245" />
        <source>Turn order</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="245" />
        <source>Now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="245" />
        <source>Sheet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="246" />
        <source>Log</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="246" />
        <source>Dice</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="246" />
        <source>Rolled dice</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="247" />
        <source>Hands of cards</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="251" />
        <source>The AI waits after the undo — Resume AI (Ctrl+R)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="266" />
        <source>&amp;File</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="267" />
        <source>New battle…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="268" />
        <source>Open…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="269" />
        <source>Continue a battle not saved</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="271" />
        <source>Save</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="272" />
        <source>Save as…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="274" />
        <source>Library…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="276" />
        <source>Print sheets…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="278" />
        <source>Print blank sheets…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="281" />
        <source>Table view</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="282" />
        <source>Close</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="283" />
        <source>&amp;Edit</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="284" />
        <source>Undo</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="286" />
        <source>Redo</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="290" />
        <source>&amp;GM</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="291" />
        <source>GM command…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="292" />
        <source>Edit the map…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="293" />
        <source>&amp;Solo</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="294" />
        <source>Simulate encounter…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="298" />
        <source>Resume AI</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="299" />
        <source>&amp;Language</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="374" />
        <source>Autosave failed: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="403" />
        <source>Unsaved battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="404" />
        <source>This battle has commands that no file holds. Save it before it is closed? (Discard throws its autosave journal away too.)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="430" />
        <source>(no battle left unsaved)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="442" />
        <location filename="../../vtt/ui/battle_window.py" line="445" />
        <source>Not continued</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="446" />
        <source>{0} is a battle of another game</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="449" />
        <source>Continued the battle ({0} commands)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="456" />
        <source>No autosave of this game yet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="468" />
        <source>New battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="468" />
        <source>Start:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="499" />
        <source>Open a battle or scenario</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="500" />
        <source>Battles and scenarios (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="513" />
        <location filename="../../vtt/ui/battle_window.py" line="516" />
        <source>Not opened</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="517" />
        <source>{0} is a battle of another game: open it with vtt {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="540" />
        <source>Save battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="540" />
        <source>Battles (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="546" />
        <source>Not saved</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="552" />
        <source>Saved {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="560" />
        <source>This game has no printed sheets yet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="563" />
        <source>Print sheets to PDF</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="564" />
        <source>PDF (*.pdf)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="570" />
        <source>Not printed</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="572" />
        <source>Sheets written to {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="592" />
        <source>The map is drawn before the battle starts</source>
        <translation />
    </message>
</context>
<context>
    <name>BuilderWindow</name>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="345" />
        <source>Encounter builder — {0}</source>
        <extracomment>a map field's editor (the scenario model's ``"editor"``) -&gt; "module:function(parent, zones, edges, people, model, samples_dir, check) -&gt; (zones, edges, places) | None": the dialog that draws the map ruleset id -&gt; "module:function(session, path)": a ruleset whose battles open in a window of its own (any other opens in the generic battle window) Check the odds stops once the players' win rate is known to ± this (as `vtt simulate --precision 0.02`) the drag of a library entry onto the map (its index in the list of entries)</extracomment>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="346" />
        <source>Add from the library</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="347" />
        <source>How many:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="348" />
        <source>Copies of a character (sharing a group where the game has them), or a crowd's bodies (a legion)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="350" />
        <source>Add</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="351" />
        <source>Taking part</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="352" />
        <source>Remove</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="353" />
        <source>Name</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="353" />
        <source>Side</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="353" />
        <source>Starts in</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="353" />
        <source>Count / group</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="354" />
        <source>The selected participant</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="355" />
        <source>Pick someone in the table or on the map to give her an id or a name of her own.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="357" />
        <source>Options</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="358" />
        <source>The odds</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="359" />
        <source>Check the odds</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="360" />
        <source>Play the encounter many times with the AI on both sides, until the win rate is known to ±{0} points</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="362" />
        <source>Stop</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="363" />
        <source>Map:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="364" />
        <source>Edit the map…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="365" />
        <source>Drag a participant to where she starts; drag a character from the library onto the map to add her there.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="367" />
        <source>This game has no map: click a band to set how far apart two start.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="368" />
        <source>Save to my library</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="369" />
        <source>Save as…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="370" />
        <source>Start the battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="430" />
        <source>(sample)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="465" />
        <source>Pick a character or monster in the library first</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="473" />
        <location filename="../../vtt/ui/workshop/builder.py" line="481" />
        <source>Not added: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="486" />
        <source>Added {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="549" />
        <source>written in the scenario</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="558" />
        <source>no one yet on: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="561" />
        <source>Not ready: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="664" />
        <source>This encounter's map</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="675" />
        <source>The map of {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="692" />
        <source>Map not taken: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="780" />
        <location filename="../../vtt/ui/workshop/builder.py" line="796" />
        <source>Not saved: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="787" />
        <source>Save the scenario</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="787" />
        <source>Scenarios (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="803" />
        <source>Saved {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="814" />
        <source>Not started: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="836" />
        <source>Unsaved encounter</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/builder.py" line="836" />
        <source>This encounter has changes not saved. Save it to your library?</source>
        <translation />
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="249" />
        <source>Search name or effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="251" />
        <source>All categories</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="254" />
        <source>All levels</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="258" />
        <source>All timings</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="265" />
        <source>Add</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="268" />
        <source>Add catalog file…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="271" />
        <source>Remove catalog</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="272" />
        <source>Stop using one of your catalog files (the file is kept)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="336" />
        <source>Add a parts catalog</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="366" />
        <source>Catalog file not loaded: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="368" />
        <source>It stays remembered: fix the file and add it again, or remove it.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="374" />
        <source>{0} (not loaded)</source>
        <translation />
    </message>
</context>
<context>
    <name>CatalogDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="382" />
        <source>Parts catalog</source>
        <translation />
    </message>
</context>
<context>
    <name>CommandLabel</name>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="34" />
        <source>on {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="36" />
        <source>to {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="38" />
        <source>escape the battlefield</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="41" />
        <source>at {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="43" />
        <source>no target needed</source>
        <translation />
    </message>
</context>
<context>
    <name>CountTrack</name>
    <message>
        <location filename="../../vtt/ui/nechronica/count_track.py" line="29" />
        <source>Next count ▼</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/count_track.py" line="30" />
        <source>Advance to the next count</source>
        <translation />
    </message>
</context>
<context>
    <name>CountdownTrack</name>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="181" />
        <source>Round {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="182" />
        <source>Round {0} · Count {1}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="190" />
        <source>Next count ▼</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/count_track.py" line="190" />
        <source>Advance to the next count</source>
        <translation />
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="156" />
        <source>GM</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="164" />
        <source>The battle is over.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="195" />
        <source>Acts now: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="194" />
        <source>Reactions: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="188" />
        <source>The GM moves the battle on</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="195" />
        <source>Still to commit (hidden until all have): {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="257" />
        <source>May also act now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="257" />
        <source>Any of them may</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="264" />
        <source>Back</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="304" />
        <source>Space</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="366" />
        <source>More… ({0})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/decision_panel.py" line="443" />
        <source>OK</source>
        <translation />
    </message>
</context>
<context>
    <name>DiceBox</name>
    <message>
        <location filename="../../vtt/ui/nechronica/dice_box.py" line="45" />
        <location filename="../../vtt/ui/battle_window.py" line="117" />
        <source>Roll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dice_box.py" line="46" />
        <source>2NC+1, 1NA, NM … (add =7,3 for physical dice)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dice_box.py" line="98" />
        <source>Chance of success for {0}D10{1:+d}: {2:.0%}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="115" />
        <source>Physical dice or cards:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="116" />
        <source>e.g. 6 3 1 (a d10's 0 is 10): dice rolled or cards drawn at the table, for the next roll or draw</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="120" />
        <source>a free roll, e.g. {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="121" />
        <source>a free roll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/battle_window.py" line="133" />
        <source>Not a roll: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="245" />
        <source>Click a die to pick its set; click a picked die to put it back.</source>
        <extracomment>the command parameters that may hold the indices of the dice picked (the first a command has)</extracomment>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="251" />
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="255" />
        <source>Picked: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/dice_tray.py" line="280" />
        <source>{0} has nothing to do with dice now</source>
        <translation />
    </message>
</context>
<context>
    <name>DollEditor</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="643" />
        <source>Max AP: —</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="651" />
        <source>Max AP: {0}  ({1})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="659" />
        <source>base</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="670" />
        <source>{0}: {1} parts, but the reinforcement value is {2}</source>
        <translation />
    </message>
</context>
<context>
    <name>DollSheet</name>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="159" />
        <source>Part</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="159" />
        <source>Timing</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="159" />
        <source>Cost</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="159" />
        <source>Range</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="160" />
        <source>Now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="160" />
        <source>Effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="161" />
        <source>Fetter</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="161" />
        <source>Emotion</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="161" />
        <source>Madness</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="162" />
        <source>Mad effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="163" />
        <source>Use</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="165" />
        <source>Declare the selected maneuver with the chosen target (U)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="189" />
        <source>AP {0} / max {1}  ({2})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="201" />
        <source>base</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="252" />
        <source>Head</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="252" />
        <source>Arms</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="252" />
        <source>Torso</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="253" />
        <source>Legs</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="253" />
        <source>Body</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="253" />
        <source>Skills</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="263" />
        <source>({0} intact)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="254" />
        <source>Auto</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="164" />
        <source>Damage the parts ticked</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="242" />
        <source>Double-click: the hit lands here</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="254" />
        <source>Action</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="254" />
        <source>Judge</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="255" />
        <source>Damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="255" />
        <source>Rapid</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="268" />
        <source>Auto: always in effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="270" />
        <source>Damaged, yet usable now: it was damaged by an Action at this count, and actions at one count are simultaneous, so it still works until the count ends</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="274" />
        <source>Can be used now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="308" />
        <source>No legal target right now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="313" />
        <source>{0} of {1} madness</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="314" />
        <source>Mad: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="393" />
        <source>Friendly fire</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="393" />
        <source>{0} attacks {1}, on her own side. Go ahead?</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="407" />
        <source>Where does the hit land? Double-click a highlighted location</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="409" />
        <source>Tick {0} highlighted part(s) to damage, then confirm</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="479" />
        <source>Repair 【{0}】 (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="482" />
        <source>Damage 【{0}】 (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="497" />
        <source>Set madness on {0} (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="520" />
        <source>Wait (W)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="525" />
        <source>Set AP… (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="526" />
        <source>Move to (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="531" />
        <source>Set bodies… (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="532" />
        <source>Return to the battle (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="532" />
        <source>Escape (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="535" />
        <source>Madness check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="537" />
        <source>Table view (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="538" />
        <source>Hidden</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="538" />
        <source>Show name</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="539" />
        <source>Show AP</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="539" />
        <source>Show damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="545" />
        <source>End the battle (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="546" />
        <source>Victory</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="546" />
        <source>Annihilated</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="546" />
        <source>Escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="547" />
        <source>Ended</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="547" />
        <source>Enemies escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="554" />
        <source>Set AP</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="554" />
        <source>AP of {0}:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="561" />
        <source>Set bodies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="561" />
        <source>Bodies of {0}:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="37" />
        <source>Doll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="39" />
        <source>Savant</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="41" />
        <source>Legion</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="43" />
        <source>Horror</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="51" />
        <source>destroyed</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="53" />
        <source>escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="55" />
        <source>heart-broken</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="60" />
        <source>{0} of {1} bodies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="66" />
        <source>AP {0} / max {1}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="71" />
        <source>{0} of {1} parts intact</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/markers.py" line="75" />
        <source>Madness: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>DollSheets</name>
    <message>
        <location filename="../../vtt/ui/nechronica/doll_sheet.py" line="653" />
        <source>Open in its own dock</source>
        <translation />
    </message>
</context>
<context>
    <name>EnemyEditor</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="749" />
        <source>Threat: —</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="751" />
        <source>Threat: {0} ({1} per 5 bodies × {2})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="754" />
        <source>Threat: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>EstimatePlot</name>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="179" />
        <source>The estimate and its 95% band, as battles run</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="200" />
        <source>{0} battles</source>
        <translation />
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="172" />
        <source>Start battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="173" />
        <source>Next count</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="174" />
        <source>Reaction window</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="175" />
        <source>Being resolved (last declared on top):</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="176" />
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="316" />
        <source>Reactions that can be declared now:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="177" />
        <source>Declare</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="178" />
        <source>Pass / close window</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="179" />
        <source>Decision</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="180" />
        <source>Confirm</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="181" />
        <source>Dice</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="182" />
        <source>Physical dice:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="183" />
        <source>empty: the computer rolls</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="184" />
        <source>Type the values rolled at the table (e.g. 7 3); they wait for the next roll, whichever command causes it.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="186" />
        <source>Madness checks</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="187" />
        <source>The battle is over</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="188" />
        <source>Tick the karma achieved (the favor follows):</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="216" />
        <source>Close the Judge window?</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="217" />
        <source>{0} may still re-roll by taking a madness point. Pass and close the window anyway?</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="220" />
        <source>Madness check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="220" />
        <source>Roll a madness check for {0} now?</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="252" />
        <source>Setup</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="252" />
        <source>Battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="252" />
        <source>Round end</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="253" />
        <source>Ended</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="254" />
        <source>&lt;b&gt;Round {0}&lt;/b&gt; · count &lt;b&gt;{1}&lt;/b&gt; · {2}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="263" />
        <source>Advance to the next count (N)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="266" />
        <source>Acting at this count: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="283" />
        <source>Wait: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="284" />
        <source>AP −1; she acts again at the next count (W waits for the sheet shown)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="298" />
        <source>Rapid</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="298" />
        <source>Judge</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="298" />
        <source>Damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="299" />
        <source>{0} window open</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="357" />
        <source>maneuver</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="346" />
        <source>check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="350" />
        <source>damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="344" />
        <source>attack check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="344" />
        <source>escape check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="345" />
        <source>madness check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="346" />
        <source>dismember check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="351" />
        <source>{0} damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="364" />
        <source>{0}: {1}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="317" />
        <source>No reaction can be declared now.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="332" />
        <source>{0}: re-roll — fetter to {1} {2}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="335" />
        <source>Take 1 madness on this fetter and re-roll the check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="377" />
        <source>GM</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="382" />
        <source>({0} more waiting)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="392" />
        <source>Head</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="392" />
        <source>Arms</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="392" />
        <source>Torso</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="393" />
        <source>Legs</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="442" />
        <source>  mad: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="479" />
        <source>Roll a madness check for {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="498" />
        <source>Victory</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="498" />
        <source>Annihilated</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="499" />
        <source>Escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="499" />
        <source>Ended by the GM</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="503" />
        <source>round {0}, count {1}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="506" />
        <source>Recovery stock: {0} basic, {1} reinforcement part(s) (threat {2})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="510" />
        <source>Treasure: {0}'s fetter to {1} drops to {2} madness</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/flow_panel.py" line="512" />
        <source>Favor from karma: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>GmDialog</name>
    <message>
        <location filename="../../vtt/ui/widgets/gm_dialog.py" line="19" />
        <source>GM command</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/gm_dialog.py" line="118" />
        <source>Done: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>HandsPanel</name>
    <message>
        <location filename="../../vtt/ui/widgets/hands_panel.py" line="123" />
        <source>{0} cannot play the card {1} now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/hands_panel.py" line="173" />
        <source>{0}: click the card {1} again to lay it</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/hands_panel.py" line="238" />
        <source>laid</source>
        <translation />
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="118" />
        <source>Keyboard shortcuts</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="119" />
        <source>Press any key or click to close</source>
        <translation />
    </message>
</context>
<context>
    <name>LineMap</name>
    <message>
        <location filename="../../vtt/ui/widgets/line_map.py" line="394" />
        <source>{0} moves here when the window closes</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/line_map.py" line="626" />
        <source>Move with…</source>
        <translation />
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../vtt/ui/nechronica/log_dock.py" line="160" />
        <source>Export log…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/log_dock.py" line="193" />
        <source>Export log</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/log_dock.py" line="194" />
        <source>Markdown (*.md);;Text (*.txt)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/log_dock.py" line="197" />
        <source>Log written to {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="346" />
        <source>&amp;File</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="347" />
        <source>Recent files</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="348" />
        <source>&amp;Edit</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="349" />
        <source>&amp;Battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="350" />
        <source>&amp;View</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="351" />
        <source>&amp;Help</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="352" />
        <source>&amp;Solo</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="353" />
        <source>Simulate encounter…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="354" />
        <source>&amp;Workshop</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="355" />
        <source>New doll…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="356" />
        <source>Edit doll…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="357" />
        <source>New enemy…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="358" />
        <source>Edit enemy…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="359" />
        <source>Parts catalog…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="360" />
        <source>Import from キャラクター保管所…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="361" />
        <source>Copy doll for CCFOLIA…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="362" />
        <source>Library…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="365" />
        <location filename="../../vtt/ui/nechronica/main_window.py" line="394" />
        <source>New battle…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="366" />
        <location filename="../../vtt/ui/nechronica/main_window.py" line="395" />
        <source>Open…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="367" />
        <source>Save</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="368" />
        <source>Save as…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="369" />
        <source>Settings…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="370" />
        <source>Open the demo battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="371" />
        <source>Print doll sheets…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="372" />
        <source>Print blank doll sheets…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="373" />
        <source>Export doll sheets as PDF…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="374" />
        <source>The dolls' parts and fetters, nothing ticked: to fill in by hand</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="375" />
        <source>Export log…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="376" />
        <source>Quit</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="377" />
        <source>Open the table view</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="378" />
        <source>Reset layout</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="379" />
        <source>This sheet in its own dock</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="380" />
        <source>Count</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="380" />
        <source>Battle flow</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="381" />
        <source>Sheets</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="381" />
        <source>Log</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="382" />
        <source>Dice box</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="384" />
        <source>The last session did not end cleanly. Recover the autosaved battle?</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="385" />
        <source>Recover</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="386" />
        <source>Discard</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="392" />
        <source>Nechronica virtual tabletop</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="393" />
        <source>Demo battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="396" />
        <source>Continue the last battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="535" />
        <source>Physical dice: {0!r} is not die values (like 7 3): not applied</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="563" />
        <source>Who waits? Show her sheet first ({0} act now)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="656" />
        <source>Nechronica VTT</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="685" />
        <location filename="../../vtt/ui/nechronica/main_window.py" line="697" />
        <source>New battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="685" />
        <source>Rules system:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="697" />
        <source>Start:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="729" />
        <source>Open a battle or scenario</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="730" />
        <source>Battles and scenarios (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="763" />
        <source>Save battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="764" />
        <source>Battles (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="778" />
        <source>Saved {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="822" />
        <source>Autosave failed: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="866" />
        <source>The autosave could not be recovered: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="871" />
        <source>Recovered the autosaved battle ({0} commands)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="873" />
        <source>(a last line the crash cut short was left out)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="906" />
        <source>Export doll sheets</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="917" />
        <source>The doll sheets could not be written: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="919" />
        <source>Doll sheets written to {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="953" />
        <source>Unsaved battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/main_window.py" line="954" />
        <source>This battle has changes that are not saved to a file (the autosave journal keeps them until another battle starts). Save it first?</source>
        <translation />
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="53" />
        <source>{0} win {1:.0f} % ± {2}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="229" />
        <source>No battles yet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="272" />
        <source>{0}: starting…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="273" />
        <source>AI — {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="275" />
        <source>The win rate is the rate these AIs win at: the reference player (flat Monte Carlo over the heuristic) measures how far the heuristic is from good play</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="307" />
        <source>{0} battles of about {1}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="308" />
        <source>{0} of {1} battles</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="318" />
        <source>{0} battles</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="319" />
        <source> (stopped)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="321" />
        <source>Stopped before any battle was over</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="326" />
        <source>Could not simulate</source>
        <translation />
    </message>
</context>
<context>
    <name>OrderTrack</name>
    <message>
        <location filename="../../vtt/ui/widgets/order_track.py" line="86" />
        <source>Turn-order entries cannot be swapped in this game</source>
        <translation />
    </message>
</context>
<context>
    <name>PartsPage</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="486" />
        <source>Add a hand-written part</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="488" />
        <source>Remove part</source>
        <translation />
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="27" />
        <source>Print doll sheets (blank)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="28" />
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="57" />
        <source>Print doll sheets</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="61" />
        <source>Dolls</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="64" />
        <source>An empty template</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="70" />
        <source>Filled in: damage and madness as they stand</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="71" />
        <source>Blank: parts and fetters listed, nothing ticked</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/print_dialog.py" line="91" />
        <source>Pick at least one doll</source>
        <translation />
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="787" />
        <source>Edit doll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="791" />
        <source>Edit enemy</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="805" />
        <source>Import from キャラクター保管所</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="820" />
        <source>Copy doll for CCFOLIA</source>
        <translation />
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="349" />
        <source>No results yet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="355" />
        <source>Rounds: mean {0:.2f}, median {1}</source>
        <translation />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="19" />
        <source>Settings</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="28" />
        <source>Language:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="29" />
        <source>The language changes at once; a few menus refresh on restart.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="30" />
        <source>Bring up the sheet of whoever acts when the count changes</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="37" />
        <source>General</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="39" />
        <source>Command</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="39" />
        <source>Key</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="39" />
        <source>Second key</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="51" />
        <source>Shortcuts</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/dialogs.py" line="79" />
        <source>{0} is bound to both “{1}” and “{2}”</source>
        <translation />
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="17" />
        <source>New battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="18" />
        <source>Open battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="19" />
        <source>Save battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="20" />
        <source>Save battle as</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="21" />
        <source>Undo the last command</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="22" />
        <source>Redo</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="23" />
        <source>Start the battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="24" />
        <source>Next count</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="25" />
        <source>Use the selected maneuver</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="26" />
        <source>Wait (待機): the doll of the sheet shown, or the only one who acts</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="28" />
        <source>Pass: close the reaction window</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="29" />
        <source>Confirm the current choice</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="30" />
        <source>Roll dice (focus the dice box)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="31" />
        <source>Type physical dice for the next roll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="32" />
        <source>Next doll sheet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="33" />
        <source>Previous doll sheet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="34" />
        <source>Settings</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/shortcuts.py" line="35" />
        <source>Keyboard help</source>
        <translation />
    </message>
</context>
<context>
    <name>SimulateDialog</name>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="379" />
        <source>Simulate encounter</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="384" />
        <source>Browse…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="392" />
        <source>±{0} points (stop when known)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="393" />
        <source>off: run every battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="397" />
        <location filename="../../vtt/ui/simulate_dialog.py" line="441" />
        <source>Scenario</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="398" />
        <source>Win rate to</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="399" />
        <source>Battles (at most)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="400" />
        <source>Seed</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="401" />
        <source>Worker processes</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="415" />
        <source>Stop</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="416" />
        <source>Stop after the battles under way: what has run is kept</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="498" />
        <source>(stopped) </source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="501" />
        <source>Stopped before any battle was over.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="414" />
        <source>Run</source>
        <extracomment>side -&gt; its AI's box (filled from the scenario's ruleset)</extracomment>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="442" />
        <source>Scenarios (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="465" />
        <source>AI of the {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="475" />
        <source>Running…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/simulate_dialog.py" line="452" />
        <location filename="../../vtt/ui/simulate_dialog.py" line="506" />
        <source>Could not simulate: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../vtt/ui/nechronica/table_view.py" line="315" />
        <source>Table view — {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/table_view.py" line="317" />
        <source>Victory: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="98" />
        <source>table</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="135" />
        <source>the GM</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="139" />
        <source>{0} may react</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="143" />
        <source>{0} chooses</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="146" />
        <source>Still to commit: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="148" />
        <source>{0}'s turn</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/table_window.py" line="161" />
        <location filename="../../vtt/ui/widgets/table_window.py" line="162" />
        <source>Roll: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="72" />
        <source>A value is needed</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="73" />
        <source>This cannot be empty</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="74" />
        <source>At most {max_length} characters</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="75" />
        <source>Write it as text</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="76" />
        <location filename="../../vtt/ui/workshop/form.py" line="77" />
        <location filename="../../vtt/ui/workshop/form.py" line="78" />
        <source>Write a whole number</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="79" />
        <location filename="../../vtt/ui/workshop/form.py" line="80" />
        <source>Write a number</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="81" />
        <location filename="../../vtt/ui/workshop/form.py" line="82" />
        <source>Yes or no</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="83" />
        <source>At least {ge}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="84" />
        <source>At most {le}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="85" />
        <source>More than {gt}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="86" />
        <source>Less than {lt}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="87" />
        <source>At least {min_length}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="88" />
        <source>At most {max_length}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="89" />
        <source>One of {expected}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="90" />
        <source>This field is not known here</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="91" />
        <source>Write a list</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="92" />
        <location filename="../../vtt/ui/workshop/form.py" line="93" />
        <source>Write a set of named values</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="94" />
        <source>Not valid JSON</source>
        <translation />
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="128" />
        <source>New doll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="133" />
        <source>New enemy</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="140" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="172" />
        <source>Name</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="141" />
        <source>Location</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="142" />
        <source>Timing</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="143" />
        <source>Cost</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="144" />
        <source>Range</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="145" />
        <source>Effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="146" />
        <source>Category</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="147" />
        <source>Level</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="148" />
        <source>Damaged</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="156" />
        <source>Head</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="157" />
        <source>Arms</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="158" />
        <source>Torso</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="159" />
        <source>Legs</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="160" />
        <source>Body</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="161" />
        <location filename="../../vtt/ui/nechronica/workshop.py" line="176" />
        <source>Skill</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="164" />
        <source>Auto</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="165" />
        <source>Action</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="166" />
        <source>Judge</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="167" />
        <source>Damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="168" />
        <source>Rapid</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="171" />
        <source>Basic</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="172" />
        <source>Armament</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="173" />
        <source>Mutation</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="174" />
        <source>Modification</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="175" />
        <source>Treasure</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="177" />
        <source>Enemy</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="516" />
        <source>Add to the enemy</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/nechronica/workshop.py" line="517" />
        <source>Add to the doll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="165" />
        <source>Row {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="276" />
        <source>One a line</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="554" />
        <source>Fill in</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="561" />
        <source>Has one</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="775" />
        <source>From the list:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="811" />
        <source>None yet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="815" />
        <source>Add a row</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="820" />
        <location filename="../../vtt/ui/workshop/form.py" line="1014" />
        <source>Add</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="870" />
        <source>Move up</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="871" />
        <source>Move down</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/form.py" line="872" />
        <location filename="../../vtt/ui/workshop/form.py" line="1055" />
        <source>Remove</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="52" />
        <source>New {0}</source>
        <extracomment>a scenario's editor, opened by name (it runs the simulator, which the editors need not import) the paper's width and height in points</extracomment>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="112" />
        <source>Printed sheet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="145" />
        <source>The last valid sheet: fix the file to see it change</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="301" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="151" />
        <source>New</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="302" />
        <source>Print…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="304" />
        <source>Save</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="305" />
        <source>Save to my library</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="306" />
        <source>Save as…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="307" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="159" />
        <source>Close</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="309" />
        <source>This kind of file has no printed sheet.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="320" />
        <source>not saved</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="374" />
        <source>Save as</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="393" />
        <source>Saved to {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="403" />
        <source>Unsaved edits</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="404" />
        <source>Save the edits to {0} before closing?</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="406" />
        <source>this file</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="438" />
        <source>Print the sheet to PDF</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="454" />
        <source>Not printed</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="456" />
        <source>Sheet written to {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="485" />
        <source>Exported to {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="488" />
        <source>Not exported</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="491" />
        <source>Copied for {0}: paste it where it goes</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="501" />
        <source>Blank</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="504" />
        <source>From a sample</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/editor.py" line="303" />
        <location filename="../../vtt/ui/workshop/editor.py" line="495" />
        <source>Export</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="66" />
        <source>Library folder</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="173" />
        <source>File</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="174" />
        <source>Problem</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="146" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="197" />
        <location filename="../../vtt/ui/workshop/library_window.py" line="284" />
        <source>My library</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="58" />
        <source>Library folder:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="59" />
        <source>Change…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="60" />
        <source>Default</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="147" />
        <source>Rules system:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="152" />
        <source>New from this</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="153" />
        <source>Open</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="154" />
        <source>Duplicate</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="155" />
        <source>Rename…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="156" />
        <source>Delete…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="157" />
        <source>Save a copy to my library</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="198" />
        <source>Shipped samples (read-only)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="213" />
        <source>A shipped sample: open it as a template or save a copy</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="219" />
        <source>Nothing yet: make a new one, or save a copy of a sample</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="292" />
        <source>Rename</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="293" />
        <source>New name:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="298" />
        <source>Delete</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop/library_window.py" line="299" />
        <source>Delete {0} ({1}) from your library?</source>
        <translation />
    </message>
</context>
<context>
    <name>ZoneCanvas</name>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="151" />
        <source>cover</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="153" />
        <source>way out</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="162" />
        <source>+{0} more</source>
        <translation />
    </message>
</context>
<context>
    <name>ZoneEditorDialog</name>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="181" />
        <source>Draw the zone map</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="197" />
        <source>Cover (one can take cover here)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="198" />
        <source>A way out (one can flee from here)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="203" />
        <source>Zone</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="205" />
        <source>Name</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="206" />
        <source>Japanese name</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="212" />
        <source>Join / part</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="218" />
        <source>Next to</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="219" />
        <source>Add zone</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="221" />
        <source>Delete zone</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="227" />
        <source>Who starts where</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="232" />
        <source>Sample map…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="257" />
        <source>Click a zone to pick it, drag it to move it; Shift-drag from one zone to another to join or part them; double-click empty ground to add a zone.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="332" />
        <source>Zone {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="342" />
        <source>A map keeps at least one zone</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="346" />
        <source>{0} start in this zone: place them elsewhere first</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/zones/zone_editor.py" line="431" />
        <source>No way leads to {0}: join it to the others</source>
        <translation />
    </message>
</context>
<context>
    <name>ZoneMap</name>
    <message>
        <location filename="../../vtt/ui/widgets/zone_map.py" line="36" />
        <source>{0} cannot move to {1} now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/widgets/zone_map.py" line="370" />
        <source>cover</source>
        <translation />
    </message>
</context>
<context><name>Report</name><message><source>{0} battles of {1} (seed {2}; dolls: {3}, enemies: {4})</source><translation /></message><message><source>Dolls win {0:.1f}% (95% interval {1:.1f}–{2:.1f}%)</source><translation /></message><message><source>Outcomes: {0}</source><translation /></message><message><source>Rounds: mean {0:.2f}, median {1}</source><translation /></message><message><source>Dolls (per battle):</source><translation /></message><message><source>  {0} ({1}): parts lost {2:.2f}, madness gained {3:.2f}, destroyed {4:.1f}%, heart-broken {5:.1f}%</source><translation /></message><message><source>Destroyed by each attacker (per battle):</source><translation /></message><message><source>  {0} ({1}, {2}): parts {3:.2f}, bodies {4:.2f}</source><translation /></message><message><source>Most damaging enemy: {0} ({1})</source><translation /></message><message><source>Stopped once the win rate was known to ±{0:g} points: {1} battles</source><translation /></message><message><source>Not known to ±{0:g} points after {1} battles (the cap): run more, or ask for less</source><translation /></message><message><source>heuristic</source><translation /></message><message><source>random</source><translation /></message><message><source>reference</source><translation /></message><message><source>dolls</source><translation /></message><message><source>enemies</source><translation /></message><message><source>victory</source><translation /></message><message><source>annihilated</source><translation /></message><message><source>escaped</source><translation /></message><message><source>enemies_escaped</source><translation /></message><message><source>ended</source><translation /></message><message><source>timeout</source><translation /></message><message><source>{0} battles of {1} (seed {2}; {3})</source><translation /></message><message><source>{0} win {1:.1f}% (95% interval {2:.1f}–{3:.1f}%)</source><translation /></message></context><context><name>Fields</name><message><source>Name</source><translation /></message><message><source>English name</source><translation /></message><message><source>Position</source><translation /></message><message><source>Main class</source><translation /></message><message><source>Sub class</source><translation /></message><message><source>Reinforcement</source><translation /></message><message><source>Armament</source><translation /></message><message><source>Mutation</source><translation /></message><message><source>Modification</source><translation /></message><message><source>Starting area</source><translation /></message><message><source>Base AP</source><translation /></message><message><source>Basic parts</source><translation /></message><message><source>add every doll's basic parts (and a treasure) from the catalog before 'parts' when a battle is set up; handy in hand-written scripts</source><translation /></message><message><source>Parts</source><translation /></message><message><source>Id</source><translation /></message><message><source>catalog id, when the part comes from a catalog</source><translation /></message><message><source>Location</source><translation /></message><message><source>head, arms, torso, legs; body (horrors, legions); skill (not damageable)</source><translation /></message><message><source>Timing</source><translation /></message><message><source>Cost</source><translation /></message><message><source>AP cost; null for none (Auto)</source><translation /></message><message><source>Range</source><translation /></message><message><source>Effect</source><translation /></message><message><source>English effect</source><translation /></message><message><source>Category</source><translation /></message><message><source>Level</source><translation /></message><message><source>Dice</source><translation /></message><message><source>dice rolled for this maneuver's check</source><translation /></message><message><source>Damaged</source><translation /></message><message><source>Fetters</source><translation /></message><message><source>Target</source><translation /></message><message><source>Emotion</source><translation /></message><message><source>the fetter's content, e.g. 依存</source><translation /></message><message><source>Madness</source><translation /></message><message><source>Mad effect</source><translation /></message><message><source>name of the mad effect, e.g. 幼児退行</source><translation /></message><message><source>Treasure</source><translation /></message><message><source>this is the fetter to the treasure</source><translation /></message><message><source>Karma</source><translation /></message><message><source>Memory fragments</source><translation /></message><message><source>Favor</source><translation /></message><message><source>Notes</source><translation /></message><message><source>Kind</source><translation /></message><message><source>max AP before part bonuses (legion/horror: their max AP; savant: 6)</source><translation /></message><message><source>Threat</source><translation /></message><message><source>legion: per 5 bodies; horror, savant: in total</source><translation /></message><message><source>savant: add a doll's basic parts before 'parts'</source><translation /></message><message><source>Bodies</source><translation /></message><message><source>legion only: number of bodies</source><translation /></message><message><source>Description</source><translation /></message><message><source>Dolls</source><translation /></message><message><source>File</source><translation /></message><message><source>Doll</source><translation /></message><message><source>Area</source><translation /></message><message><source>where she starts (default: her file's area)</source><translation /></message><message><source>Enemies</source><translation /></message><message><source>Enemy</source><translation /></message><message><source>a legion's bodies (default: its file's)</source><translation /></message><message><source>Hidden</source><translation /></message><message><source>Show name</source><translation /></message><message><source>Show ap</source><translation /></message><message><source>Show damage</source><translation /></message><message><source>Victory</source><translation /></message><message><source>Type</source><translation /></message><message><source>Annihilate</source><translation /></message><message><source>Survive rounds</source><translation /></message><message><source>Custom</source><translation /></message><message><source>Rounds</source><translation /></message><message><source>Text</source><translation /></message><message><source>Options</source><translation /></message><message><source>Favor fetter change cost</source><translation /></message><message><source>001: 1 favor; 000 (English): 2</source><translation /></message><message><source>Fumble attacker picks location</source><translation /></message><message><source>000 (English): on a fumble the attacker also picks the location</source><translation /></message><message><source>Treasure recovery any fetter</source><translation /></message><message><source>errata: end-of-battle treasure recovery may take madness off any fetter</source><translation /></message><message><source>Nc declares first</source><translation /></message><message><source>enforce: at the same count the NC side acts first</source><translation /></message><message><source>Dismember target</source><translation /></message><message><source>dismemberment check succeeds on this or more</source><translation /></message><message><source>Seed</source><translation /></message><message><source>Character</source><translation /></message><message><source>Npc</source><translation /></message><message><source>Japanese name</source><translation /></message><message><source>Actions</source><translation /></message><message><source>dice per action: attribute + skill (an action not listed rolls 0 dice)</source><translation /></message><message><source>Attribute</source><translation /></message><message><source>Skill</source><translation /></message><message><source>Weapons</source><translation /></message><message><source>Rolls</source><translation /></message><message><source>strike: melee weapon; shoot: ranged; force: unarmed or wrestling</source><translation /></message><message><source>Damage</source><translation /></message><message><source>Physical Harm on a hit</source><translation /></message><message><source>zone distances it reaches: [0, 0] same zone, [0, 1] a sling, [1, 3] a longbow (not its own zone)</source><translation /></message><message><source>Physical Harm</source><translation /></message><message><source>Physical Harm capacity (null: the option's)</source><translation /></message><message><source>Mental Harm</source><translation /></message><message><source>Mental Harm capacity (null: the option's)</source><translation /></message><message><source>Initiative cards</source><translation /></message><message><source>initiative cards drawn (a monster may hold several)</source><translation /></message><message><source>Zones</source><translation /></message><message><source>Cover</source><translation /></message><message><source>a place where it is possible to take cover</source><translation /></message><message><source>At</source><translation /></message><message><source>where the map draws it, 0-1 across and down</source><translation /></message><message><source>Exit</source><translation /></message><message><source>one can flee the fight from here</source><translation /></message><message><source>Edges</source><translation /></message><message><source>adjacent zones; default: a line in order</source><translation /></message><message><source>Participants</source><translation /></message><message><source>the id commands use (default: the name in lower case)</source><translation /></message><message><source>a character file, relative to the scenario</source><translation /></message><message><source>Sheet</source><translation /></message><message><source>the character written inline</source><translation /></message><message><source>shown instead of the sheet's name</source><translation /></message><message><source>the name in Japanese, with 'name'</source><translation /></message><message><source>Side</source><translation /></message><message><source>Party</source><translation /></message><message><source>Foes</source><translation /></message><message><source>Zone</source><translation /></message><message><source>Group</source><translation /></message><message><source>identical NPCs of one group share one initiative card</source><translation /></message><message><source>Success</source><translation /></message><message><source>a die showing this or more is a success</source><translation /></message><message><source>Harm capacity</source><translation /></message><message><source>Harm a player character can take on each track</source><translation /></message><message><source>NPC harm capacity</source><translation /></message><message><source>an NPC's capacity where its sheet gives none</source><translation /></message><message><source>Deck</source><translation /></message><message><source>initiative cards 1 to this</source><translation /></message><message><source>Cover successes</source><translation /></message><message><source>extra successes a Shoot needs at a target in cover</source><translation /></message><message><source>Degree</source><translation /></message><message><source>Aura is had from Degree 1</source><translation /></message><message><source>Effort</source><translation /></message><message><source>Effort Pool: d10s rolled each round</source><translation /></message><message><source>Aura</source><translation /></message><message><source>Health boxes</source><translation /></message><message><source>boxes of 10 Health</source><translation /></message><message><source>Armor</source><translation /></message><message><source>1 leather, 2 chainmail, 3 advanced tac-gear</source><translation /></message><message><source>Senses</source><translation /></message><message><source>the Senses skill (a Subtle weapon's foe defends only with it)</source><translation /></message><message><source>Weapon</source><translation /></message><message><source>Advantage</source><translation /></message><message><source>Mimics</source><translation /></message><message><source>an Improvised weapon: the advantage of the weapon it stands in for</source><translation /></message><message><source>Techniques</source><translation /></message><message><source>Keyword</source><translation /></message><message><source>Bonus</source><translation /></message><message><source>added to the total of the set it bolsters (once per round)</source><translation /></message><message><source>Imbalances</source><translation /></message><message><source>Rank</source><translation /></message><message><source>Physical</source><translation /></message><message><source>Chakra</source><translation /></message><message><source>State</source><translation /></message><message><source>Recovery</source><translation /></message><message><source>Prana</source><translation /></message><message><source>Hidden bids</source><translation /></message><message><source>bids are hidden from the other side until the bidding ends</source><translation /></message><message><source>Hidden effort</source><translation /></message><message><source>Effort dice are hidden from the other side</source><translation /></message><message><source>Death token</source><translation /></message><message><source>Death is a possibility from the first round</source><translation /></message><message><source>Attributes</source><translation /></message><message><source>combat, agility, strength... as pools (2d6)</source><translation /></message><message><source>Skills</source><translation /></message><message><source>dodge, block, endurance, cut_weapons... (3d10)</source><translation /></message><message><source>the combat skill it is used with, e.g. cut_weapons</source><translation /></message><message><source>[Weapon:Damage]</source><translation /></message><message><source>Damage per shift</source><translation /></message><message><source>[Weapon:Damage Per Shift]</source><translation /></message><message><source>Range bands</source><translation /></message><message><source>the range bands it reaches</source><translation /></message><message><source>Speed</source><translation /></message><message><source>a projectile's Speed (dodged against it)</source><translation /></message><message><source>Armor by location</source><translation /></message><message><source>Armor at each hit location</source><translation /></message><message><source>Health</source><translation /></message><message><source>the health at the start in the seed's notation (default: 4 + Endurance points, all O)</source><translation /></message><message><source>Ranges</source><translation /></message><message><source>[a, b, band] the GM set</source><translation /></message><message><source>the deck holds the cards 1 to this</source><translation /></message><message><source>Exhaustion penalty</source><translation /></message><message><source>subtracted from a pool's result per exhausted point</source><translation /></message><message><source>Default band</source><translation /></message><message><source>the range between a pair the table does not name</source><translation /></message><message><source>Redraw</source><translation /></message><message><source>a new Draw phase when no one in the fight has a card left</source><translation /></message></context></TS>