"""The zones ruleset on the core's protocol: who is awaited, a view per viewer, texts in two languages."""
from __future__ import annotations

from operator import attrgetter

from vtt.core.errors import Phrase, Term
from vtt.core.records import Command
from vtt.core.session import accepts
from vtt.core.ruleset import (ACT, CHOOSE, GM, ONE_OF, REACT, TAKEN, Awaited, Choice, Move, OrderEntry, ReactionWindow,
                              Token, Track, TurnOrder, View, Viewer, ZoneMap)
from vtt.rules.kit.places import positions
from vtt.rules.kit.policies import any_allowed
from vtt.rules.kit.protocol import PackageRules, each_own, each_own_awaited, statuses, token
from vtt.rules.kit.texts import over_banner
from vtt.rules.kit.tracks import box_track, kept, last, mended, same

from .engine import ZonesRuleset
from .state import Battle, Fighter, token_rows
from .terms import SIDES, harm_term, maneuver_term, name_term
from .window import entry_note, order_drop

_DEAL, _PASS = Command("deal"), Command("pass")
#: the GM's draw and the GM's pass of a window (the same records at every view)
_DEAL_MOVE, _PASS_MOVE = Move(None, "", GM, _DEAL), Move(None, "", GM, _PASS)
_DRAW_AWAITED = Awaited(None, "", GM, Phrase("Draw the initiative cards"), fallback=_DEAL)
#: a fighter's id and side, read in C: the key of who is awaited (kit.tracks.last)
_ID_SIDE = attrgetter("id", "side")
_QUESTIONS = {"extra": Phrase("Extra successes: more Harm, or force a swap of initiative cards?"),
              "surplus": Phrase("More successes than needed: swap initiative cards with the attacker?")}


def window_of(b: Battle) -> ReactionWindow | None:
    w = b.window
    if w is None:
        return None
    actor = b.fighters[w["actor"]]
    target = b.fighters.get(w.get("target")) if w.get("target") else None
    phrase = (Phrase("{name}'s {what} against {target}: react or pass", what=maneuver_term(w["kind"]),
                     name=name_term(actor.name, actor.name_ja), target=name_term(target.name, target.name_ja))
              if target is not None else
              Phrase("{name}'s {what}: react or pass", what=maneuver_term(w["kind"]),
                     name=name_term(actor.name, actor.name_ja)))
    return ReactionWindow(maneuver_term(w["kind"]), actor.id,
                          len(w.get("chasers", ())) + (1 if w.get("reaction") or w.get("held") else 0), phrase)


def moves(rules: ZonesRuleset, b: Battle) -> list[Move]:
    """Who the battle waits on, as the AI needs it (vtt.core.ruleset.Move): ``awaited`` without the table's
    phrases, choice and window."""
    if b.phase == "ended":
        return []
    if b.phase == "setup":     # "let everyone ... draw one card each": each her own, or the GM all that are left
        # (the same list while who is there and who holds a card are: a view of 200 after a move makes none of it)
        key = (tuple(map(_ID_SIDE, b.fighters.values())), tuple((c, tuple(hs)) for c, hs in b.holders.items()))
        return list(last(("zones", "draws"), key, lambda: _draws(b)))
    if b.choice is not None:
        who = b.fighters[b.choice["chooser"]]
        return [Move(who.id, who.side, CHOOSE)]
    if b.window is not None:
        return [kept(("zones", "react", who, b.fighters[who].side),
                     lambda who=who: Move(who, b.fighters[who].side, REACT, _PASS)) for who in rules.reactors(b)] + \
            [_PASS_MOVE]
    me = b.current()
    if me is None:
        return []
    out = [Move(me.id, me.side, ACT, Command("end_turn", me.id))]
    if not b.acted:          # the start of the round: player characters may swap cards
        out += [kept(("zones", "swap", f.id, f.side), lambda f=f: Move(f.id, f.side, ACT)) for f in b.fighters.values()
                if f.pc and f.id != me.id and not f.out and any_allowed(rules, b, rules.candidates(b, f.id))]
    return out


def _draws(b: Battle) -> list[Move]:
    """The GM's draw, then each fighter who holds no card yet, her own draw (each kept: the same record while she
    waits on it)."""
    held = {who for hs in b.holders.values() for who in hs}
    return each_own("zones", _DEAL_MOVE, (f for f in b.fighters.values() if f.id not in held), "deal")


_OWN_DRAW = Phrase("Or each her own initiative card (a physical card typed for her)")


def awaited(rules: ZonesRuleset, b: Battle) -> list[Awaited]:
    """``moves`` with what the table shows of each: the question, the window, the swap offered. Each the record of
    the last view while it is made of the same (the Now panel keeps her row by identity)."""
    found = moves(rules, b)
    if not found:
        return []
    if b.phase == "setup":      # (the moves are kept records: the same list of them, the same records)
        return each_own_awaited("zones", _DRAW_AWAITED, found, _OWN_DRAW)
    if b.choice is not None:
        ch = b.choice
        phrase = _QUESTIONS[ch["kind"]]
        choice = Choice(ch["kind"], found[0].who, ONE_OF, "option", tuple(ch["options"]), 1, phrase)
        return [Awaited(found[0].who, found[0].side, CHOOSE, phrase, choice=choice)]
    if b.window is not None:
        window = window_of(b)
        return list(last(("zones", "awaited window"), (tuple(found), window), lambda: [
            Awaited(m.who, m.side, REACT, window.phrase, window=window, fallback=m.fallback) if m.who is not None
            else Awaited(None, "", GM, Phrase("Close the window"), window=window, fallback=m.fallback)
            for m in found]))
    me = found[0]
    return [Awaited(me.who, me.side, ACT, fallback=me.fallback)] + [
        kept(("zones", "swap offered", m.who, m.side, b.round), lambda m=m: Awaited(
            m.who, m.side, ACT, Phrase("Round {round}: player characters may swap cards before anyone acts",
                                       round=b.round))) for m in found[1:]]


def also_now(rules: ZonesRuleset, b: Battle) -> list[Awaited]:
    """Who may break free now though the battle does not wait on them: a restrained character with a fast
    maneuver left, outside her turn or in any window (seed 004: "Break free (reaction) | Force", "Reactions
    may be performed at any time during the round"). The window offers it; the AI is not asked."""
    if b.phase != "battle" or b.choice is not None:
        return []
    kind = REACT if b.window is not None else ACT
    return [Awaited(f.id, f.side, kind, Phrase("{name} is restrained: she may break free now (a reaction)",
                                               name=name_term(f.name, f.name_ja)), optional=True)
            for f in b.fighters.values() if f.held_by is not None and rules.break_free_way(b, f.id) == "reaction"
            and accepts(rules, b, Command("break_free", f.id))]


def zone_map(b: Battle) -> ZoneMap:
    return b.map


#: a Harm track's name in a letter, for a marker's badge
_SHORT = {"physical": Term("label", "Phys", "P"), "mental": Term("label", "Ment", "M")}


def tracks(f: Fighter) -> tuple[Track, ...]:
    """Physical and Mental Harm apart, each read as the Harm taken of its cap (4 of 5: one hit from broken)."""
    return kept(("zones", "tracks", f.physical, f.cap_physical, f.mental, f.cap_mental), lambda: tuple(
        box_track(harm_term(track), level, cap, "damaged", "ok", TAKEN, _SHORT[track])
        for track, level, cap in (("physical", f.physical, f.cap_physical), ("mental", f.mental, f.cap_mental))))


def status(b: Battle, f: Fighter, acting: set) -> tuple[str, ...]:
    return statuses(("acting", f.id in acting), ("broken", f.broken), ("fled", f.fled), ("restrained", f.held_by),
                    ("gagged", f.gagged), ("cover", f.cover), ("burning", f.burning), ("poisoned", f.poison))


def fighter_token(b: Battle, f: Fighter, acting: set) -> Token:
    return token(f.id, f.name, f.side, None if f.fled else f.zone, tracks(f), status(b, f, acting),
                 name_term(f.name, f.name_ja))


def view(rules: ZonesRuleset, b: Battle, viewer: Viewer) -> View:
    """Everything is public in this game: the cards lie face up beside the sheets. Each part the one of the last
    view while what it is made of is the same (kit.tracks.last, same): after a move, the very same turn order and
    awaited records, and the tokens those of the last view but the one that moved, so a widget sees by identity
    what did not change."""
    me = b.current()
    acting = {me.id} if me is not None and b.window is None and b.choice is None else set()
    fighters = list(b.fighters.values())
    rows = token_rows(fighters, acting)          # (her fields, whether she acts: read in the compiled state module)
    tokens = mended(("zones", "tokens"), rows, lambda i: kept(
        ("zones", "token", *rows[i]), lambda: fighter_token(b, fighters[i], acting)))
    entries = [OrderEntry(who, card, b.turn == (card, i) and who in acting, entry_note(b, who, card))
               for card, i, who in b.entries()]
    order = same(("zones", "order"), TurnOrder("cards", tuple(entries), round=b.round))
    placed = positions(b.zone_specs)
    extra = {"positions": placed} if placed else {}
    if b.swaps:
        extra["swaps_next_round"] = [list(s) for s in b.swaps]
    waiting = same(("zones", "awaited"), tuple(awaited(rules, b)))
    return View(viewer, b.map, tokens, order, waiting, banner(b), SIDES, same(("zones", "extra"), extra))


def banner(b: Battle) -> Phrase:
    if b.phase == "ended":
        return over_banner(b.outcome)
    if b.choice is not None:
        return _QUESTIONS[b.choice["kind"]]
    if b.window is not None:
        return window_of(b).phrase
    if b.phase == "battle":
        return Phrase("Round {round}", round=b.round)
    return Phrase("Draw the initiative cards")


def state_text(b: Battle) -> str:
    lines = [f"{b.name}: round {b.round}, phase {b.phase}, outcome {b.outcome or '-'}"]
    for f in b.fighters.values():
        cards = ",".join(map(str, b.cards_of(f.id))) or "-"
        flags = [s for s in status(b, f, set())]
        w = f.weapon_in_hand()["name"]
        lines.append(f"{f.id} {f.name} [{f.side}] zone {f.zone} card {cards} physical {f.physical}/{f.cap_physical} "
                     f"mental {f.mental}/{f.cap_mental} weapon {w}" + (" " + " ".join(s.upper() for s in flags)
                                                                         if flags else ""))
    return "\n".join(lines)


class ZonesRules(PackageRules, ZonesRuleset):
    """The engine with the rest of the core's protocol (vtt.core.ruleset.Ruleset: vtt.rules.kit.protocol)."""

    #: the events the table view shows as the latest roll, with what follows them in their record
    roll_events = frozenset({"attack_rolled", "grapple_rolled", "break_free_rolled", "flee_rolled", "tested",
                             "fear_test", "poisoned", "fell", "burned", "extinguish", "ambush"})

    def order_drop(self, b: Battle, who: str, onto: str) -> Command | None:
        return order_drop(b, who, onto)

    def also_now(self, b: Battle) -> list[Awaited]:
        return also_now(self, b)


RULES = ZonesRules()
