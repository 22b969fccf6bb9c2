"""A battle played on by AI policies for a test: the few moves a test wants it to be past."""
from vtt.sim.driver import next_command


def play(session, policies: dict, moves: int):
    """``session`` after up to ``moves`` commands of ``policies`` ({side: policy}), fewer at its end."""
    for _ in range(moves):
        c = next_command(session, policies)
        if c is None:
            break
        session.do(c)
    return session
