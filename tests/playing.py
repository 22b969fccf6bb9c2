"""A battle played on by AI policies for a test: the few moves a test wants it to be past, or each of them."""
from vtt.sim.driver import make_policy, next_command


def heuristic(system, seed) -> dict:
    """The heuristic AI on every side of ``system``: {side: policy}."""
    return {side: make_policy("heuristic", side, seed, system) for side in system.sides}


def steps(session, policies: dict, moves: int):
    """Up to ``moves`` commands of ``policies`` ({side: policy}) done on ``session``, fewer at its end: what each
    ``do`` returned, yielded once it is done."""
    for _ in range(moves):
        c = next_command(session, policies)
        if c is None:
            return
        yield session.do(c)


def play(session, policies: dict, moves: int):
    """``session`` after up to ``moves`` commands of ``policies``, fewer at its end."""
    for _ in steps(session, policies, moves):
        pass
    return session


def benchmark_crowd(ruleset: str):
    """(session, the id of the one that moves) of benchmarks/bench_gui.py's crowd: ``ruleset``'s demo and copies of
    its last foe, 200 in all."""
    import sys
    from pathlib import Path
    benchmarks = str(Path(__file__).resolve().parents[1] / "benchmarks")
    if benchmarks not in sys.path:
        sys.path.insert(0, benchmarks)
    import bench_gui
    return bench_gui.crowd(ruleset)


def counting_reads(records):
    """A Counter of the attributes read of ``records`` from now on (each given a subclass of its class that counts
    them): pure Python only, a compiled (mypyc) class's instance is read as its own class."""
    from collections import Counter
    reads: Counter = Counter()
    made: dict = {}
    for r in records:
        cls = type(r)
        if cls not in made:
            def count(self, name, cls=cls):
                reads[name] += 1
                return cls.__getattribute__(self, name)
            made[cls] = type("Counted" + cls.__name__, (cls,), {"__slots__": (), "__getattribute__": count})
        r.__class__ = made[cls]
    return reads
