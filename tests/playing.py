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
