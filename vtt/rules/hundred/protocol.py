"""The hundred ruleset on the core's protocol: who is awaited, a view per viewer, texts in two languages.

Hands and face-down cards are secrets of their side: a viewer who does not see a side gets no card of it,
not even in the awaited list (a lay's options are the hand)."""
from __future__ import annotations

from operator import attrgetter

from vtt.core.errors import Phrase, Term
from vtt.core.records import Command
from vtt.core.ruleset import (ACT, COMMIT, GM, ONE_OF, REACT, Awaited, Choice, Move, OrderEntry, ReactionWindow,
                              Segment, Token, Track, TurnOrder, View, Viewer, ZoneMap)

from vtt.rules.kit.protocol import PackageRules, statuses, token
from vtt.rules.kit.texts import over_banner
from vtt.rules.kit.tracks import kept

from .engine import HundredRuleset
from .state import Battle, Fighter, pair_key, sorted_health
from .terms import BANDS, SEGMENT_STATE, SIDES, label_term, name_term

_DEAL = Command("deal")
_EARLY = Phrase("A higher card may interrupt first")
_OWN_DRAW = Phrase("Or each her own cards (physical cards typed for her)")
NO_MAP = ZoneMap((), (), "none")


def moves(rules: HundredRuleset, b: Battle) -> list[Move]:
    """Who the battle waits on, as the AI needs it (vtt.core.ruleset.Move): ``awaited`` without the table's
    phrases, choices and windows."""
    if b.phase == "ended":
        return []
    if b.phase == "draw":     # "Every player and enemy draws cards": each her own, or the GM all that are left
        return [Move(None, "", GM, _DEAL)] + [Move(f.id, f.side, ACT, Command("deal", f.id), True)
                                               for f in b.fighters.values() if not f.out and f.id not in b.drawn]
    if b.phase == "preparation":
        return [Move(f.id, f.side, COMMIT, Command("sit_out", f.id)) for f in rules.to_lay(b)]
    a = b.attack()
    now = b.current()
    if a is not None and (now is None or now.id == a["attacker"]):
        target = b.fighters[a["target"]]
        # a higher card may interrupt before the damage is calculated: before the hit test too (optional)
        early = [Move(f.id, f.side, REACT, optional=True) for f in rules.interrupters(b) if f.id != target.id]
        if a["stage"] == "react":
            return [Move(target.id, target.side, REACT, Command("react", target.id, {"how": "none"}))] + early
        if a["stage"] == "ruling":
            return [Move(None, "", GM)] + early
        damage = Command("damage", a["attacker"])    # the attacker's roll ("or the GM"): not the AI's for a person
        return [Move(f.id, f.side, REACT, damage) for f in rules.interrupters(b)] + [Move(None, "", GM, damage)]
    if now is None:
        return []
    out = [Move(now.id, now.side, ACT, Command("end_turn", now.id))]
    if not b.attacks and not b.acting:
        out += [Move(f.id, f.side, ACT, optional=True)
                for f in b.fighters.values() if f.id != now.id and rules._higher_unacted(b, f, now.laid)]
    return out


def awaited(rules: HundredRuleset, b: Battle) -> list[Awaited]:
    """``moves`` with what the table shows of each: the question, the hand to lay from, the window."""
    found = moves(rules, b)
    if not found:
        return []
    if b.phase == "draw":
        return [Awaited(None, "", GM, Phrase("Deal the cards: each character draws as many as its Combat"),
                        fallback=_DEAL)] + [
            Awaited(m.who, m.side, ACT, _OWN_DRAW, fallback=m.fallback, optional=True) for m in found[1:]]
    if b.phase == "preparation":
        phrase = Phrase("Lay a card face down (or sit out)")
        return [Awaited(m.who, m.side, COMMIT, phrase,
                        choice=Choice("lay", m.who, ONE_OF, "card", tuple(b.fighters[m.who].hand), 1, phrase, "lay"),
                        fallback=m.fallback) for m in found]
    a = b.attack()
    now = b.current()
    if a is not None and (now is None or now.id == a["attacker"]):
        attacker, target = b.fighters[a["attacker"]], b.fighters[a["target"]]
        early = [Awaited(m.who, m.side, REACT, _EARLY, optional=True) for m in found[1:]]
        if a["stage"] == "react":
            phrase = Phrase("{name} attacks {target}: how does {target} react?", name=_named(attacker),
                            target=_named(target))
            window = ReactionWindow(Term("timing", "attack", "attack"), attacker.id, 0, phrase)
            return [Awaited(target.id, target.side, REACT, phrase, window=window, fallback=found[0].fallback)] + early
        if a["stage"] == "ruling":
            return [Awaited(None, "", GM, Phrase("Rule {target}'s reaction: does the attack hit?", target=_named(target)))] \
                + early
        phrase = Phrase("Before the damage: interrupt (a higher card), or roll the damage")
        window = ReactionWindow(Term("timing", "before_damage", "before damage"), attacker.id, 0, phrase)
        return [Awaited(m.who, m.side, REACT, phrase, window=window, fallback=m.fallback) if m.who is not None else
                Awaited(None, "", GM, Phrase("Roll the damage"), window=window, fallback=m.fallback) for m in found]
    return [Awaited(found[0].who, found[0].side, ACT, fallback=found[0].fallback)] + [
        Awaited(m.who, m.side, ACT, Phrase("{name} may act earlier (card {card})", name=_named(b.fighters[m.who]),
                                           card=b.fighters[m.who].laid), optional=True) for m in found[1:]]


def _named(f: Fighter) -> Term:
    """A participant's name in a question, in the reader's language (her Japanese name in Japanese)."""
    return name_term(f.name, f.name_ja)


def health_track(f: Fighter) -> Track:
    """The health points as the rules write them, ``(X)(/)OOO``: the O left of them all (the same track
    object for the same health, kit.protocol.token)."""
    key = tuple(f.health)
    track = _HEALTH.get(key)
    if track is None:
        if len(_HEALTH) >= 4096:
            _HEALTH.clear()
        track = _HEALTH[key] = Track(label_term("Health"), tuple(Segment(s, SEGMENT_STATE[s])
                                                                 for s in sorted_health(f.health)),
                                     notation=f.notation())
    return track


_HEALTH: dict = {}
#: the last list of every pair's band: (its participants and default band, the bands set then, the list, each
#: pair's place in it); a view after a change of one band copies it and mends that pair, not every pair again
#: (200 participants: 19,900 pairs)
_RANGES: list = [None, {}, [], {}]


def _ranges(b: Battle) -> list:
    """``[a, b, band]`` of every pair, in the participants' order (b.band of each)."""
    names = tuple(b.fighters)
    default = b.options.get("default_band", "close")
    key, known, rows, where = _RANGES
    if key != (names, default):
        get = b.ranges.get
        rows, where = [], {}
        for i, x in enumerate(names):
            for y in names[i + 1:]:
                pk = pair_key(x, y)
                where[pk] = len(rows)
                rows.append([x, y, get(pk, default)])
        _RANGES[:] = [(names, default), dict(b.ranges), rows, where]
        return rows
    if known == b.ranges:
        return rows
    rows = list(rows)
    for pk in set(known) | set(b.ranges):
        band = b.ranges.get(pk, default)
        i = where.get(pk)
        if i is not None and rows[i][2] != band:
            rows[i] = [rows[i][0], rows[i][1], band]
    _RANGES[:] = [(names, default), dict(b.ranges), rows, where]
    return rows


def status(b: Battle, f: Fighter, acting: set) -> tuple[str, ...]:
    return statuses(("acting", f.id in acting), ("dead", f.dead), ("unconscious", f.unconscious and not f.dead),
                    ("acted", f.acted))


#: every field of a fighter her token reads (fighter_token: her health, status, name) but her health (a list):
#: its key (kit.tracks.kept)
_TOKEN_FIELDS = attrgetter("id", "name", "name_ja", "side", "dead", "unconscious", "acted")


def fighter_token(b: Battle, f: Fighter, acting: set) -> Token:
    return token(f.id, f.name, f.side, None, (health_track(f),), status(b, f, acting), name_term(f.name, f.name_ja))


def view(rules: HundredRuleset, b: Battle, viewer: Viewer) -> View:
    """Hands and unrevealed cards only for the GM and their own side; the table sees counts and backs."""
    now = b.current()
    acting = {now.id} if now is not None else set()
    revealed = b.phase == "combat" or b.phase == "ended"
    tokens = tuple(kept(("hundred", "token", _TOKEN_FIELDS(f), tuple(f.health), f.id in acting),
                              lambda f=f: fighter_token(b, f, acting)) for f in b.fighters.values())
    laid = {f.id: (f.laid if revealed or viewer.sees_side(f.side) else None)
            for f in b.fighters.values() if f.laid is not None}
    if revealed:            # the order row: lowest card first (only known once all are face up)
        ids = sorted(laid, key=lambda w: laid[w])
    else:                   # before the reveal in roster order: a sorted row would tell hidden cards apart
        ids = list(laid)
    entries = tuple(OrderEntry(w, laid[w], w in acting,
                               Phrase("acted") if b.fighters[w].acted else None) for w in ids)
    order = TurnOrder("hands", entries, round=b.round)
    ranges = _ranges(b)
    extra = {"hands": {f.id: list(f.hand) for f in b.fighters.values() if viewer.sees_side(f.side)},
             "hand_sizes": {f.id: len(f.hand) for f in b.fighters.values()},
             "laid": laid, "phase": b.phase, "given": {f.id: f.id in b.given for f in b.fighters.values()},
             "received": {f.id: f.id in b.received for f in b.fighters.values()},
             "ranges": ranges, "bands": list(BANDS), "deck": len(b.deck), "discard": list(b.discard),
             "health": {t.id: t.tracks[0].notation for t in tokens}}
    waiting = []
    for a in awaited(rules, b):
        if a.choice is not None and not viewer.sees_side(a.side):
            a = a.replace(choice=None)
        waiting.append(a)
    return View(viewer, NO_MAP, tokens, order, tuple(waiting), banner(b), SIDES, extra)


def banner(b: Battle) -> Phrase:
    if b.phase == "ended":
        return over_banner(b.outcome)
    if b.phase == "draw":
        return Phrase("Deal the cards: each character draws as many as its Combat")
    if b.phase == "preparation":
        return Phrase("Round {round}, Preparation: lay a card face down", round=b.round)
    return Phrase("Round {round}, Combat", round=b.round)


def state_text(b: Battle) -> str:
    lines = [f"{b.name}: round {b.round}, phase {b.phase}, outcome {b.outcome or '-'}, deck {len(b.deck)}"]
    for f in b.fighters.values():
        flags = " ".join(s.upper() for s in status(b, f, set()))
        hand = ",".join(map(str, f.hand)) or "-"
        lines.append(f"{f.id} {f.name} [{f.side}] health {f.notation()} hand {hand} laid {f.laid or '-'}"
                     + (f" {flags}" if flags else ""))
    for key, band in sorted(b.ranges.items()):
        lines.append(f"range {key.replace('|', '-')} {band}")
    return "\n".join(lines)


class HundredRules(PackageRules, HundredRuleset):
    """The engine with the rest of the core's protocol (vtt.core.ruleset.Ruleset: vtt.rules.kit.protocol)."""

    #: the events the table view shows as the latest roll, with what follows them in their record
    roll_events = frozenset({"hit_test", "damage_rolled"})


RULES = HundredRules()
