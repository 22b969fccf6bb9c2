"""Golden battles of every shipped scenario of every ruleset: what the speed work must not change.

For each scenario under resources/ (Nechronica's, zones', ashes', hundred's) and each AI pairing
(heuristic against heuristic, random against random), ``BATTLES`` battles of run seed ``SEED``: the
outcome, rounds, commands, and digests of the commands with their dice, of the events (type and data)
and of the ruleset's own figures. tests/sim/test_goldens.py checks the simulator still plays them.

A change that is meant to play battles differently (a rule played otherwise) rewrites them:

    .venv/bin/python -m tests.sim.goldens            # rewrite tests/sim/data/goldens.json
    .venv/bin/python -m tests.sim.goldens --check    # say which scenarios differ, write nothing

and the diff of goldens.json shows which scenarios and pairings the change touched.
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import vtt
from vtt.sim.simulator import run_battle

GOLDEN = Path(__file__).parent / "data" / "goldens.json"
SEED = 1
BATTLES = 8
PAIRINGS = (("heuristic", "heuristic"), ("random", "random"))


def scenarios() -> list[Path]:
    """Every scenario shipped under resources/, of every ruleset."""
    return sorted(Path(vtt.RESOURCES).glob("**/scenarios/*.json"))


def _digest(value) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


def battle(scenario: Path, index: int, dolls: str, enemies: str) -> list:
    """One golden battle: [outcome, rounds, commands, log digest, events digest, figures digest]."""
    events: list = []
    r = run_battle(scenario, index, SEED, dolls, enemies, keep_log=True,
                   listen=lambda evs: events.extend((e.type, e.data) for e in evs))
    return [r.outcome, r.rounds, r.commands, _digest(r.log), _digest(events), _digest(r.details)]


def key(scenario: Path) -> str:
    return scenario.relative_to(vtt.RESOURCES).as_posix()


def record(scenario: Path) -> dict:
    """{"dolls-enemies" policy names: [golden battle, ...]} of one scenario."""
    return {f"{d}-{e}": [battle(scenario, i, d, e) for i in range(BATTLES)] for d, e in PAIRINGS}


def dumps(golden: dict) -> str:
    """The records as JSON with a line per battle (a diff names the battles that changed)."""
    lines = ["{"]
    for i, (k, pairings) in enumerate(golden.items()):
        lines.append(f" {json.dumps(k)}: {{")
        for j, (p, battles) in enumerate(pairings.items()):
            lines.append(f"  {json.dumps(p)}: [")
            lines += [f"   {json.dumps(b)}" + ("," if n < len(battles) - 1 else "") for n, b in enumerate(battles)]
            lines.append("  ]" + ("," if j < len(pairings) - 1 else ""))
        lines.append(" }" + ("," if i < len(golden) - 1 else ""))
    return "\n".join(lines + ["}"]) + "\n"


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    now = {key(s): record(s) for s in scenarios()}
    if "--check" in args:
        before = json.loads(GOLDEN.read_text(encoding="utf-8"))
        differ = [f"{k} {p}" for k in sorted(set(now) | set(before)) for p in
                  sorted(set(now.get(k, {})) | set(before.get(k, {})))
                  if now.get(k, {}).get(p) != before.get(k, {}).get(p)]
        print("\n".join(differ) or "every golden battle is played the same")
        return 1 if differ else 0
    GOLDEN.write_text(dumps(now), encoding="utf-8")
    print(f"wrote {GOLDEN} ({len(now)} scenarios x {len(PAIRINGS)} pairings x {BATTLES} battles)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
