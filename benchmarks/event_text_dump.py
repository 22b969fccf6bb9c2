"""Every Nechronica event's text in English and Japanese, dumped to a file: run it before and after a
change to how events are told and diff the two dumps (they must be byte-identical).

    python benchmarks/event_text_dump.py OUT.txt [--battles N] [--tests]

Plays N seeded battles per scenario (resources/scenarios/demo, duel, even) and per pairing of the
heuristic and random AIs, the Nechronica `vtt play` scripts of docs/examples, and a scripted session
that goes through the GM's commands (placing, karma, free rolls, every override, undo) and the victory
conditions a simulation does not reach. Each line: the event's type, its English and its Japanese
(``event_text(ev, state, lang)`` of the ruleset, told right after the command that made it).

With --tests it also runs the Nechronica rules tests (tests/rules/nechronica, tests/cli) and tells
every event the engine makes there (the rare sentences no simulated battle reaches), labelled by test."""
from __future__ import annotations

import argparse
import copy
import json
import sys
from collections import Counter
from pathlib import Path

from vtt.core.errors import VttError
from vtt.core.files import read_json
from vtt.core.records import Command
from vtt.core.registry import system_of
from vtt.sim.driver import make_policy
from vtt.sim.simulator import POLICY_SEEDS, battle_seed, fresh_session, play_battle, system_of_scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = [ROOT / "resources" / "scenarios" / f"{n}.json" for n in ("demo", "duel", "even")]
PAIRINGS = [("heuristic", "heuristic"), ("random", "random"), ("heuristic", "random"), ("random", "heuristic")]


class Dump:
    def __init__(self):
        self.lines: list[str] = []
        self.types: Counter = Counter()

    def listen(self, session, label: str):
        def hear(events):
            for e in events:
                self.types[e.type] += 1
                en = session.ruleset.event_text(e, session.state, "en")
                ja = session.ruleset.event_text(e, session.state, "ja")
                self.lines.append(json.dumps([label, e.type, en, ja], ensure_ascii=False))
        session.add_listener(hear)
        return hear


def simulated(dump: Dump, battles: int) -> None:
    for scenario in SCENARIOS:
        system = system_of_scenario(scenario)
        for dolls, enemies in PAIRINGS:
            for i in range(battles):
                bseed = battle_seed(1, i)
                session = fresh_session(scenario, bseed)
                policies = {side: make_policy(name, side, bseed ^ salt, system)
                            for side, name, salt in zip(system.sides, (dolls, enemies), POLICY_SEEDS)}
                dump.listen(session, f"{scenario.stem}/{dolls}-{enemies}/{i}")
                play_battle(session, policies)


def scripts(dump: Dump) -> None:
    from vtt.commands.play import run_script
    for path in sorted((ROOT / "docs" / "examples").glob("*.json")):
        data = read_json(path)
        system = system_of(data, path)
        if system.id != "nechronica":
            continue
        session, commands, auto_pass = system.script_session(data, path)
        dump.listen(session, f"script/{path.name}")
        run_script(session, commands, auto_pass, "en")


def _try(session, raw: dict) -> None:
    try:
        session.do(Command.from_dict(raw))
    except VttError:
        pass


def gm_session(dump: Dump, victory: dict | None, karma: list | None, label: str) -> None:
    path = SCENARIOS[0]
    data = copy.deepcopy(read_json(path))
    if victory is not None:
        data["victory"] = victory
    if karma is not None:
        data["karma"] = karma
    session = system_of(data, path).open_session(data, path)
    dump.listen(session, label)
    b = session.state
    lily = b.participants["lily"]
    part = next(x for x in lily.parts if x.location not in ("skill",))
    for raw in [
        {"type": "place", "target": "lily", "area": "elysium"},
        {"type": "place", "target": "zombies", "area": "tartarus"},
        {"type": "roll", "expression": "2NC+1"},
        {"type": "start"},
        {"type": "karma", "index": 0, "achieved": True},
        {"type": "karma", "index": 0, "achieved": False},
        {"type": "roll", "expression": "2NC+1", "actor": "lily"},
        {"type": "roll", "expression": "1NA"},
        {"type": "roll", "expression": "NM"},
        {"type": "roll", "expression": "NMN", "actor": "yuki"},
        {"type": "override", "op": "set_count", "count": 5},
        {"type": "override", "op": "set_count", "count": 7, "reason": "a house rule"},
        {"type": "override", "op": "clear_stack"},
        {"type": "override", "op": "clear_stack", "reason": "oops"},
        {"type": "override", "op": "move", "target": "lily", "area": "eden"},
        {"type": "override", "op": "move", "target": "ghoul", "area": "limbo", "reason": "knocked"},
        {"type": "override", "op": "damage", "target": "lily", "part": part.key},
        {"type": "override", "op": "repair", "target": "lily", "part": part.key, "reason": "fixed"},
        {"type": "override", "op": "set_ap", "target": "lily", "ap": 3},
        {"type": "override", "op": "set_ap", "target": "ghoul", "ap": -2, "reason": "slowed"},
        {"type": "override", "op": "madness", "target": "lily", "fetter": 1, "value": 4},
        {"type": "override", "op": "madness", "target": "lily", "fetter": 1, "value": 2, "reason": "calmed"},
        {"type": "override", "op": "bodies", "target": "zombies", "bodies": 3},
        {"type": "override", "op": "bodies", "target": "soldiers", "bodies": 1, "reason": "fled"},
        {"type": "override", "op": "visibility", "target": "ghoul", "hidden": True},
        {"type": "override", "op": "escape", "target": "noel"},
        {"type": "override", "op": "escape", "target": "noel", "escaped": False, "reason": "back"},
        {"type": "override", "op": "escape", "target": "maria", "escaped": True, "reason": "gone"},
        {"type": "override", "op": "end_battle", "outcome": "ended"},
    ]:
        _try(session, raw)
    session.undo()
    for outcome in ("victory", "escaped", "annihilated"):
        _try(session, {"type": "override", "op": "end_battle", "outcome": outcome, "reason": "test"})
        session.undo()


class _EngineEvents:
    """A pytest plugin: every event NechronicaRuleset.apply makes during the tests, told in both languages."""

    def __init__(self, dump: Dump):
        self.dump, self.test = dump, ""

    def pytest_runtest_setup(self, item):
        self.test = item.nodeid

    def pytest_configure(self, config):
        from vtt.rules.nechronica.engine import NechronicaRuleset
        from vtt.rules.nechronica.narration import narrate
        apply, plugin = NechronicaRuleset.apply, self

        def recorded(ruleset, b, c, dice, ticket=None):
            events = apply(ruleset, b, c, dice, ticket)
            for e in events:
                plugin.dump.types[e.type] += 1
                plugin.dump.lines.append(json.dumps([plugin.test, e.type, narrate(e, b, "en"), narrate(e, b, "ja")],
                                                    ensure_ascii=False))
            return events
        NechronicaRuleset.apply = recorded


def tests(dump: Dump) -> None:
    import pytest
    code = pytest.main(["-p", "no:cacheprovider", "-q", "-x", "-p", "no:randomly", "-k", "not test_property",
                        str(ROOT / "tests" / "rules" / "nechronica"),
                        str(ROOT / "tests" / "cli")], plugins=[_EngineEvents(dump)])
    if code != 0:
        raise SystemExit(f"the tests failed ({code})")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="the dump's file")
    ap.add_argument("--battles", type=int, default=25, help="battles per scenario and pairing (default 25)")
    ap.add_argument("--tests", action="store_true", help="also every event the Nechronica rules tests make")
    args = ap.parse_args(argv)
    dump = Dump()
    simulated(dump, args.battles)
    scripts(dump)
    gm_session(dump, None, None, "gm/demo")
    gm_session(dump, {"type": "survive_rounds", "rounds": 3}, [], "gm/survive")
    gm_session(dump, {"type": "custom", "text": "the bell rings"}, ["a", "b"], "gm/custom")
    gm_session(dump, {"type": "custom", "text": ""}, None, "gm/nc")
    if args.tests:
        tests(dump)
    Path(args.out).write_text("\n".join(dump.lines) + "\n", encoding="utf-8")
    print(f"{len(dump.lines)} events, {len(dump.types)} types -> {args.out}", file=sys.stderr)
    for t, n in sorted(dump.types.items()):
        print(f"  {t}: {n}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
