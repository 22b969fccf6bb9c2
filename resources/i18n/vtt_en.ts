<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>CommandLabel</name>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="28" />
        <source>on {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="30" />
        <source>to {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="32" />
        <source>escape the battlefield</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="35" />
        <source>at {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="37" />
        <source>no target needed</source>
        <translation />
    </message>
</context>
<context>
    <name>DiceBox</name>
    <message>
        <location filename="../../vtt/ui/dice_box.py" line="46" />
        <source>Roll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dice_box.py" line="47" />
        <source>2NC+1, 1NA, NM … (add =7,3 for physical dice)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dice_box.py" line="49" />
        <source>The dice module is not available in this build</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dice_box.py" line="76" />
        <source>Chance of success for {0}D10{1:+d}: {2:.0%}</source>
        <translation />
    </message>
</context>
<context>
    <name>DollSheet</name>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="108" />
        <source>Part</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="108" />
        <source>Timing</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="108" />
        <source>Cost</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="108" />
        <source>Range</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="109" />
        <source>Now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="109" />
        <source>Effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="110" />
        <source>Fetter</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="110" />
        <source>Emotion</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="110" />
        <source>Madness</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="111" />
        <source>Mad effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="112" />
        <source>Use</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="113" />
        <source>Declare the selected maneuver with the chosen target (U)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="131" />
        <source>destroyed</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="133" />
        <source>escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="135" />
        <source>heart-broken</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="136" />
        <source>Doll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="136" />
        <source>Savant</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="136" />
        <source>Legion</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="137" />
        <source>Horror</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="140" />
        <source>{0} of {1} bodies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="145" />
        <source>AP {0} / max {1}  ({2})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="153" />
        <source>base</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="161" />
        <source>Head</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="161" />
        <source>Arms</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="161" />
        <source>Torso</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="162" />
        <source>Legs</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="162" />
        <source>Body</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="162" />
        <source>Skills</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="177" />
        <source>({0} intact)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="192" />
        <source>Auto</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="192" />
        <source>Action</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="192" />
        <source>Judge</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="193" />
        <source>Damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="193" />
        <source>Rapid</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="197" />
        <source>Auto: always in effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="199" />
        <source>Can be used now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="224" />
        <source>No legal target right now</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="233" />
        <source>{0} of 4 madness</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="237" />
        <source>Mad: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="301" />
        <source>Repair 【{0}】 (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="304" />
        <source>Damage 【{0}】 (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="319" />
        <source>Set madness on {0} (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="340" />
        <source>Set AP… (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="341" />
        <source>Move to (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="346" />
        <source>Set bodies… (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="347" />
        <source>Return to the battle (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="347" />
        <source>Escape (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="350" />
        <source>Madness check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="353" />
        <source>Table view (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="354" />
        <source>Hidden</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="354" />
        <source>Show name</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="355" />
        <source>Show AP</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="355" />
        <source>Show damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="361" />
        <source>End the battle (GM)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="362" />
        <source>Victory</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="362" />
        <source>Annihilated</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="363" />
        <source>Escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="363" />
        <source>Ended</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="369" />
        <source>Set AP</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="369" />
        <source>AP of {0}:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="375" />
        <source>Set bodies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/doll_sheet.py" line="375" />
        <source>Bodies of {0}:</source>
        <translation />
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="135" />
        <source>Start battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="136" />
        <source>Next count</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="137" />
        <source>Reaction window</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="138" />
        <source>Being resolved (last declared on top):</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="139" />
        <source>Reactions that can be declared now:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="140" />
        <source>Declare</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="141" />
        <source>Pass / close window</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="142" />
        <source>Decision</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="143" />
        <source>Confirm</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="144" />
        <source>Dice</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="145" />
        <source>Physical dice:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="146" />
        <source>empty: the computer rolls</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="147" />
        <source>Type the values rolled at the table (e.g. 7 3); they are used by the next command that rolls.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="149" />
        <source>Madness checks</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="150" />
        <source>The battle is over</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="177" />
        <source>Setup</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="177" />
        <source>Battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="177" />
        <source>Round end</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="178" />
        <source>Ended</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="179" />
        <source>&lt;b&gt;Round {0}&lt;/b&gt; · count &lt;b&gt;{1}&lt;/b&gt; · {2}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="188" />
        <source>Advance to the next count (N)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="191" />
        <source>Acting at this count: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="201" />
        <source>Rapid</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="201" />
        <source>Judge</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="201" />
        <source>Damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="202" />
        <source>{0} window open</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="236" />
        <source>Re-roll ({0} {1})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="238" />
        <source>Take 1 madness on this fetter and re-roll the check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="255" />
        <source>({0} more waiting)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="265" />
        <source>Head</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="265" />
        <source>Arms</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="265" />
        <source>Torso</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="266" />
        <source>Legs</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="334" />
        <source>Roll a madness check for {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="344" />
        <source>Victory</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="344" />
        <source>Annihilated</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="345" />
        <source>Escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="345" />
        <source>Ended by the GM</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="346" />
        <source>round {0}, count {1}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="349" />
        <source>Recovery stock: {0} basic, {1} reinforcement part(s) (threat {2})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="353" />
        <source>Treasure: {0}'s fetter to {1} drops to {2} madness</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="355" />
        <source>Favor from karma: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="215" />
        <source>Keyboard shortcuts</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="216" />
        <source>Press any key or click to close</source>
        <translation />
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../vtt/ui/log_dock.py" line="76" />
        <source>Export log…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/log_dock.py" line="94" />
        <source>Export log</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/log_dock.py" line="95" />
        <source>Markdown (*.md);;Text (*.txt)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/log_dock.py" line="98" />
        <source>Log written to {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="279" />
        <source>&amp;File</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="280" />
        <source>Recent files</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="281" />
        <source>&amp;Edit</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="282" />
        <source>&amp;Battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="283" />
        <source>&amp;View</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="284" />
        <source>&amp;Help</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="287" />
        <location filename="../../vtt/ui/main_window.py" line="312" />
        <source>New battle…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="288" />
        <location filename="../../vtt/ui/main_window.py" line="313" />
        <source>Open…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="289" />
        <source>Save</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="290" />
        <source>Save as…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="291" />
        <source>Settings…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="292" />
        <source>Open the demo battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="293" />
        <source>Print doll sheets…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="294" />
        <source>Export doll sheets as PDF…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="295" />
        <source>Sheet printing is not available in this build</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="298" />
        <source>Export log…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="299" />
        <source>Quit</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="300" />
        <source>Open the table view</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="302" />
        <source>The table view is not available in this build</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="303" />
        <source>Count</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="303" />
        <source>Battle flow</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="304" />
        <source>Sheets</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="304" />
        <source>Log</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="305" />
        <source>Dice box</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="307" />
        <source>The last session did not end cleanly. Recover the autosaved battle?</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="308" />
        <source>Recover</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="309" />
        <source>Discard</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="310" />
        <source>Nechronica virtual tabletop</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="311" />
        <source>Demo battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="327" />
        <source>The area map is not available in this build</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="333" />
        <source>The count track is not available in this build</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="424" />
        <source>Nechronica VTT</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="445" />
        <source>Open a battle or scenario</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="446" />
        <source>Battles and scenarios (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="473" />
        <source>Save battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="474" />
        <source>Battles (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="488" />
        <source>Saved {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="528" />
        <source>Autosave failed: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="553" />
        <source>The autosave could not be recovered: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="558" />
        <source>Recovered the autosaved battle ({0} commands)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="577" />
        <source>Export doll sheets</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="580" />
        <source>Doll sheets written to {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="39" />
        <location filename="../../vtt/ui/dialogs.py" line="40" />
        <source>New battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="43" />
        <source>Dolls</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="54" />
        <source>Enemies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="64" />
        <source> bodies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="70" />
        <location filename="../../vtt/ui/dialogs.py" line="78" />
        <source>Destroy every enemy</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="71" />
        <source>Survive a number of rounds</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="72" />
        <source>Decided by the GM</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="77" />
        <source>One karma per line</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="81" />
        <source>Name:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="82" />
        <source>Victory:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="83" />
        <source>Rounds to survive:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="84" />
        <source>Karma:</source>
        <translation />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="125" />
        <source>Settings</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="134" />
        <source>Language:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="135" />
        <source>The language changes at once; a few menus refresh on restart.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="136" />
        <source>General</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="138" />
        <source>Command</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="138" />
        <source>Key</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="138" />
        <source>Second key</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="150" />
        <source>Shortcuts</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="178" />
        <source>{0} is bound to both “{1}” and “{2}”</source>
        <translation />
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="18" />
        <source>New battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="19" />
        <source>Open battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="20" />
        <source>Save battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="21" />
        <source>Save battle as</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="22" />
        <source>Undo the last command</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="23" />
        <source>Redo</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="24" />
        <source>Start the battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="25" />
        <source>Next count</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="26" />
        <source>Use the selected maneuver</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="27" />
        <source>Pass: close the reaction window</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="28" />
        <source>Confirm the current choice</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="29" />
        <source>Roll dice (focus the dice box)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="30" />
        <source>Type physical dice for the next roll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="31" />
        <source>Next doll sheet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="32" />
        <source>Previous doll sheet</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="33" />
        <source>Settings</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/shortcuts.py" line="34" />
        <source>Keyboard help</source>
        <translation />
    </message>
</context>
</TS>