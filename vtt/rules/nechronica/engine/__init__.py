"""The Nechronica battle engine: verify and apply commands, the count, reactions, damage, madness.

Everything here is pure rules on a Battle (vtt.rules.nechronica.state); the session in vtt.core
calls it. Rule names in errors quote the rulebook chapter (001) so a GM can look them up. The engine
is one class made of a chain of mixins, one per concern (a single line of inheritance, which mypyc
compiles; docs/simulate.md): turns.py (the count and the round), maneuvers.py (a "use"
and its reaction windows), resolution.py (the stack: maneuvers, checks, damage), choices.py (answers
to prompts), gm.py (karma, overrides, the end), legal.py (legal commands); queries.py holds what the
UI and the AI ask (who acts now, ranges, usable parts, attack modifiers).
"""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from vtt.core.dice import DiceFeed
from vtt.core.errors import MalformedCommandError, Term
from vtt.core.records import Command, Event

from ..commands import AFTER_THE_END, COMMAND_TYPES, DECLARED, NO_ACTOR, OP, OP_END_BATTLE, OVERRIDE, ROLL, USE
from ..state import Battle, ManeuverFrame, Participant, snapshot
from .turns import TurnsMixin
from .queries import (  # noqa: F401  (the engine's queries, where the rest of vtt imports them)
    REACTION_TIMINGS, ADJACENT, EDEN, TARTARUS, OUTCOMES, illegal, area_label, area_term, in_range,
    part_usable, wrecked_this_count, in_play, can_act_now, actors_now, attack_modifiers,
    attack_check_modifiers, failures_become_fumbles, find_part, can_act_now_at, legion_multiplier, damage_coming, damage_left,
    reaches, reaches_check, reaches_now, window_check, window_damage, window_focus, last_check, check_modifier,
    check_area, moves_on_stack, pending_moves, prompt_damage)


@mypyc_attr(allow_interpreted_subclasses=True)
class NechronicaRuleset(TurnsMixin):
    name = "nechronica"
    #: its commands' parameters, which the session checks every command against (vtt.core.params)
    declared = DECLARED
    #: every die is a d10: one typed as a physical d10 shows its 10, 0, is read as 10 (vtt.core.dice; docs/rulings.md)
    d10_zero_is_ten = True

    # -- session protocol -----------------------------------------------------------------
    def clone(self, b: Battle) -> Battle:
        return b.clone()

    def snapshot(self, b: Battle) -> dict:
        return snapshot(b)

    def verify(self, b: Battle, c: Command) -> ManeuverFrame | None:
        fn = _VERIFY.get(c.type)
        if fn is None:
            raise MalformedCommandError("unknown command type {type!r}; use one of: {types}", type=c.type,
                                        types=", ".join(COMMAND_TYPES))
        if c.actor is not None and c.type in NO_ACTOR:
            illegal("戦闘の進行 (flow of combat)", "{command} is the GM's, not a participant's: it names no actor", command=c.type)
        if b.phase == "ended" and c.type not in AFTER_THE_END:
            illegal("戦闘終了 (battle end)", "The battle is over ({outcome}); only GM overrides remain",
                    outcome=Term("outcome", b.outcome))
        return fn(self, b, c)          # a 'use': its plan (the frame to stack), the session's ticket for apply

    def apply(self, b: Battle, c: Command, dice: DiceFeed, ticket=None) -> list[Event]:
        events: list[Event] = []
        if c.type == USE:
            self._do_use(b, c, dice, events, ticket)
        else:
            _DO[c.type](self, b, c, dice, events)
        if c.type != ROLL and (c.type != OVERRIDE or c.get(OP) != OP_END_BATTLE):
            self._advance(b, dice, events)
        return events

    # -- helpers ---------------------------------------------------------------------------
    @staticmethod
    def _participant(b: Battle, pid, what="actor") -> Participant:
        if not isinstance(pid, str):
            raise MalformedCommandError(f"'{what}' must name a participant")
        p = b.fighters.get(pid)
        if p is None:
            raise MalformedCommandError(f"no participant {pid!r}; there are: {', '.join(b.fighters)}")
        return p


# method tables: the command type, frame kind or maneuver effect -> the method that handles it
_VERIFY = {t: getattr(NechronicaRuleset, f"_verify_{t}") for t in COMMAND_TYPES}
_DO = {t: getattr(NechronicaRuleset, f"_do_{t}") for t in COMMAND_TYPES}
