"""The Japanese battle chapter (seed 001) on an enemy that escapes when the dolls must destroy every enemy
(#33 item 5): the battle ends, the GM says whether it counts as a victory (default: no), logged and
undoable, and the simulator counts it apart. Each test quotes the sentences it checks."""
from vtt.core.ruleset import CHOOSE
from vtt.rules.nechronica import commands as cmds
from vtt.rules.nechronica.policies import HeuristicPolicy
from vtt.sim.driver import next_command
from vtt.sim.simulator import BattleResult, play_battle, report
from tests.rules.nechronica.builders import (doll, goto_count, key, legion, part, savant, session, set_ap,
                                             settle)

def escape(s, who="s", dice=(7,)):
    set_ap(s, who, 9)
    goto_count(s, 9)
    s.do(cmds.use(who, key(s, who, "かた"), escape=True).with_dice(tuple(dice)))
    settle(s)


def the_only_enemy_escapes():
    s = session([doll("a")], [savant("s", area="tartarus")])
    set_ap(s, "a", 0)
    escape(s)
    return s


def test_the_last_enemy_escaping_ends_the_battle_and_the_gm_says_whether_it_is_a_victory():
    """「どちらかが敗北するか逃走するまで、以上の手順を繰り返してください。」 and 「ドール側が勝利条件を満たしたなら、
    ドールたちの勝利となり」 — the only enemy escapes from 奈落 under 「敵の全滅」: nobody acts any more, the
    GM is asked (a Choice, default: no)."""
    s = the_only_enemy_escapes()
    assert s.state.fighters["s"].escaped and s.state.outcome is None
    (a,) = s.awaited()
    assert (a.who, a.kind, a.choice.kind, a.choice.options) == (None, CHOOSE, "victory", (False, True))
    assert a.fallback == cmds.choose_victory(False)
    assert s.legal_commands(None)[:2] == [cmds.choose_victory(False), cmds.choose_victory(True)]
    assert s.legal_commands("a") == []
    asked = [e for r in s.log for e in r.events if e.type == "enemies_gone"]
    assert asked and asked[-1].text == ("No enemy is left on the field (escaped: s): the battle is over; the GM says "
                                        "whether it counts as a victory")
    assert s.ruleset.event_text(asked[-1], s.state, "ja") == "戦場に敵は残っていない（逃走：s）：戦闘終了。勝利とみなすかはNCが決める"
    assert s.ruleset.text(a.phrase, "ja") == "最後の敵は逃走した（s）：勝利とみなすか？"


def test_not_a_victory_by_default_no_repair_but_the_treasure_still_recovers():
    """「戦闘で勝利しなければ、修復は行えません。」 and 「それ以外の場合：「たからもの」への狂気点を回復させる」 —
    the GM says no: the battle ends as the enemies' escape, with no recovery stock."""
    s = the_only_enemy_escapes()
    (ev, *_) = s.do(cmds.choose_victory(False))
    assert s.state.outcome == "enemies_escaped" and s.state.phase == "ended"
    assert s.state.summary["recovery"] is None
    assert s.state.fighters["a"].fetters[0].madness == 2
    ended = [e for e in s.log[-1].events if e.type == "battle_ended"][0]
    assert ended.text == "The battle ends: the enemies escaped (not every enemy is destroyed)"
    assert s.ruleset.event_text(ended, s.state, "ja") == "戦闘終了：敵の逃走"


def test_the_gm_may_count_it_as_a_victory_and_the_answer_is_undone_like_any_command():
    """「勝利さえしていれば、逃走した敵や破壊せずに戦闘終了した敵がいても、合計悪意点は変わりません。」 — counted
    as a victory, the recovery stock counts the escaped savant's threat (6: 2 basic, 1 reinforcement)."""
    s = the_only_enemy_escapes()
    s.do(cmds.choose_victory(False))
    s.undo()
    assert s.state.outcome is None and s.state.prompts[0].kind == "victory"
    s.do(cmds.choose_victory(True))
    assert s.state.outcome == "victory"
    assert s.state.summary["recovery"] == {"basic": 2, "reinforcement": 1}
    assert s.log[-1].command.to_dict() == {"type": "choose", "victory": True}


def test_an_enemy_that_escaped_earlier_is_not_destroyed_either():
    """「ドール側が勝利条件を満たしたなら」 — the savant escaped, then the dolls destroy the legion: every enemy is
    gone but not every enemy destroyed, so the GM is asked too."""
    maul = part("maul", "arms", "action", 2, "0", "白兵攻撃9")
    s = session([doll("a", extra=[maul])], [savant("s", area="tartarus"), legion("z", area="limbo", bodies=5)])
    set_ap(s, "a", 0)
    set_ap(s, "z", 0)
    escape(s)
    assert s.state.outcome is None and not s.state.prompts
    set_ap(s, "s", 0)
    set_ap(s, "a", 9)
    goto_count(s, 9)
    s.do({"type": "use", "actor": "a", "part": key(s, "a", "maul"), "target": "z", "dice": [6]})
    settle(s)
    assert s.state.fighters["z"].out and s.state.outcome is None
    assert s.state.prompts[0].kind == "victory"


def test_the_ai_driver_takes_the_default_and_the_report_counts_it_apart():
    """「戦闘で勝利しなければ、修復は行えません。」 — a simulated battle where the enemy escapes ends as
    ``enemies_escaped``: the GM's default (no), not counted as a win of the dolls."""
    s = the_only_enemy_escapes()
    assert next_command(s, {}) == cmds.choose_victory(False)
    outcome, n = play_battle(s, {"dolls": HeuristicPolicy("dolls", 1), "enemies": HeuristicPolicy("enemies", 1)})
    assert (outcome, n) == ("enemies_escaped", 1)
    rows = [BattleResult(0, 1, "victory", 2, 9, {}), BattleResult(1, 2, outcome, 1, 9, {})]
    r = report(rows)
    assert r["outcomes"] == {"enemies_escaped": 1, "victory": 1} and r["dolls_win_rate"] == 0.5
