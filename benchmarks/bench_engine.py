"""Benchmark: commands applied per second, and save + load of a battle with 1,000+ events.

Run: python benchmarks/bench_engine.py   (prints figures; asserts nothing)
"""
import statistics
import tempfile
import time
from pathlib import Path

from vtt.rules.nechronica.battle import DEMO_SCENARIO, load_battle, save_battle, session_from_scenario_file
from vtt.rules.nechronica.policies import make_policy
from vtt.sim.simulator import play_battle


def ai_battle(seed, dolls="heuristic", enemies="heuristic"):
    s = session_from_scenario_file(DEMO_SCENARIO, seed=seed, history=False)
    play_battle(s, {"dolls": make_policy(dolls, "dolls", seed), "enemies": make_policy(enemies, "enemies", seed)})
    return s


def events_of(s):
    return sum(len(r.events) for r in s.log)


def main():
    battles = [ai_battle(seed, dolls="random") for seed in range(20)]
    commands = [[r.command for r in s.log] for s in battles]
    n = sum(len(c) for c in commands)
    for history in (True, False):
        t0 = time.perf_counter()
        for seed, cmds in enumerate(commands):
            s = session_from_scenario_file(DEMO_SCENARIO, seed=seed, history=history)
            for c in cmds:
                s.do(c)
        dt = time.perf_counter() - t0
        print(f"commands applied (verify + apply{', with undo snapshots' if history else ''}): "
              f"{n / dt:,.0f}/s ({n} commands of {len(commands)} AI battles)")

    big = max(battles, key=events_of)
    print(f"largest AI battle: {events_of(big)} events, {len(big.log)} commands")
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
        save_ms, load_ms = statistics.median(saves) * 1000, statistics.median(loads) * 1000
        per_event = (save_ms + load_ms) / events_of(big)
        print(f"save + load (replay and compare): save {save_ms:.1f} ms + load {load_ms:.1f} ms = "
              f"{save_ms + load_ms:.1f} ms for {events_of(big)} events; "
              f"scaled to 1,000 events: {per_event * 1000:.1f} ms (file {path.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
