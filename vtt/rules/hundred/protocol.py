"""The hundred ruleset on the core's protocol: who is awaited, a view per viewer, texts in two languages.

Hands and face-down cards are secrets of their side: a viewer who does not see a side gets no card of it,
not even in the awaited list (a lay's options are the hand)."""
from __future__ import annotations

from itertools import count, repeat
from operator import attrgetter, contains

from vtt.core.errors import Phrase, Term
from vtt.core.records import Command
from vtt.core.ruleset import (ACT, COMMIT, GM, ONE_OF, REACT, Awaited, Choice, Move, OrderEntry, ReactionWindow,
                              Segment, Token, Track, TurnOrder, View, Viewer, ZoneMap)

from vtt.rules.kit.protocol import PackageRules, each_own, each_own_awaited, statuses, token
from vtt.rules.kit.texts import over_banner
from vtt.rules.kit.tracks import cache, kept, last, same

from .engine import HundredRuleset
from .state import Battle, Fighter, pair_key, sorted_health
from .terms import BANDS, HEALTHY, SEGMENT_STATE, SIDES, label_term, name_term

_DEAL = Command("deal")
_EARLY = Phrase("A higher card may interrupt first")
_OWN_DRAW = Phrase("Or each her own cards (physical cards typed for her)")
NO_MAP = ZoneMap((), (), "none")
#: the GM's deal, the first of who a Draw phase waits on (the same records at every view)
_DEAL_MOVE = Move(None, "", GM, _DEAL)
_DEAL_AWAITED = Awaited(None, "", GM, Phrase("Deal the cards: each character draws as many as its Combat"),
                        fallback=_DEAL)
_LAY = Phrase("Lay a card face down (or sit out)")

# A fighter's fields read at once, in C (attrgetter, map): the keys of the records kept while what they are made
# of is the same (kit.tracks.last, kept). A list of the state (her health, her hand) goes into a key as a tuple.
_HEALTH_OF, _HAND_OF, _WHO = attrgetter("health"), attrgetter("hand"), attrgetter("who")
_ID_SIDE = attrgetter("id", "side")
_LAY_FIELDS = attrgetter("id", "side", "laid", "sat_out")
#: what the view reads of each fighter but her health and hand (her fields, not her properties: read in C)
_VIEW_FIELDS = attrgetter("id", "name", "name_ja", "side", "laid", "acted", "sat_out")


def _standing(fighters: tuple) -> tuple:
    """Whether each of ``fighters`` has an O left (is not out: Fighter.out), read in C."""
    return tuple(map(contains, map(_HEALTH_OF, fighters), repeat(HEALTHY)))


def _hands(fighters: tuple) -> tuple:
    """Each of ``fighters``' hand, as a tuple (a key's: her list changes in place)."""
    return tuple(map(tuple, map(_HAND_OF, fighters)))


def moves(rules: HundredRuleset, b: Battle) -> list[Move]:
    """Who the battle waits on, as the AI needs it (vtt.core.ruleset.Move): ``awaited`` without the table's
    phrases, choices and windows."""
    if b.phase == "ended":
        return []
    if b.phase == "draw":     # "Every player and enemy draws cards": each her own, or the GM all that are left
        # (the same list while who stands and who has drawn are: a view of 200 after a move makes none of it)
        fighters = tuple(b.fighters.values())
        return list(last(("hundred", "draws"), (tuple(map(_ID_SIDE, fighters)), _standing(fighters), tuple(b.drawn)),
                         lambda: _draws(b)))
    if b.phase == "preparation":
        fighters = tuple(b.fighters.values())
        key = (tuple(map(_LAY_FIELDS, fighters)), _standing(fighters), tuple(map(len, map(_HAND_OF, fighters))))
        return list(last(("hundred", "lays"), key, lambda: [
            kept(("hundred", "sit out", f.id, f.side), lambda f=f: Move(f.id, f.side, COMMIT, Command("sit_out", f.id)))
            for f in rules.to_lay(b)]))
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
    if not b.attacks:            # (a higher card may act earlier than one who acts earlier, too)
        out += [Move(f.id, f.side, ACT, optional=True)
                for f in b.fighters.values() if f.id != now.id and rules._higher_unacted(b, f, now.laid)]
    return out


def _draws(b: Battle) -> list[Move]:
    """The GM's deal, then each fighter who stands and has not drawn, her own draw (each kept: the same record
    while she waits on it)."""
    drawn = set(b.drawn)
    return each_own("hundred", _DEAL_MOVE, (f for f in b.fighters.values() if not f.out and f.id not in drawn),
                    "deal")


def awaited(rules: HundredRuleset, b: Battle) -> list[Awaited]:
    """``moves`` with what the table shows of each: the question, the hand to lay from, the window. In the Draw
    and Preparation phases, the records of the last view while they are made of the same (a fighter's the same
    record while she waits on the same: the Now panel keeps her row by identity)."""
    found = moves(rules, b)
    if not found:
        return []
    if b.phase == "draw":       # (the moves are kept records: the same list of them, the same records)
        return each_own_awaited("hundred", _DEAL_AWAITED, found, _OWN_DRAW)
    if b.phase == "preparation":
        hands = tuple(map(tuple, map(_HAND_OF, map(b.fighters.__getitem__, map(_WHO, found)))))
        return list(last(("hundred", "awaited lays"), (tuple(found), hands), lambda: [
            kept(("hundred", "lay", m.who, m.side, hand), lambda m=m, hand=hand: Awaited(
                m.who, m.side, COMMIT, _LAY, choice=Choice("lay", m.who, ONE_OF, "card", hand, 1, _LAY, "lay"),
                fallback=m.fallback)) for m, hand in zip(found, hands)]))
    a = b.attack()
    now = b.current()
    if a is not None and (now is None or now.id == a["attacker"]):
        attacker, target = b.fighters[a["attacker"]], b.fighters[a["target"]]
        early = [kept(("hundred", "early", m.who, m.side), lambda m=m: Awaited(m.who, m.side, REACT, _EARLY, optional=True))
                 for m in found[1:]]
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
        _earlier(m, b.fighters[m.who]) for m in found[1:]]


def _earlier(m: Move, f: Fighter) -> Awaited:
    """``f`` may act before the one whose turn it is (a kept record while her name and card are the same)."""
    return kept(("hundred", "earlier", m.who, m.side, f.name, f.name_ja, f.laid), lambda: Awaited(
        m.who, m.side, ACT, Phrase("{name} may act earlier (card {card})", name=_named(f), card=f.laid), optional=True))


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


_HEALTH: dict = cache()


class Rows(list):
    """The view's ``[a, b, band]`` rows of every pair: a list (equal to a plain list of the same rows), numbered
    (``serial``), which tells the rows it was made from (``since``: their serial, None when made afresh) and the
    places where its rows are other lists than theirs (``changed``); every other row is the very same list. A
    range table that drew the rows of serial ``since`` looks at ``changed`` only, not along 19,900 pairs."""

    __slots__ = ("serial", "since", "changed")

    def __init__(self, rows=(), since: int | None = None, changed: tuple = ()):
        super().__init__(rows)
        self.serial = next(_SERIALS)
        self.since = since
        self.changed = changed


_SERIALS = count(1)
#: the last list of every pair's band, under "rows": (its participants and default band, the bands set then, the
#: Rows, each pair's place in it); a view after a change of one band copies it and mends that pair, not every pair
#: again (200 participants: 19,900 pairs)
_RANGES: dict = cache()


def _ranges(b: Battle) -> Rows:
    """``[a, b, band]`` of every pair, in the participants' order (b.band of each)."""
    names = tuple(b.fighters)
    default = b.options.get("default_band", "close")
    key, known, rows, where = _RANGES.get("rows") or (None, {}, Rows(), {})
    if key != (names, default):
        get = b.ranges.get
        made, where = [], {}
        for i, x in enumerate(names):
            for y in names[i + 1:]:
                pk = pair_key(x, y)
                where[pk] = len(made)
                made.append([x, y, get(pk, default)])
        rows = Rows(made)
        _RANGES["rows"] = ((names, default), dict(b.ranges), rows, where)
        return rows
    if known == b.ranges:
        return rows
    mended = Rows(rows, rows.serial)            # (one copy of the 19,900, mended in place)
    changed = []
    for pk in set(known) | set(b.ranges):
        band = b.ranges.get(pk, default)
        i = where.get(pk)
        if i is not None and mended[i][2] != band:
            mended[i] = [mended[i][0], mended[i][1], band]
            changed.append(i)
    mended.changed = tuple(sorted(changed))
    rows = mended
    _RANGES["rows"] = ((names, default), dict(b.ranges), rows, where)
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
    """Hands and unrevealed cards only for the GM and their own side; the table sees counts and backs.

    What the view is made of is kept while the values it is made of are the same (kit.tracks.last): after a
    move that changed a band, the very same tokens, turn order, hands, counts and awaited records as the last
    view's, each found by one key read in C, so a widget sees by identity that they did not change."""
    now = b.current()
    acting = {now.id} if now is not None else set()
    fighters = tuple(b.fighters.values())
    rows = tuple(map(_VIEW_FIELDS, fighters))
    # (her dead and unconscious, which her token shows, follow from her health)
    tokens = last(("hundred", "tokens"), (rows, tuple(map(tuple, map(_HEALTH_OF, fighters))), tuple(acting)),
                  lambda: tuple(kept(("hundred", "token", _TOKEN_FIELDS(f), tuple(f.health), f.id in acting),
                                     lambda f=f: fighter_token(b, f, acting)) for f in fighters))
    key = (b.phase, b.round, tuple(acting), rows, _hands(fighters), tuple(b.given), tuple(b.received), len(b.deck),
           tuple(b.discard), tokens)
    order, extra = last(("hundred", "view", viewer), key, lambda: _table(b, viewer, fighters, acting, tokens))
    extra = dict(extra, ranges=_ranges(b))
    found = awaited(rules, b)
    waiting = last(("hundred", "waiting", viewer), tuple(found), lambda: tuple(
        a.replace(choice=None) if a.choice is not None and not viewer.sees_side(a.side) else a for a in found))
    return View(viewer, NO_MAP, tokens, order, waiting, banner(b), SIDES, extra)


def _table(b: Battle, viewer: Viewer, fighters: tuple, acting: set, tokens: tuple) -> tuple[TurnOrder, dict]:
    """The turn order and the view's extra (but its ranges) as ``viewer`` sees them: each part the one of the last
    view while it is equal (kit.tracks.same), so a change of one part leaves the others the very same objects."""
    revealed = b.phase == "combat" or b.phase == "ended"
    laid = {f.id: (f.laid if revealed or viewer.sees_side(f.side) else None) for f in fighters if f.laid is not None}
    if revealed:            # the order row: lowest card first (only known once all are face up)
        ids = sorted(laid, key=lambda w: laid[w])
    else:                   # before the reveal in roster order: a sorted row would tell hidden cards apart
        ids = list(laid)
    ids = [w for w in ids if not b.fighters[w].out]     # (one out before her turn never takes it: not in the row)
    entries = tuple(OrderEntry(w, laid[w], w in acting,
                               Phrase("acted") if b.fighters[w].acted else None) for w in ids)
    order = same(("hundred", "order", viewer), TurnOrder("hands", entries, round=b.round))
    extra = {"hands": same(("hundred", "hands", viewer),
                           {f.id: list(f.hand) for f in fighters if viewer.sees_side(f.side)}),
             "hand_sizes": same(("hundred", "hand sizes"), dict(zip(b.fighters, map(len, map(_HAND_OF, fighters))))),
             "laid": same(("hundred", "laid", viewer), laid), "phase": b.phase,
             "given": same(("hundred", "given"), {f.id: f.id in b.given for f in fighters}),
             "received": same(("hundred", "received"), {f.id: f.id in b.received for f in fighters}),
             "ranges": None, "bands": list(BANDS), "deck": len(b.deck), "discard": list(b.discard),
             "health": same(("hundred", "health"), {t.id: t.tracks[0].notation for t in tokens})}
    return order, extra


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
