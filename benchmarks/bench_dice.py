"""How many dice commands per second `roll_command` handles in-process (target: 100,000)."""
from __future__ import annotations

import random
import time

from vtt.rules.nechronica.dice import roll_command

COMMANDS = ["2NA+1", "NC", "3NA-1", "4NC+2", "NA+4", "NM", "2NC", "NME"]
ROUNDS = 25_000


def bench(label: str, entered: bool) -> float:
    rng = random.Random(1)
    dice = {c: ([5] * (int(c[0]) if c[0].isdigit() else 1)) for c in COMMANDS}
    work = [(c, dice[c] if entered else None) for c in COMMANDS] * ROUNDS
    start = time.perf_counter()
    for command, entered_dice in work:
        roll_command(command, entered_dice, rng)
    rate = len(work) / (time.perf_counter() - start)
    print(f"{label:<24} {rate:>12,.0f} commands/s  ({len(work):,} calls)")
    return rate


if __name__ == "__main__":
    bench("rolled by the RNG", entered=False)
    bench("hand-entered dice", entered=True)
