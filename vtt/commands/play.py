"""`vtt play SCRIPT.json`: run a battle script of any ruleset headless and print the event log and final
state. The script's ``ruleset`` names its system (none: the default); the system reads its own script
format and tells its events, refusals and state (vtt.core.registry)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from vtt.core.errors import FileFormatError, Phrase, VttError
from vtt.core.files import read_json
from vtt.core.game_file import save_battle
from vtt.core.records import Command
from vtt.core.registry import system_of
from vtt.core.i18n import languages
from vtt.core.ruleset import REACT, refusal_text
from vtt.core.session import Verdict


def add_arguments(p):
    p.add_argument("script", help="battle script JSON (see docs/play.md): its battle is 'scenario' (a scenario "
                                  "file) or 'setup' (a scenario written inline), one of them")
    p.add_argument("--json", action="store_true", help="print one JSON object: events, rejected, state, log")
    p.add_argument("--strict", action="store_true", help="exit 1 if any command is rejected")
    p.add_argument("--save", metavar="BATTLE.json", help="also save the battle (setup + log + snapshot)")
    p.add_argument("--lang", choices=languages(), default="en", help="language of the event log and of the reasons commands were rejected")


def run_script(session, commands: list, auto_pass: bool = False, lang: str = "en") -> tuple:
    """Play ``commands`` on ``session``; returns (events, rejected). Rejected commands change nothing;
    their reasons are told in ``lang``."""
    events, rejected = [], []
    for i, raw in enumerate(commands):
        waiting = list(session.pending_dice)
        passes, mark, where = 0, len(events), session.mark()
        try:
            cmd = Command.from_dict(raw)
            if cmd.dice is not None:
                # dice given with a command are the next dice rolled: if this command rolls none
                # (its declaration only opens a reaction window), they wait for the roll it leads to
                session.pending_dice = waiting + list(cmd.dice)
                cmd = Command(cmd.type, cmd.actor, cmd.params)
            while True:
                try:
                    events.extend(session.do(cmd))
                    break
                except VttError:
                    # auto_pass: a command that is not a reaction closes the open window first
                    closing = _window_close(session) if auto_pass else None
                    if closing is not None and cmd.type != closing.type:
                        events.extend(session.do(closing))
                        passes += 1
                        continue
                    raise
        except VttError as e:
            if passes:                        # refused anyway: the windows it closed open again, the dice
                session.take_back(where)      # those passes rolled will roll again, redo as it was
            del events[mark:]
            session.pending_dice = waiting
            rejected.append({"index": i, "command": raw, "reason": refusal_text(session.ruleset, Verdict.refused(e), lang, True)})
    if session.pending_dice:
        unused = Phrase("{count} die value(s) given were never rolled: {dice}",
                        count=len(session.pending_dice), dice=str(session.pending_dice))
        rejected.append({"index": len(commands), "command": None, "reason": refusal_text(session.ruleset, unused, lang)})
    return events, rejected


def printable(text: str) -> str:
    """``text`` with what is not valid Unicode (a lone surrogate in a refused command) escaped."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _window_close(session) -> Command | None:
    """The command that closes the open reaction window (None: no window is open)."""
    return next((a.fallback for a in session.awaited() if a.kind == REACT and a.fallback is not None), None)


def run(args) -> int:
    path = Path(args.script)
    try:
        data = read_json(path)
        session, commands, auto_pass = system_of(data, path).script_session(data, path)
        # the JSON output is for programs: its reasons stay English like its events' text
        events, rejected = run_script(session, commands, auto_pass, "en" if args.json else args.lang)
    except FileFormatError as e:
        print(f"vtt play: {e}", file=sys.stderr)
        return 2
    if args.save:
        try:
            save_battle(session, args.save)
        except (OSError, VttError) as e:
            print(f"vtt play: cannot save {args.save}: {getattr(e, 'strerror', None) or e}", file=sys.stderr)
            return 1
    if args.json:
        out = {"events": [e.to_dict() for e in events], "rejected": rejected, "state": session.snapshot(),
               "log": [r.command.to_dict() for r in session.log]}
        print(printable(json.dumps(out, ensure_ascii=False, indent=1)))
    else:
        for e in events:
            print(session.ruleset.event_text(e, session.state, args.lang))
        for r in rejected:
            what = printable(json.dumps(r["command"], ensure_ascii=False)) if r["command"] is not None \
                else "(end of script)"
            print(f"REJECTED command {r['index']} {what}: {r['reason']}")
        print()
        print(session.ruleset.state_text(session.state, args.lang))
    if rejected:
        print(f"vtt play: {len(rejected)} command(s) rejected", file=sys.stderr)
        if args.strict:
            return 1
    return 0
