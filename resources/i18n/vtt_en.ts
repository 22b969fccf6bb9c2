<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>AiDriver</name>
    <message>
        <location filename="../../vtt/ui/ai_driver.py" line="122" />
        <source>AI plays the enemies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/ai_driver.py" line="123" />
        <source>AI plays the dolls</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/ai_driver.py" line="129" />
        <source>AI speed</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/ai_driver.py" line="130" />
        <source>Slow</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/ai_driver.py" line="130" />
        <source>Normal</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/ai_driver.py" line="130" />
        <source>Fast</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/ai_driver.py" line="131" />
        <source>Instant</source>
        <translation />
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <location filename="../../vtt/ui/markers.py" line="38" />
        <source>Before the battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/markers.py" line="40" />
        <source>victory</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/markers.py" line="41" />
        <source>annihilated</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/markers.py" line="42" />
        <source>escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/markers.py" line="43" />
        <source>ended</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/markers.py" line="44" />
        <source>Round {0} · Ended ({1})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/markers.py" line="46" />
        <source>Round {0} · Round end</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/markers.py" line="47" />
        <source>Round {0} · Count {1}</source>
        <translation />
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="67" />
        <source>Search name or effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="69" />
        <source>All categories</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="73" />
        <source>All levels</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="77" />
        <source>All timings</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="86" />
        <source>Add</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="89" />
        <source>Add catalog file…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="137" />
        <source>Add a parts catalog</source>
        <translation />
    </message>
</context>
<context>
    <name>CatalogDialog</name>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="156" />
        <source>Parts catalog</source>
        <translation />
    </message>
</context>
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
    <name>CountTrack</name>
    <message>
        <location filename="../../vtt/ui/count_track.py" line="164" />
        <source>Next count ▼</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/count_track.py" line="165" />
        <source>Advance to the next count</source>
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
    <name>DollEditor</name>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="323" />
        <source>Doll: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="341" />
        <source>Name</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="342" />
        <source>Position</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="343" />
        <source>Main class</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="344" />
        <source>Sub class</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="346" />
        <source>Armament</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="346" />
        <source>Mutation</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="346" />
        <source>Modification</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="349" />
        <source>Reinforcement</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="350" />
        <source>Starting area</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="351" />
        <source>Base AP</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="352" />
        <source>Karma (one a line)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="353" />
        <source>Memory fragments (one a line)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="361" />
        <source>Add a hand-written part</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="363" />
        <source>Remove part</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="365" />
        <source>Add to the doll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="382" />
        <source>Target</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="382" />
        <source>Emotion</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="382" />
        <source>Madness</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="383" />
        <source>Mad effect</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="383" />
        <source>Treasure</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="387" />
        <source>Add fetter</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="389" />
        <source>Remove fetter</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="401" />
        <source>Profile</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="402" />
        <source>Parts</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="403" />
        <source>Fetters</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="411" />
        <source>Copy for CCFOLIA</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="502" />
        <source>Max AP: —</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="508" />
        <source>Max AP: {0}  ({1})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="519" />
        <source>{0}: {1} parts, but the reinforcement value is {2}</source>
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
    <name>EnemyEditor</name>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="544" />
        <source>Enemy: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="560" />
        <source>Add part</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="562" />
        <source>Remove part</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="565" />
        <source>Kind</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="566" />
        <source>Name</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="567" />
        <source>Base AP</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="568" />
        <source>Threat</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="569" />
        <source>Bodies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="600" />
        <source>Threat: —</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="602" />
        <source>Threat: {0} ({1} per 5 bodies × {2})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="605" />
        <source>Threat: {0}</source>
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
        <source>Type the values rolled at the table (e.g. 7 3); they wait for the next roll, whichever command causes it.</source>
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
        <location filename="../../vtt/ui/flow_panel.py" line="207" />
        <source>maneuver</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="207" />
        <source>check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="208" />
        <source>damage</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="238" />
        <source>Re-roll ({0} {1})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="240" />
        <source>Take 1 madness on this fetter and re-roll the check</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="257" />
        <source>({0} more waiting)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="267" />
        <source>Head</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="267" />
        <source>Arms</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="267" />
        <source>Torso</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="268" />
        <source>Legs</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="336" />
        <source>Roll a madness check for {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="346" />
        <source>Victory</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="346" />
        <source>Annihilated</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="347" />
        <source>Escaped</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="347" />
        <source>Ended by the GM</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="348" />
        <source>round {0}, count {1}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="351" />
        <source>Recovery stock: {0} basic, {1} reinforcement part(s) (threat {2})</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="355" />
        <source>Treasure: {0}'s fetter to {1} drops to {2} madness</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/flow_panel.py" line="357" />
        <source>Favor from karma: {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="256" />
        <source>Keyboard shortcuts</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="257" />
        <source>Press any key or click to close</source>
        <translation />
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../vtt/ui/log_dock.py" line="78" />
        <source>Export log…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/log_dock.py" line="109" />
        <source>Export log</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/log_dock.py" line="110" />
        <source>Markdown (*.md);;Text (*.txt)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/log_dock.py" line="113" />
        <source>Log written to {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="281" />
        <source>&amp;File</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="282" />
        <source>Recent files</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="283" />
        <source>&amp;Edit</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="284" />
        <source>&amp;Battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="285" />
        <source>&amp;View</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="286" />
        <source>&amp;Help</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="287" />
        <source>&amp;Solo</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="288" />
        <source>Simulate encounter…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="289" />
        <source>&amp;Workshop</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="290" />
        <source>New doll…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="291" />
        <source>Edit doll…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="292" />
        <source>New enemy…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="293" />
        <source>Edit enemy…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="294" />
        <source>Parts catalog…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="295" />
        <source>Import from キャラクター保管所…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="296" />
        <source>Copy doll for CCFOLIA…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="299" />
        <location filename="../../vtt/ui/main_window.py" line="324" />
        <source>New battle…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="300" />
        <location filename="../../vtt/ui/main_window.py" line="325" />
        <source>Open…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="301" />
        <source>Save</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="302" />
        <source>Save as…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="303" />
        <source>Settings…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="304" />
        <source>Open the demo battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="305" />
        <source>Print doll sheets…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="306" />
        <source>Export doll sheets as PDF…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="307" />
        <source>Sheet printing is not available in this build</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="310" />
        <source>Export log…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="311" />
        <source>Quit</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="312" />
        <source>Open the table view</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="314" />
        <source>The table view is not available in this build</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="315" />
        <source>Count</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="315" />
        <source>Battle flow</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="316" />
        <source>Sheets</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="316" />
        <source>Log</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="317" />
        <source>Dice box</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="319" />
        <source>The last session did not end cleanly. Recover the autosaved battle?</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="320" />
        <source>Recover</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="321" />
        <source>Discard</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="322" />
        <source>Nechronica virtual tabletop</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="323" />
        <source>Demo battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="370" />
        <source>The area map is not available in this build</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="376" />
        <source>The count track is not available in this build</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="470" />
        <source>Nechronica VTT</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="491" />
        <source>Open a battle or scenario</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="492" />
        <source>Battles and scenarios (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="519" />
        <source>Save battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="520" />
        <source>Battles (*.json)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="534" />
        <source>Saved {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="579" />
        <source>Autosave failed: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="605" />
        <source>The autosave could not be recovered: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="610" />
        <source>Recovered the autosaved battle ({0} commands)</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="628" />
        <location filename="../../vtt/ui/main_window.py" line="632" />
        <source>Export doll sheets</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="631" />
        <source>A4</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="631" />
        <source>Letter</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="631" />
        <source>A4, blank</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="631" />
        <source>Letter, blank</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="632" />
        <source>Paper</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="643" />
        <source>The doll sheets could not be written: {0}</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/main_window.py" line="645" />
        <source>Doll sheets written to {0}</source>
        <translation />
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="36" />
        <location filename="../../vtt/ui/dialogs.py" line="37" />
        <source>New battle</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="43" />
        <source>Dolls</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="49" />
        <source>Enemies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="115" />
        <source> bodies</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="56" />
        <location filename="../../vtt/ui/dialogs.py" line="64" />
        <source>Destroy every enemy</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="47" />
        <source>Add doll file…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="53" />
        <source>Add enemy file…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="57" />
        <source>Survive a number of rounds</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="58" />
        <source>Decided by the GM</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="63" />
        <source>One karma per line</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="67" />
        <source>Name:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="68" />
        <source>Victory:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="69" />
        <source>Rounds to survive:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="70" />
        <source>Karma:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="130" />
        <source>Add doll file</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="130" />
        <source>Add enemy file</source>
        <translation />
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="638" />
        <source>Edit doll</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="642" />
        <source>Edit enemy</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="656" />
        <source>Import from キャラクター保管所</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="670" />
        <source>Copy doll for CCFOLIA</source>
        <translation />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="166" />
        <source>Settings</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="175" />
        <source>Language:</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="176" />
        <source>The language changes at once; a few menus refresh on restart.</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="177" />
        <source>General</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="179" />
        <source>Command</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="179" />
        <source>Key</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="179" />
        <source>Second key</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="191" />
        <source>Shortcuts</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/dialogs.py" line="219" />
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
<context>
    <name>_EditorBase</name>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="255" />
        <location filename="../../vtt/ui/workshop.py" line="285" />
        <source>Save</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="256" />
        <source>Save as…</source>
        <translation />
    </message>
    <message>
        <location filename="../../vtt/ui/workshop.py" line="257" />
        <source>Close</source>
        <translation />
    </message>
</context>
</TS>