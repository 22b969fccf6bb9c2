"""Benchmark: commands applied per second, and save + load of a battle with 1,000+ events.

Run: python benchmarks/bench_engine.py   (prints figures; asserts nothing)
"""
import random
import statistics
import tempfile
import time
from pathlib import Path

from vtt.rules.nechronica.battle import demo_session, load_battle, save_battle


def random_battle(seed, min_events=0, max_steps=5000):
    s = demo_session(seed=seed)
    rng = random.Random(seed)
    while s.state.outcome is None and len(s.log) < max_steps:
        cmds = []
        for a in [None, *s.state.participants]:
            cmds += s.legal_commands(a)
        # prefer acting over waiting so battles move
        acts = [c for c in cmds if c.type != "wait"] or cmds
        s.do(rng.choice(acts))
    return s


def main():
    logs = [random_battle(seed) for seed in range(10)]
    commands = [[r.command for r in s.log] for s in logs]
    n = sum(len(c) for c in commands)
    for history in (True, False):
        t0 = time.perf_counter()
        for seed, cmds in enumerate(commands):
            s = demo_session(seed=seed)
            s.history = history
            for c in cmds:
                s.do(c)
        dt = time.perf_counter() - t0
        print(f"commands applied (verify + apply, history={history}): {n / dt:,.0f}/s ({n} commands)")

    big = max(logs, key=lambda s: sum(len(r.events) for r in s.log))
    events = sum(len(r.events) for r in big.log)
    seed = 0
    while events < 1000:
        seed += 100
        cand = random_battle(seed)
        e = sum(len(r.events) for r in cand.log)
        if e > events:
            big, events = cand, e
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "battle.json"
        saves, loads = [], []
        for _ in range(5):
            t0 = time.perf_counter()
            save_battle(big, path)
            t1 = time.perf_counter()
            load_battle(path)
            t2 = time.perf_counter()
            saves.append(t1 - t0)
            loads.append(t2 - t1)
        print(f"save + load of a battle with {events} events / {len(big.log)} commands: "
              f"save {statistics.median(saves) * 1000:.1f} ms, load (replay + verify) "
              f"{statistics.median(loads) * 1000:.1f} ms, total {statistics.median(saves) * 1000 + statistics.median(loads) * 1000:.1f} ms "
              f"(median of 5; file {path.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
