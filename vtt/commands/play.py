"""`vtt play SCRIPT.json`: run a battle script headless and print the event log and final state."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from vtt.core.errors import FileFormatError, Phrase, VttError
from vtt.core.files import load_model
from vtt.core.records import Command
from vtt.core.ruleset import REACT
from vtt.core.session import Verdict
from vtt.rules.nechronica.battle import new_session, save_battle
from vtt.rules.nechronica.narration import narrate
from vtt.rules.nechronica.reasons import refusal_text
from vtt.rules.nechronica.models import AREA_NAMES_JA, BattleScript, LOCATIONS, ScenarioFile


def add_arguments(p):
    p.add_argument("script", help="battle script JSON (see docs/play.md)")
    p.add_argument("--json", action="store_true", help="print one JSON object: events, rejected, state, log")
    p.add_argument("--strict", action="store_true", help="exit 1 if any command is rejected")
    p.add_argument("--save", metavar="BATTLE.json", help="also save the battle (setup + log + snapshot)")
    p.add_argument("--lang", choices=["en", "ja"], default="en", help="language of the event log and of the reasons commands were rejected")


def run_script(script: BattleScript, base_dir, lang: str = "en") -> tuple:
    """Play a script; returns (session, events, rejected). Rejected commands change nothing; their
    reasons are told in ``lang``."""
    if script.scenario is not None:
        path = Path(base_dir) / script.scenario
        scenario = load_model(ScenarioFile, path)
        scen_dir = path.parent
    else:
        scenario, scen_dir = script.setup, base_dir
    session = new_session(scenario, scen_dir, script.seed)
    events, rejected = [], []
    for i, raw in enumerate(script.commands):
        waiting = list(session.pending_dice)
        try:
            cmd = Command.from_dict(raw)
            if cmd.dice is not None:
                # dice given with a command are the next dice rolled: if this command rolls none
                # (its declaration only opens a Rapid window), they wait for the roll it leads to
                session.pending_dice = waiting + list(cmd.dice)
                cmd = Command(cmd.type, cmd.actor, cmd.params)
            while True:
                try:
                    events.extend(session.do(cmd))
                    break
                except VttError:
                    # auto_pass: a command that is not a reaction closes the open window first
                    closing = _window_close(session) if script.auto_pass else None
                    if closing is not None and cmd.type != closing.type:
                        events.extend(session.do(closing))
                        continue
                    raise
        except VttError as e:
            session.pending_dice = waiting
            rejected.append({"index": i, "command": raw, "reason": refusal_text(Verdict.refused(e), lang, rule=True)})
    if session.pending_dice:
        unused = Phrase("{count} die value(s) given were never rolled: {dice}",
                        count=len(session.pending_dice), dice=str(session.pending_dice))
        rejected.append({"index": len(script.commands), "command": None,
                         "reason": refusal_text(unused, lang)})
    return session, events, rejected


def _window_close(session) -> Command | None:
    """The command that closes the open reaction window (None: no window is open)."""
    return next((a.fallback for a in session.awaited() if a.kind == REACT and a.fallback is not None), None)


def format_state(session) -> str:
    b = session.state
    lines = [f"Round {b.round}, count {b.count}, phase {b.phase}, outcome {b.outcome or '-'}"]
    for p in b.participants.values():
        head = (f"{p.id} {p.name} [{p.side}/{p.kind}] area {AREA_NAMES_JA[b.areas[p.area]]} ({b.areas[p.area]}) "
                f"AP {p.ap} / max {b.max_ap(p)}")
        if p.kind == "legion":
            head += f" bodies {p.bodies}"
        for flag in ("escaped", "heart_broken", "destroyed"):
            if getattr(p, flag):
                head += f" {flag.upper()}"
        lines.append(head)
        locs = [loc for loc in (*LOCATIONS, "body", "skill") if any(x.location == loc for x in p.parts)]
        for loc in locs:
            parts = ", ".join(("x " if x.damaged else "") + x.name for x in p.parts if x.location == loc)
            lines.append(f"  {loc}: {parts}")
        for f in p.fetters:
            lines.append(f"  fetter {f.target} ({f.emotion}): madness {f.madness}" + (" MAD" if f.mad else ""))
    if b.summary:
        lines.append("summary: " + json.dumps(b.summary, ensure_ascii=False))
    return "\n".join(lines)


def run(args) -> int:
    path = Path(args.script)
    try:
        script = load_model(BattleScript, path)
        # the JSON output is for programs: its reasons stay English like its events' text
        session, events, rejected = run_script(script, path.parent, "en" if args.json else args.lang)
    except FileFormatError as e:
        print(f"vtt play: {e}", file=sys.stderr)
        return 2
    if args.save:
        save_battle(session, args.save)
    if args.json:
        out = {"events": [e.to_dict() for e in events], "rejected": rejected, "state": session.snapshot(),
               "log": [r.command.to_dict() for r in session.log]}
        print(json.dumps(out, ensure_ascii=False, indent=1))
    else:
        for e in events:
            print(narrate(e, session.state, args.lang))
        for r in rejected:
            what = json.dumps(r["command"], ensure_ascii=False) if r["command"] is not None else "(end of script)"
            print(f"REJECTED command {r['index']} {what}: {r['reason']}")
        print()
        print(format_state(session))
    if rejected:
        print(f"vtt play: {len(rejected)} command(s) rejected", file=sys.stderr)
        if args.strict:
            return 1
    return 0
