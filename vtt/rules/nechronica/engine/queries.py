"""The engine's queries and small helpers: who may act now, ranges, usable parts, attack modifiers."""
from __future__ import annotations


from vtt.core.errors import Phrase, Term, illegal  # noqa: F401  (illegal: where the engine imports it)
from vtt.core.records import Event

from ..effects import CONTEMPT, FEAR, SERVITUDE
from ..terms import AREA_NAMES_JA, AREAS, parse_range
from ..state import Battle, CheckFrame, DamageFrame, ManeuverFrame, Participant, Part, Prompt

REACTION_TIMINGS = ("rapid", "judge", "damage")
ADJACENT = {"head": ["arms"], "arms": ["head", "torso"], "torso": ["arms", "legs"], "legs": ["torso"]}
EDEN, TARTARUS = len(AREAS) - 1, 0
OUTCOMES = ("victory", "annihilated", "escaped", "enemies_escaped", "ended")


def whole_within(v, bounds: tuple[int, int]) -> bool:
    """Whether ``v`` is a whole number (not a bool) from ``bounds[0]`` to ``bounds[1]``: a modifier or cost the GM
    gives (the session checked it against the declaration; the engine, called directly, checks it again)."""
    return isinstance(v, int) and not isinstance(v, bool) and bounds[0] <= v <= bounds[1]


def area_label(i: int) -> str:
    return f"{AREA_NAMES_JA[AREAS[i]]} ({AREAS[i].capitalize()})"


def area_term(i: int) -> Term:
    """Area ``i`` as a word of a reason: its bilingual label in English, its name in Japanese."""
    return Term("area", AREAS[i], area_label(i))


def _timing(timing: str, capital: bool = True) -> Term:
    return Term("timing", timing, timing.capitalize() if capital else timing)


def _phase(b: Battle) -> Term:
    return Term("phase", b.phase)


def _chooser(b: Battle, pr: Prompt):
    return b.fighters[pr.chooser].label if pr.chooser in b.fighters else Phrase("the GM")


def _ev(events: list, type_: str, phrase: Phrase, **data) -> None:
    """An event: its sentence as a Phrase (its translations: the Nechronica catalog, reasons.CATALOG), its
    text the Phrase told in English (when first read: vtt.core.records.Event)."""
    events.append(Event(type_, data, None, phrase))


def _override_note(why: str) -> Phrase:
    """What an event a GM override made says of it (English only: the Japanese says NC裁定 or nothing)."""
    return Phrase(" (GM override: {why})", why=why) if why else Phrase(" (GM override)")


# ---------------------------------------------------------------------------------------------
# Queries the UI and the AI use (the UI never repeats a rule: it asks these)
# ---------------------------------------------------------------------------------------------

def in_range(rng: str, user_area: int, target_area: int, same: bool) -> bool:
    r = parse_range(rng)
    if r == "self":
        return same
    if r == "none":
        return True
    return r[0] <= abs(user_area - target_area) <= r[1]


def part_usable(b: Battle, p: Participant, part: Part) -> bool:
    """Intact, or damaged by a same-count Action (still usable for maneuvers until the count ends)."""
    if part.timing == "auto":
        return False
    if not part.damaged:
        return True
    return part.damaged_by_action_at == (b.round, b.count)


def wrecked_this_count(b: Battle, p: Participant) -> bool:
    """A doll whose last parts an Action damaged at this very count: she still uses them until the count
    ends (001: ドールたちは同カウント内で損傷したパーツのマニューバを使用できます), so she acts at this count
    though every part is damaged, and is not yet finished."""
    if p.kind != "doll" or p.escaped or p.heart_broken:
        return False
    now = (b.round, b.count)
    return any(part.damaged_by_action_at == now for part in p.parts)


def in_play(b: Battle, p: Participant) -> bool:
    """Still acting: not out of the battle, or out only since an Action at this count (see above)."""
    return not p.out or wrecked_this_count(b, p)


def can_act_now(b: Battle, p: Participant) -> bool:
    """AP equal to the count, or her turn at this count not yet taken (see Battle.due); AP > 0."""
    return (p.ap == b.count or p.id in b.due) and p.ap > 0 and b.phase == "battle" and in_play(b, p)


def _nc_pending(b: Battle) -> list[Participant]:
    return [e for e in b.enemies() if can_act_now(b, e)]


def actors_now(b: Battle) -> list[Participant]:
    """Who may declare an Action at this count (NC side first when enforced)."""
    if b.phase != "battle" or b.busy:
        return []
    nc = _nc_pending(b)
    if nc and b.options.nc_declares_first:
        return nc
    return [p for p in b.fighters.values() if can_act_now(b, p)]


def _area_for(p: Participant, timing_used: str) -> int:
    # Same-count Actions are simultaneous: an Action sees everyone where they stood when the
    # count began; Rapid/Judge movement pre-empts and is already in count_area.
    return p.count_area if timing_used == "action" else p.area


def reaches(part, p: Participant, t: Participant, timing_used: str) -> bool:
    """Whether ``p``'s ``part`` reaches ``t`` (used at ``timing_used``: an Action sees where they stood
    when the count began)."""
    return in_range(part.range, _area_for(p, timing_used), _area_for(t, timing_used), t.id == p.id)


def reaches_check(b: Battle, part: Part, p: Participant, check: CheckFrame) -> bool:
    """Whether ``p``'s Judge ``part`` reaches the check of the frame ``check`` (its roller, or the
    area the check is about)."""
    return in_range(part.range, p.area, check_area(b, check), check.roller == p.id)


def reaches_now(part, p: Participant, t: Participant) -> bool:
    """Whether ``p``'s reaction ``part`` reaches ``t`` where both stand now (a defense, a hindrance)."""
    return in_range(part.range, p.area, t.area, t.id == p.id)


def _has_mad(p: Participant, emotion: str) -> bool:
    return any(f.mad and f.emotion == emotion for f in p.fetters)


def attack_modifiers(attacker: Participant, target: Participant | None) -> list[tuple[Phrase, int]]:
    """(reason, delta) pairs added to ``attacker``'s attack check on ``target`` by mad effects (each reason a
    Phrase naming her in every language)."""
    mods = []
    if attacker.kind == "doll" and _has_mad(attacker, FEAR):
        mods.append((Phrase("{emotion} (fear): {name} is mad", emotion=FEAR, name=attacker.label), -1))
    if (target is not None and target.kind == "doll" and _has_mad(target, CONTEMPT)
            and attacker.side != target.side and attacker.area == target.area):
        mods.append((Phrase("{emotion} (contempt): {name} is mad", emotion=CONTEMPT, name=target.label), +1))
    return mods


def attack_check_modifiers(attacker: Participant, target: Participant | None,
                           gm: int = 0) -> list[tuple[Phrase, int]]:
    """Every (reason, delta) of the attack check: the mad effects, and the situational modifier the GM
    granted with the command (its ``modifier``)."""
    mods = attack_modifiers(attacker, target)
    return mods + [(Phrase("GM modifier"), gm)] if gm else mods


def failures_become_fumbles(attacker: Participant) -> bool:
    """隷属 (servitude) mad: her failed attack checks are fumbles."""
    return attacker.kind == "doll" and _has_mad(attacker, SERVITUDE)


def find_part(p: Participant, ref) -> Part | None:
    """The part a command names: by key, else by name, in English or Japanese (an intact one first)."""
    return _find_part(p, ref)


def _find_part(p: Participant, ref) -> Part | None:
    if not isinstance(ref, str):
        return None
    part = p.part(ref)
    if part is not None:
        return part
    for part in p.parts:                     # by name: prefer a usable one
        if part.name == ref or part.name_ja == ref:
            if not part.damaged:
                return part
    for part in p.parts:
        if part.name == ref or part.name_ja == ref:
            return part
    return None


# ---------------------------------------------------------------------------------------------
# The ruleset
# ---------------------------------------------------------------------------------------------


def can_act_now_at(b: Battle, p: Participant, count: int) -> bool:
    return p.ap == count and p.ap > 0 and not p.out


def legion_multiplier(dismember: bool, explosive: bool, area: bool) -> int:
    """How many times an attack's damage counts against a legion: ×2 each for 切断 (dismember), 爆発
    (explosive) and an area attack."""
    return (2 if dismember else 1) * (2 if explosive else 1) * (2 if area else 1)


def damage_coming(d: DamageFrame) -> int:
    """What a damage frame carries before defenses and a legion's multiplier: its amount and bonus."""
    return d.amount + d.bonus


def damage_left(d: DamageFrame) -> int:
    """What a damage frame deals now, before a legion's multiplier: what it carries less the defenses
    declared so far (never below 0)."""
    return max(0, damage_coming(d) - d.defense)


# ---------------------------------------------------------------------------------------------
# The resolution stack, as the UI and the AI ask about it (they read the rules, not the frames' layout)
# ---------------------------------------------------------------------------------------------

def window_check(b: Battle) -> CheckFrame | None:
    """The check an open window is about (a Judge window's), if it is one."""
    if b.window is None:
        return None
    f = b.stack[b.window.frame]
    return f if isinstance(f, CheckFrame) else None


def window_damage(b: Battle) -> DamageFrame | None:
    """The damage an open window is about (a Damage window's), if it is damage."""
    if b.window is None:
        return None
    f = b.stack[b.window.frame]
    return f if isinstance(f, DamageFrame) else None


def window_focus(b: Battle) -> str | None:
    """Whose declaration, roll or attack the open window is about (her side is asked to react first)."""
    if b.window is None:
        return None
    f = b.stack[b.window.frame]
    if isinstance(f, CheckFrame):
        return f.roller or None
    if isinstance(f, ManeuverFrame):
        return f.actor or None
    if isinstance(f, DamageFrame):
        return f.attacker or None
    return None


def last_check(b: Battle) -> CheckFrame | None:
    """The check last put on the stack (the one being rolled or judged), if any."""
    for f in reversed(b.stack):
        if isinstance(f, CheckFrame):
            return f
    return None


def check_modifier(f: CheckFrame) -> int:
    """What is added to each die of a check: its modifier and what Judge supports and hindrances added."""
    return f.modifier + f.judge_mod


def check_area(b: Battle, f: CheckFrame) -> int:
    """The area a check is about, for the range of Judge maneuvers: the roller's, or (an escape) the one
    beyond the edge."""
    return b.fighters[f.roller].area if f.range_area is None else f.range_area


def moves_on_stack(b: Battle) -> list[ManeuverFrame]:
    """The movement maneuvers declared and not yet resolved (nor negated), in the order declared."""
    return [f for f in b.stack if isinstance(f, ManeuverFrame) and f.effect == "move" and not f.negated]


def pending_moves(b: Battle) -> list[tuple[str, int]]:
    """(who moves, area index moved to) of every move to an area still on the stack: the maneuver's
    target (she may be moved by another's maneuver), its user when it names none."""
    return [(f.target if f.target is not None else f.actor, f.to) for f in moves_on_stack(b) if f.to is not None]


def prompt_damage(b: Battle, pr: Prompt) -> DamageFrame | None:
    """The damage a prompt decides about (where it lands, who it hits, which parts it takes), if any."""
    if 0 <= pr.frame < len(b.stack):
        f = b.stack[pr.frame]
        if isinstance(f, DamageFrame):
            return f
    return None

