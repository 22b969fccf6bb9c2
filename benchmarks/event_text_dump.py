"""Every sentence the rules tell, in English and Japanese, dumped to a file: run it before and after a
change to how events, refusals or views are told and diff the two dumps (they must be byte-identical, or
differ only where a sentence was wrong).

    python benchmarks/event_text_dump.py OUT.txt [--battles N] [--tests] [--only ID ...]

For each ruleset (nechronica, zones, ashes, hundred and the toy of tests/core/toy.py):
- N seeded battles per shipped scenario and per pairing of the heuristic and random AIs, every event
  told; the first battle of each pairing also tells, after each command, every Phrase and Term of the
  GM's view (banner, questions, windows, tracks, statuses, order notes), the legal commands' labels,
  each participant's sheet and the GM's forms (each distinct line once);
- the `vtt play` scripts of docs/examples;
- GM sessions: Nechronica's scripted one (placing, karma, free rolls, every override, undo, the victory
  conditions a simulation does not reach); for the other rulesets every GM form (gm_forms) filled in
  several ways, tried before the deal, after it and in the middle of a battle, each accepted command
  undone again, each refusal told.
Each line: a label, the event's type (or what was told: view, label, refusal…), its English and its
Japanese (``event_text(ev, state, lang)`` of the ruleset, told right after the command that made it).

With --tests it also runs the rules tests (tests/rules, tests/cli) and tells every event the engines make
there and every refusal their verify raises (the rare sentences no simulated battle reaches), labelled by
test."""
from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import random
import sys
import zlib
from collections import Counter
from pathlib import Path

from vtt.core import registry
from vtt.core.errors import Phrase, Term, VttError
from vtt.core.files import read_json
from vtt.core.records import Command
from vtt.core.registry import system_of
from vtt.core.ruleset import Viewer
from vtt.sim.driver import make_policy
from vtt.sim.simulator import POLICY_SEEDS, battle_seed, fresh_session, play_battle, system_of_scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = [ROOT / "resources" / "scenarios" / f"{n}.json" for n in ("demo", "duel", "even")]
PAIRINGS = [("heuristic", "heuristic"), ("random", "random"), ("heuristic", "random"), ("random", "heuristic")]
PACKAGES = ("zones", "ashes", "hundred")
RULESETS = ("nechronica",) + PACKAGES + ("toy",)


class Dump:
    def __init__(self):
        self.lines: list[str] = []
        self.types: Counter = Counter()
        self.seen: set = set()

    def line(self, label: str, kind: str, en, ja) -> None:
        self.types[kind] += 1
        self.lines.append(json.dumps([label, kind, en, ja], ensure_ascii=False))

    def once(self, label: str, kind: str, en, ja) -> None:
        """A line told once per label prefix (views repeat the same words every command)."""
        key = (label.split("/")[0], kind, en, ja)
        if key not in self.seen:
            self.seen.add(key)
            self.line(label, kind, en, ja)

    def listen(self, session, label: str, views: bool = False):
        def hear(events):
            for e in events:
                en = session.ruleset.event_text(e, session.state, "en")
                ja = session.ruleset.event_text(e, session.state, "ja")
                self.line(label, e.type, en, ja)
            if views:
                self.views(session, label)
        session.add_listener(hear)
        return hear

    def tell(self, rules, value, label: str, kind: str) -> None:
        self.once(label, kind, rules.text(value, "en"), rules.text(value, "ja"))

    def walk(self, rules, value, label: str, kind: str) -> None:
        """Every Phrase and Term in ``value`` (a view, a sheet, a form: dataclasses, tuples, lists, dicts)."""
        if isinstance(value, (Phrase, Term)):
            self.tell(rules, value, label, kind)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                self.walk(rules, getattr(value, f.name), label, f"{kind}.{f.name}")
            if kind.endswith("tokens"):                 # statuses are words the widgets tell as Terms
                for w in getattr(value, "status", ()):
                    self.tell(rules, Term("status", w, w), label, "status")
        elif isinstance(value, (list, tuple)):
            for v in value:
                self.walk(rules, v, label, kind)
        elif isinstance(value, dict):
            for v in value.values():
                self.walk(rules, v, label, kind)

    def views(self, session, label: str) -> None:
        rules, state = session.ruleset, session.state
        self.walk(rules, session.view(Viewer("gm")), label, "view")
        actors = {a.who for a in session.awaited()} | {None}
        for who in sorted(actors, key=str):
            for c in session.legal_commands(who):
                self.once(label, "label", rules.command_text(state, c, "en"), rules.command_text(state, c, "ja"))
        for who in state.fighters:
            if hasattr(rules, "sheet"):
                self.walk(rules, rules.sheet(state, who), label, "sheet")
        if hasattr(rules, "gm_forms"):
            self.walk(rules, rules.gm_forms(state), label, "form")


def scenarios_of(ruleset: str) -> list[Path]:
    if ruleset == "nechronica":
        return SCENARIOS
    return registry.get(ruleset).sample_scenarios()


def simulated(dump: Dump, battles: int, ruleset: str) -> None:
    for scenario in scenarios_of(ruleset):
        system = system_of_scenario(scenario)
        prefix = "" if ruleset == "nechronica" else f"{ruleset}/"
        for dolls, enemies in PAIRINGS:
            for i in range(battles):
                bseed = battle_seed(1, i)
                session = fresh_session(scenario, bseed)
                policies = {side: make_policy(name, side, bseed ^ salt, system)
                            for side, name, salt in zip(system.sides, (dolls, enemies), POLICY_SEEDS)}
                label = f"{prefix}{scenario.stem}/{dolls}-{enemies}/{i}"
                dump.listen(session, label, views=i == 0 and ruleset != "nechronica")
                play_battle(session, policies)


def scripts(dump: Dump, ruleset: str) -> None:
    from vtt.commands.play import run_script
    for path in sorted((ROOT / "docs" / "examples").glob("*.json")):
        data = read_json(path)
        system = system_of(data, path)
        if system.id != ruleset:
            continue
        session, commands, auto_pass = system.script_session(data, path)
        dump.listen(session, f"script/{path.name}")
        _, rejected = run_script(session, commands, auto_pass, "en")
        _, rejected_ja = run_script(system.script_session(data, path)[0], commands, auto_pass, "ja")
        if ruleset != "nechronica":
            for en, ja in zip(rejected, rejected_ja):
                dump.line(f"script/{path.name}/{en['index']}", "refusal", en["reason"], ja["reason"])


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
    lily = b.fighters["lily"]
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


def _fillings(form, state) -> list[dict]:
    """Ways to fill in a GM form: each field's default, its ends and each of its options, one field
    varied at a time; every participant for a "who"."""
    who = list(state.fighters)
    zones = [z.id for z in state.map.zones] if hasattr(state, "map") else []

    def values(f) -> list:
        if f.kind == "who":
            return who
        if f.kind == "zone":
            return zones
        if f.kind == "choice":
            return [v for v, _ in f.options]
        if f.kind == "flag":
            return [True, False]
        if f.kind == "numbers":
            return [[f.lo], [f.lo, f.lo + 1]]
        return sorted({x for x in (f.default, f.lo, f.hi, (f.lo + f.hi) // 2) if x is not None})

    base = {f.key: (f.default if f.default is not None else values(f)[0] if values(f) else None)
            for f in form.fields}
    out = [dict(base)]
    for f in form.fields:
        for v in values(f):
            if v != base[f.key]:
                out.append({**base, f.key: v})
    return out


def gm_forms_session(dump: Dump, system, scenario: Path) -> None:
    """Every GM form of a package ruleset, filled in several ways, before the deal, after it and in the
    middle of a battle; an accepted command is undone again (so the battle goes on), a refused one told."""
    session = system.session_from_setup(read_json(scenario), scenario.parent, seed=1)
    label = f"{system.id}/gm/{scenario.stem}"
    dump.listen(session, label)
    rules = session.ruleset
    policies = {side: make_policy("heuristic", side, 7 + i, system) for i, side in enumerate(system.sides)}

    def every_form(when: str) -> None:
        for form in rules.gm_forms(session.state):
            for params in _fillings(form, session.state):
                for reason in ("", "a ruling"):
                    raw = {"type": form.type, **dict(form.fixed), **params}
                    if form.type == "override" and reason:
                        raw["reason"] = reason
                    try:
                        session.do(Command.from_dict(raw))
                    except VttError as e:
                        dump.line(f"{label}/{when}", "refusal", rules.refusal_text(e, "en"),
                                  rules.refusal_text(e, "ja"))
                        continue
                    session.undo()
    from vtt.sim.driver import next_command
    every_form("setup")
    for step in range(200):
        if step in (0, 3, 12, 40):
            every_form(f"step{step}")
        c = next_command(session, policies)
        if c is None:
            break
        session.do(c)
    every_form("end")


def toy(dump: Dump, battles: int) -> None:
    sys.path.insert(0, str(ROOT))
    from tests.core import toy as t
    for i in range(battles):
        session = t.ToySession(t.DEMO, battle_seed(1, i))
        dump.listen(session, f"toy/demo/{i}", views=i == 0)
        play_battle(session, {side: t.FirstLegal(side) for side in t.SIDES})


class _EngineEvents:
    """A pytest plugin: every event a ruleset's apply makes during the tests, and every refusal its
    verify raises, told in both languages."""

    def __init__(self, dump: Dump):
        self.dump, self.test = dump, ""

    def pytest_runtest_setup(self, item):
        self.test = item.nodeid
        self.seeds = random.Random(zlib.crc32(item.nodeid.encode()))

    def _seeded(self) -> None:
        """A session made without a seed gets one from the test's name: two dumps tell the same battles."""
        from vtt.core.session import Session
        plugin, init = self, Session.__init__

        def seeded(session, ruleset, state, seed=None, *args, **kw):
            init(session, ruleset, state, plugin.seeds.randrange(1 << 62) if seed is None else seed, *args, **kw)
        Session.__init__ = seeded

    def pytest_configure(self, config):
        from vtt.rules.nechronica.engine import NechronicaRuleset
        from vtt.rules.nechronica.narration import narrate
        plugin = self
        self.seeds = random.Random(0)
        self._seeded()
        apply = NechronicaRuleset.apply

        def recorded(ruleset, b, c, dice, ticket=None):
            events = apply(ruleset, b, c, dice, ticket)
            for e in events:
                plugin.dump.line(plugin.test, e.type, narrate(e, b, "en"), narrate(e, b, "ja"))
            return events
        NechronicaRuleset.apply = recorded
        for ruleset in PACKAGES:
            cls = type(registry.get(ruleset).ruleset)
            self._hook(cls)

    def _hook(self, cls) -> None:
        plugin, apply, verify = self, cls.apply, cls.verify

        def applied(ruleset, b, c, feed, ticket=None):
            events = apply(ruleset, b, c, feed, ticket)
            for e in events:
                plugin.dump.line(plugin.test, e.type, ruleset.event_text(e, b, "en"), ruleset.event_text(e, b, "ja"))
            return events

        def verified(ruleset, b, c):
            try:
                return verify(ruleset, b, c)
            except VttError as e:
                plugin.dump.line(plugin.test, "refusal", ruleset.refusal_text(e, "en"), ruleset.refusal_text(e, "ja"))
                raise
        cls.apply, cls.verify = applied, verified


def tests(dump: Dump) -> None:
    import pytest
    code = pytest.main(["-p", "no:cacheprovider", "-q", "-x", "-p", "no:randomly", "-k", "not test_property and not first_read",
                        str(ROOT / "tests" / "rules"), str(ROOT / "tests" / "cli")], plugins=[_EngineEvents(dump)])
    if code != 0:
        raise SystemExit(f"the tests failed ({code})")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="the dump's file")
    ap.add_argument("--battles", type=int, default=25, help="battles per scenario and pairing (default 25)")
    ap.add_argument("--tests", action="store_true", help="also every event and refusal of the rules tests")
    ap.add_argument("--only", nargs="+", choices=RULESETS, default=RULESETS, help="only these rulesets")
    args = ap.parse_args(argv)
    dump = Dump()
    for ruleset in args.only:
        if ruleset == "toy":
            toy(dump, args.battles)
            continue
        simulated(dump, args.battles, ruleset)
        scripts(dump, ruleset)
        if ruleset == "nechronica":
            gm_session(dump, None, None, "gm/demo")
            gm_session(dump, {"type": "survive_rounds", "rounds": 3}, [], "gm/survive")
            gm_session(dump, {"type": "custom", "text": "the bell rings"}, ["a", "b"], "gm/custom")
            gm_session(dump, {"type": "custom", "text": ""}, None, "gm/nc")
        else:
            for scenario in scenarios_of(ruleset):
                gm_forms_session(dump, registry.get(ruleset), scenario)
    if args.tests:
        tests(dump)
    Path(args.out).write_text("\n".join(dump.lines) + "\n", encoding="utf-8")
    print(f"{len(dump.lines)} lines, {len(dump.types)} kinds -> {args.out}", file=sys.stderr)
    for t, n in sorted(dump.types.items()):
        print(f"  {t}: {n}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
