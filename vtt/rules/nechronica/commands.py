"""Nechronica's commands, typed: every command the engine accepts, its parameters' names, and a builder
for each that returns the `Command` (vtt.core.records).

A command is kept as a dict in every file (saved battles, scripts, the journal):
``{"type": ..., "actor": ..., <params>}``. The builders write exactly that dict: the same keys, in the
same order, and no key for an optional parameter left out (None). A required parameter is a positional
or keyword argument without a default, so leaving one out is a TypeError where the command is made, not
a command the rules refuse later. The engine reads the parameters back through the names below
(``c.get(PART)``), so each name is spelled once; the UI, the AI and the legal commands build through the
builders. ``KINDS`` gives each parameter's type and bounds and ``DECLARED`` the whole declaration the
session checks every command against before the engine sees it (vtt.core.params): an unknown key, a
value of another type or out of bounds is refused there.

=============  ======  ==========================================================================
type           actor   parameters (``?``: optional)
=============  ======  ==========================================================================
start          —       —
next_count     —       —
pass           —       —  (closes the open reaction window)
wait           doll    —
use            user    part; target?, to?, escape?, area?, discount?, modifier?
reroll         roller  fetter (index)
choose         chooser location (location/adjacent), target (victim), parts (parts/madness_part),
                       fetters (fetters: an index once per madness point), victory (victory: the GM,
                       true or false)
madness_check  —       target; modifier?
action_check   —       target, cost; modifier?  (行動判定: at her action, the NC's cost paid, 1D10)
karma          —       index; achieved?
roll           any     expression (and the command's dice)
place          —       target, area (before the battle)
override       —       op; reason?; and by op: move target area | damage/repair target part |
                       set_ap target ap | madness target fetter value | bodies target bodies |
                       end_battle outcome | set_count count | clear_stack — |
                       visibility target hidden? show_name? show_ap? show_damage? | escape target escaped?
=============  ======  ==========================================================================
"""
from __future__ import annotations

from typing import Final

from vtt.core import params as kinds          # (as a module: every lower-case name here is a builder)
from vtt.core.errors import Phrase
from vtt.core.records import Command

from .limits import ACTION_CHECK_COST, AP_OVERRIDE, BODIES_MAX, COUNT_OVERRIDE, FETTERS_MAX, MADNESS_MAX, MODIFIER_RANGE

# -- command types ------------------------------------------------------------------------------------
START: Final = "start"
WAIT: Final = "wait"
USE: Final = "use"
PASS: Final = "pass"
CHOOSE: Final = "choose"
REROLL: Final = "reroll"
NEXT_COUNT: Final = "next_count"
MADNESS_CHECK: Final = "madness_check"
ACTION_CHECK: Final = "action_check"
KARMA: Final = "karma"
OVERRIDE: Final = "override"
ROLL: Final = "roll"
PLACE: Final = "place"

#: every command type the engine accepts (its dispatch: engine._VERIFY, engine._DO)
COMMAND_TYPES: Final = (START, WAIT, USE, PASS, CHOOSE, REROLL, NEXT_COUNT, MADNESS_CHECK, ACTION_CHECK, KARMA,
                        OVERRIDE, ROLL, PLACE)
#: the commands still taken once the battle is over
AFTER_THE_END: Final = (OVERRIDE, KARMA, ROLL)
#: the commands no participant makes (the GM's, or the table's: a reaction window closed), refused with an actor
NO_ACTOR: Final = frozenset((START, PASS, NEXT_COUNT, MADNESS_CHECK, ACTION_CHECK, KARMA, OVERRIDE, PLACE))

# -- parameter names -----------------------------------------------------------------------------------
PART: Final = "part"                # a part's key (use; override damage/repair)
TARGET: Final = "target"            # a participant id
TO: Final = "to"                    # an area id: where a movement maneuver moves her
ESCAPE: Final = "escape"            # true: a movement maneuver used to escape
AREA: Final = "area"                # an area id (an area attack; place; override move)
DISCOUNT: Final = "discount"        # Spine discounts spent on the cost
MODIFIER: Final = "modifier"        # a situational modifier the GM grants the check
COST: Final = "cost"                # the AP an action check costs, as the NC rules (action_check)
FETTER: Final = "fetter"            # a fetter's index
LOCATION: Final = "location"        # a hit location (choose)
PARTS: Final = "parts"              # parts' keys (choose)
FETTERS: Final = "fetters"          # fetter indexes, one per madness point (choose)
VICTORY: Final = "victory"          # the GM: does the enemies' escape count as a victory (choose)
INDEX: Final = "index"              # a karma's index
ACHIEVED: Final = "achieved"        # karma achieved (true) or not
EXPRESSION: Final = "expression"    # a dice command (roll)
OP: Final = "op"                    # what an override does
REASON: Final = "reason"            # the GM's words for an override
OUTCOME: Final = "outcome"          # how the battle ends (override end_battle)
COUNT: Final = "count"              # the count (override set_count)
AP: Final = "ap"                    # AP (override set_ap)
VALUE: Final = "value"              # madness points (override madness)
BODIES: Final = "bodies"            # a legion's bodies (override bodies)
ESCAPED: Final = "escaped"          # escaped (true) or back in the battle (override escape)
HIDDEN: Final = "hidden"
SHOW_NAME: Final = "show_name"
SHOW_AP: Final = "show_ap"
SHOW_DAMAGE: Final = "show_damage"
#: the table-view flags an override visibility sets (each optional)
VISIBILITY_FLAGS: Final = (HIDDEN, SHOW_NAME, SHOW_AP, SHOW_DAMAGE)

#: prompt kind -> the parameter its answer (choose) is given in
ANSWER_PARAM: Final = {"location": LOCATION, "adjacent": LOCATION, "victim": TARGET, "parts": PARTS,
                       "madness_part": PARTS, "fetters": FETTERS, "victory": VICTORY}

# -- override ops --------------------------------------------------------------------------------------
OP_MOVE: Final = "move"
OP_DAMAGE: Final = "damage"
OP_REPAIR: Final = "repair"
OP_SET_AP: Final = "set_ap"
OP_MADNESS: Final = "madness"
OP_BODIES: Final = "bodies"
OP_END_BATTLE: Final = "end_battle"
OP_SET_COUNT: Final = "set_count"
OP_CLEAR_STACK: Final = "clear_stack"
OP_VISIBILITY: Final = "visibility"
OP_ESCAPE: Final = "escape"
OVERRIDE_OPS: Final = (OP_MOVE, OP_DAMAGE, OP_REPAIR, OP_SET_AP, OP_MADNESS, OP_BODIES, OP_END_BATTLE,
                       OP_SET_COUNT, OP_CLEAR_STACK, OP_VISIBILITY, OP_ESCAPE)
#: the ops about the battle, not a participant (no target)
BATTLE_OPS: Final = (OP_END_BATTLE, OP_SET_COUNT, OP_CLEAR_STACK)

#: command type (an override: "override OP") -> (required parameters, optional parameters)
PARAMS: Final[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {
    START: ((), ()), NEXT_COUNT: ((), ()), PASS: ((), ()), WAIT: ((), ()),
    USE: ((PART,), (TARGET, TO, ESCAPE, AREA, DISCOUNT, MODIFIER)),
    REROLL: ((FETTER,), ()),
    CHOOSE: ((), (LOCATION, TARGET, PARTS, FETTERS, VICTORY)),       # exactly one, by the prompt's kind
    MADNESS_CHECK: ((TARGET,), (MODIFIER,)),
    ACTION_CHECK: ((TARGET, COST), (MODIFIER,)),
    KARMA: ((INDEX,), (ACHIEVED,)),
    ROLL: ((EXPRESSION,), ()),
    PLACE: ((TARGET, AREA), ()),
    "override move": ((OP, TARGET, AREA), (REASON,)),
    "override damage": ((OP, TARGET, PART), (REASON,)),
    "override repair": ((OP, TARGET, PART), (REASON,)),
    "override set_ap": ((OP, TARGET, AP), (REASON,)),
    "override madness": ((OP, TARGET, FETTER, VALUE), (REASON,)),
    "override bodies": ((OP, TARGET, BODIES), (REASON,)),
    "override end_battle": ((OP, OUTCOME), (REASON,)),
    "override set_count": ((OP, COUNT), (REASON,)),
    "override clear_stack": ((OP,), (REASON,)),
    "override visibility": ((OP, TARGET), VISIBILITY_FLAGS + (REASON,)),
    "override escape": ((OP, TARGET), (ESCAPED, REASON)),
}

# -- what each parameter takes (vtt.core.params: the session checks every command against it) ------------
_AREA = kinds.either(kinds.zone(), kinds.whole(0, 4), what=Phrase("an area: its id or its index 0 to 4"))
_FETTER = kinds.whole(0, FETTERS_MAX - 1)
#: parameter -> the values it takes (the same wherever it appears)
KINDS: Final[dict[str, kinds.Kind]] = {
    PART: kinds.name(), TARGET: kinds.who(), TO: _AREA, ESCAPE: kinds.flag(), AREA: _AREA,
    DISCOUNT: kinds.whole(0, 99), COST: kinds.whole(*ACTION_CHECK_COST), MODIFIER: kinds.whole(*MODIFIER_RANGE), FETTER: _FETTER, LOCATION: kinds.word(),
    PARTS: kinds.either(kinds.name(), kinds.list_of(kinds.name(), 50)),
    FETTERS: kinds.either(_FETTER, kinds.list_of(_FETTER, 50)),
    VICTORY: kinds.flag(), INDEX: kinds.whole(0, 999), ACHIEVED: kinds.flag(), EXPRESSION: kinds.text(200), OP: kinds.word(),
    REASON: kinds.text(), OUTCOME: kinds.word(), COUNT: kinds.whole(*COUNT_OVERRIDE), AP: kinds.whole(*AP_OVERRIDE),
    VALUE: kinds.whole(0, MADNESS_MAX), BODIES: kinds.whole(0, BODIES_MAX), ESCAPED: kinds.flag(), HIDDEN: kinds.flag(),
    SHOW_NAME: kinds.flag(), SHOW_AP: kinds.flag(), SHOW_DAMAGE: kinds.flag(),
}


def _params(key: str) -> tuple:
    required, optional = PARAMS[key]
    return tuple(kinds.needs(k, KINDS[k]) for k in required if k != OP) + \
        tuple(kinds.may(k, KINDS[k]) for k in optional)


#: every command and its parameters as the core checks them (the ruleset's ``declared``)
DECLARED: Final = kinds.Declaration(
    *(kinds.command(t, *_params(t)) for t in COMMAND_TYPES if t != OVERRIDE),
    kinds.by_op(OVERRIDE, OP, {op: _params(f"override {op}") for op in OVERRIDE_OPS}))


# -- the builders --------------------------------------------------------------------------------------
def start() -> Command:
    """Start the battle (the GM)."""
    return Command(START)


def next_count() -> Command:
    """Go on to the next count (the GM, once nobody acts at this one)."""
    return Command(NEXT_COUNT)


def pass_() -> Command:
    """Close the open reaction window (the GM, or whoever declares nothing)."""
    return Command(PASS)


def wait(actor: str) -> Command:
    """``actor`` waits: AP −1."""
    return Command(WAIT, actor)


def use(actor: str, part: str, *, target: str | None = None, to: str | None = None, escape: bool | None = None,
        area: str | None = None, discount: int | None = None, modifier: int | None = None) -> Command:
    """``actor`` uses the maneuver of her part ``part`` (its key): at ``target``, moving to ``to`` (an area
    id) or to ``escape``, at ``area`` (an area attack), with Spine ``discount``s and the GM's ``modifier``."""
    params: dict = {PART: part}
    if target is not None:
        params[TARGET] = target
    if to is not None:
        params[TO] = to
    if escape is not None:
        params[ESCAPE] = escape
    if area is not None:
        params[AREA] = area
    if discount is not None:
        params[DISCOUNT] = discount
    if modifier is not None:
        params[MODIFIER] = modifier
    return Command(USE, actor, params)


def reroll(actor: str, fetter: int) -> Command:
    """``actor`` takes a madness point on her fetter ``fetter`` (its index) and re-rolls her check."""
    return Command(REROLL, actor, {FETTER: fetter})


def choose_location(chooser: str | None, location: str) -> Command:
    """The answer to a location (or adjacent) prompt: where the hit lands."""
    return Command(CHOOSE, chooser, {LOCATION: location})


def choose_target(chooser: str | None, target: str) -> Command:
    """The answer to a victim prompt: who a fumble hits."""
    return Command(CHOOSE, chooser, {TARGET: target})


def choose_parts(chooser: str | None, parts: list[str]) -> Command:
    """The answer to a parts (or madness_part) prompt: the parts' keys the damage takes."""
    return Command(CHOOSE, chooser, {PARTS: parts})


def choose_fetters(chooser: str | None, fetters: list[int]) -> Command:
    """The answer to a fetters prompt: a fetter's index once per madness point placed there."""
    return Command(CHOOSE, chooser, {FETTERS: fetters})


def choose_victory(victory: bool) -> Command:
    """The GM's answer when the last enemies escaped under "destroy every enemy": a victory or not."""
    return Command(CHOOSE, None, {VICTORY: victory})


def answer(kind: str, chooser: str | None, value) -> Command:
    """The answer to a prompt of ``kind`` (Prompt.kind), in the parameter that kind takes."""
    return Command(CHOOSE, chooser, {ANSWER_PARAM[kind]: value})


def madness_check(target: str, *, modifier: int | None = None) -> Command:
    """A madness check for the doll ``target``."""
    params: dict = {TARGET: target}
    if modifier is not None:
        params[MODIFIER] = modifier
    return Command(MADNESS_CHECK, None, params)


def action_check(target: str, cost: int, *, modifier: int | None = None) -> Command:
    """An action check (行動判定) the NC calls for: ``target``, at her action, pays the ``cost`` the NC rules and
    rolls 1D10 (001: 基本的にアクションタイミングで、NCの裁定したコストを消費して判定することになるでしょう)."""
    params: dict = {TARGET: target, COST: cost}
    if modifier is not None:
        params[MODIFIER] = modifier
    return Command(ACTION_CHECK, None, params)


def karma(index: int, achieved: bool | None = None) -> Command:
    """Karma ``index`` achieved (or not, ``achieved`` false); left out: achieved."""
    params: dict = {INDEX: index}
    if achieved is not None:
        params[ACHIEVED] = achieved
    return Command(KARMA, None, params)


def roll(expression: str, *, actor: str | None = None, dice: tuple[int, ...] | None = None) -> Command:
    """A free roll of a dice command (2NC+1, 1NA, NM): logged, it changes nothing in the battle."""
    return Command(ROLL, actor, {EXPRESSION: expression}, dice)


def place(target: str, area: str) -> Command:
    """Before the battle: ``target``'s marker placed in ``area`` (an area id)."""
    return Command(PLACE, None, {TARGET: target, AREA: area})


# -- the GM's overrides ----------------------------------------------------------------------------------
def _override(params: dict, reason: str | None) -> Command:
    if reason is not None:
        params[REASON] = reason
    return Command(OVERRIDE, None, params)


def override_move(target: str, area: str, *, reason: str | None = None) -> Command:
    return _override({OP: OP_MOVE, TARGET: target, AREA: area}, reason)


def override_damage(target: str, part: str, *, reason: str | None = None) -> Command:
    return _override({OP: OP_DAMAGE, TARGET: target, PART: part}, reason)


def override_repair(target: str, part: str, *, reason: str | None = None) -> Command:
    return _override({OP: OP_REPAIR, TARGET: target, PART: part}, reason)


def override_set_ap(target: str, ap: int, *, reason: str | None = None) -> Command:
    return _override({OP: OP_SET_AP, TARGET: target, AP: ap}, reason)


def override_madness(target: str, fetter: int, value: int, *, reason: str | None = None) -> Command:
    return _override({OP: OP_MADNESS, TARGET: target, FETTER: fetter, VALUE: value}, reason)


def override_bodies(target: str, bodies: int, *, reason: str | None = None) -> Command:
    return _override({OP: OP_BODIES, TARGET: target, BODIES: bodies}, reason)


def override_end_battle(outcome: str, *, reason: str | None = None) -> Command:
    return _override({OP: OP_END_BATTLE, OUTCOME: outcome}, reason)


def override_set_count(count: int, *, reason: str | None = None) -> Command:
    return _override({OP: OP_SET_COUNT, COUNT: count}, reason)


def override_clear_stack(*, reason: str | None = None) -> Command:
    return _override({OP: OP_CLEAR_STACK}, reason)


def override_visibility(target: str, *, hidden: bool | None = None, show_name: bool | None = None,
                        show_ap: bool | None = None, show_damage: bool | None = None,
                        reason: str | None = None) -> Command:
    """The table's view of ``target``: each flag given is set, the others are left as they are."""
    params: dict = {OP: OP_VISIBILITY, TARGET: target}
    for key, on in ((HIDDEN, hidden), (SHOW_NAME, show_name), (SHOW_AP, show_ap), (SHOW_DAMAGE, show_damage)):
        if on is not None:
            params[key] = on
    return _override(params, reason)


def override_escape(target: str, escaped: bool | None = None, *, reason: str | None = None) -> Command:
    """``target`` escapes (``escaped`` true or left out) or returns to the battle (false)."""
    params: dict = {OP: OP_ESCAPE, TARGET: target}
    if escaped is not None:
        params[ESCAPED] = escaped
    return _override(params, reason)
