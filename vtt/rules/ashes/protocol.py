"""The ashes ruleset on the core's protocol: who is awaited, a view per viewer, texts in two languages."""
from __future__ import annotations

from itertools import compress
from operator import attrgetter

from vtt.core.errors import Phrase, Term
from vtt.core.records import Command
from vtt.core.ruleset import (ACT, CHOOSE, COMMIT, GM, ONE_OF, REACT, Awaited, Choice, Move, OrderEntry,
                              ReactionWindow, Segment, Token, Track, TurnOrder, View, Viewer)
from vtt.rules.kit.places import positions
from vtt.rules.kit.protocol import PackageRules, each_own, each_own_awaited, statuses, token
from vtt.rules.kit.texts import over_banner
from vtt.rules.kit.tracks import box_track, cache, kept, last, same

from .engine import AshesRuleset
from .state import HEALTH_BOX, Battle, Fighter, shown
from .terms import PHASES_EN, SIDES, label_term, name_term

_ROLL = Command("roll")
#: the GM's roll, the first of who the Effort phase waits on (the same records at every view)
_ROLL_MOVE = Move(None, "", GM, _ROLL)
#: what of each fighter tells where she stands: whether she is awaited in the Imbalance and Effort phases, and her
#: place on the ladder outside the bids and turns and among the Effort dice and Imbalances shown (kit.tracks.last's
#: key of each, read in C)
_STANDING = attrgetter("id", "side", "seat", "rolled", "vanquished", "dead")
_IMBALANCES = attrgetter("imbalances")


def _question(b: Battle, ch: dict) -> Phrase:
    target = b.fighters[ch["target"]]
    if ch["kind"] == "buy_down":
        return Phrase("Buy down {damage} damage with Aura and Health, or be vanquished", damage=ch["damage"])
    if ch["kind"] == "injure":
        return Phrase("A Health box of {name} is empty: choose the physical Imbalance", name=_named(target))
    return Phrase("{name} is vanquished: kill or spare?", name=_named(target))


def _named(f) -> Term:
    """A participant as a question names her: in the reader's language (her Japanese name, where she has one)."""
    return name_term(f.name, f.name_ja)


def _defense_phrase(b: Battle) -> Phrase:
    p = b.pending
    return Phrase("{name} defends against {attacker}: a set or the hit", name=_named(b.fighters[p["target"]]),
                  attacker=_named(b.fighters[p["attacker"]]))


_FALLBACK = {"buy_down": "give_in", "kill": "spare"}


def moves(rules: AshesRuleset, b: Battle, standing: tuple | None = None, imbalanced: list | None = None) -> list[Move]:
    """Who the battle waits on, as the AI needs it (vtt.core.ruleset.Move): ``awaited`` without the table's
    phrases, choices (whose options are the legal commands: not listed here) and windows. (``standing``: where
    each fighter stands, _STANDING of each; ``imbalanced``: those with an Imbalance: the view reads them once.)"""
    if b.phase == "ended":
        return []
    if b.choices:
        ch = b.choices[0]
        who = b.fighters[ch["chooser"]]
        fallback = _FALLBACK.get(ch["kind"])
        return [Move(who.id, who.side, CHOOSE, Command(fallback, who.id) if fallback else None)]
    if b.pending is not None:
        me = b.fighters[b.pending["target"]]
        return [Move(me.id, me.side, REACT, Command("take_hit", me.id))]
    if b.phase == "imbalance":    # (the same list while who sits where, stands and has which left to decide are)
        fighters = tuple(b.fighters.values())
        if imbalanced is None:
            imbalanced = _with_imbalances(fighters)
        key = (standing if standing is not None else tuple(map(_STANDING, fighters)), _undecided(imbalanced))
        return list(last(("ashes", "imbalances"), key, lambda: [
            kept(("ashes", "imbalance", f.id, f.side, f.undecided()[0]), lambda f=f: Move(
                f.id, f.side, ACT, Command("imbalance", f.id, {"name": f.undecided()[0], "penalty": "dramatic"})))
            for f in b.seated() if not f.out and f.undecided()]))
    if b.phase == "effort":       # "Every combatant rolls": each her own pool, or the GM all that are left
        # (the same list while who sits where, stands and has rolled are: a view of 200 after a move makes none)
        key = standing if standing is not None else tuple(map(_STANDING, b.fighters.values()))
        return list(last(("ashes", "rolls"), key, lambda: each_own(
            "ashes", _ROLL_MOVE, (f for f in b.seated() if not f.out and not f.rolled), "roll")))
    if b.phase == "bid":
        me = b.bidder()
        return [Move(me.id, me.side, COMMIT if b.options.get("hidden_bids") else ACT, Command("pass_bid", me.id))]
    me = b.current()
    if me is None:
        return []
    return [Move(me.id, me.side, ACT, Command("end_turn", me.id))]


def _with_imbalances(fighters) -> list[Fighter]:
    """Those of ``fighters`` who have an Imbalance (found in C: most have none)."""
    return list(compress(fighters, map(_IMBALANCES, fighters)))


def _undecided(imbalanced: list) -> tuple:
    """Who of ``imbalanced`` (those with an Imbalance) has which whose penalty is not chosen yet (a key's: values
    only)."""
    return tuple((f.id, tuple(f.undecided())) for f in imbalanced)


def awaited(rules: AshesRuleset, b: Battle, standing: tuple | None = None,
            imbalanced: list | None = None) -> list[Awaited]:
    """``moves`` with what the table shows of each: the question, the choice's options, the window."""
    found = moves(rules, b, standing, imbalanced)
    if not found:
        return []
    m = found[0]
    if b.choices:
        ch = b.choices[0]
        options = tuple(dict(c.params) for c in rules.legal_commands(b, m.who))
        key = {"buy_down": "split", "injure": "imbalance", "kill": "target"}[ch["kind"]]
        if ch["kind"] == "buy_down":
            opts = tuple((o["aura"], o["health"]) for o in options if "aura" in o)
        elif ch["kind"] == "injure":
            opts = tuple(o["imbalance"] for o in options)
        else:
            opts = (ch["target"],)
        phrase = _question(b, ch)
        command = {"buy_down": "buy_down", "injure": "injure", "kill": "kill"}[ch["kind"]]
        return [Awaited(m.who, m.side, CHOOSE, phrase, choice=Choice(ch["kind"], m.who, ONE_OF, key, opts, 1,
                                                                     phrase, command), fallback=m.fallback)]
    if b.pending is not None:
        phrase = _defense_phrase(b)
        window = ReactionWindow(Term("command", "attack", "attack"), b.pending["attacker"], 0, phrase)
        return [Awaited(m.who, m.side, REACT, phrase, window=window, fallback=m.fallback)]
    if b.phase == "imbalance":
        return list(last(("ashes", "awaited imbalances"), tuple(found), lambda: [
            Awaited(x.who, x.side, ACT, _DECIDE, fallback=x.fallback) for x in found]))
    if b.phase == "effort":     # (the moves are kept records: the same list of them, the same records)
        return each_own_awaited("ashes", _ROLL_AWAITED, found, _OWN_ROLL)
    if b.phase == "bid":
        return [Awaited(m.who, m.side, m.kind, Phrase("{name}'s bid", name=_named(b.fighters[m.who])),
                        fallback=m.fallback)]
    return [Awaited(m.who, m.side, ACT, fallback=m.fallback)]


_LOWER = Phrase("Between turns: the initiative may be lowered")
_OWN_ROLL = Phrase("Or each her own Effort dice (physical dice typed for her)")
_DECIDE = Phrase("Decide the penalty of each Imbalance")
_ROLL_AWAITED = Awaited(None, "", GM, Phrase("Roll the Effort dice"), fallback=_ROLL)


def also_now(b: Battle) -> list[Awaited]:
    """Who may lower the initiative now though the battle does not wait on them (seed 002: "at the end of
    any player's turn, before any other turn begins"): the window offers it; the AI is not asked."""
    if b.phase != "turns" or b.begun or not b.acted or b.pending is not None or b.choices:
        return []
    now = b.current()
    return [Awaited(f.id, f.side, ACT, _LOWER, optional=True)
            for f in b.seated() if f is not now and not f.out and f.id not in b.acted and f.initiative > 0]


def command_range(b: Battle, c: Command) -> dict:
    """The number a command's giver chooses, with its bounds: lowered initiative "to any number lower"."""
    if c.type == "lower_initiative" and c.actor in b.fighters:
        return {"to": (0, max(0, b.fighters[c.actor].initiative - 1))}
    return {}


def order_drop(b: Battle, who: str, onto: str) -> Command | None:
    """``who``'s entry dropped on ``onto``'s on the ladder: lower ``who``'s initiative to act after ``onto``
    (verified like any command: the rules say when it may not be done)."""
    if b.phase != "turns" or who not in b.fighters or onto not in b.fighters:
        return None
    return Command("lower_initiative", who, {"to": max(0, b.fighters[onto].initiative - 1)})


def tracks(f: Fighter) -> tuple[Track, ...]:
    """Aura, Health (in boxes of five) and Prana apart, each read as what is left of its most."""
    return kept(("ashes", "tracks", f.aura, f.aura_max, f.health, f.boxes, f.prana, f.pool), lambda: _tracks(f))


def _tracks(f: Fighter) -> tuple[Track, ...]:
    aura = box_track(label_term("Aura"), f.aura, f.aura_max, "ok", "used", short=Term("label", "A", "A"))
    boxes = []
    for i in range(f.boxes):
        left = max(0, min(HEALTH_BOX, f.health - i * HEALTH_BOX))
        state = "ok" if left == HEALTH_BOX else "lost" if left == 0 else "damaged"
        boxes.append(Segment(f"{left}/{HEALTH_BOX}", state))
    health = Track(label_term("Health"), tuple(boxes), f.health, f.boxes * HEALTH_BOX, short=Term("label", "H", "H"))
    prana = box_track(label_term("Prana"), f.prana, f.pool, "ok", "used", short=Term("label", "P", "P"))
    return aura, health, prana


def status(b: Battle, f: Fighter, acting: set) -> tuple[str, ...]:
    return _status(f, f.id in acting, any(f.id in g.holds for g in b.fighters.values()))


def _status(f: Fighter, acting: bool, holding: bool) -> tuple[str, ...]:
    """Her statuses: whether she acts, and whether she holds someone, told."""
    return statuses(("acting", acting), ("dead", f.dead), ("vanquished", f.vanquished and not f.dead),
                    ("hidden", f.hidden), ("held", f.held_by), ("holding", holding))


def _bid_value(b: Battle, who: str, viewer: Viewer):
    bid = b.bids.get(who)
    if bid is None:
        return None
    if b.phase == "bid" and b.options.get("hidden_bids") and not viewer.sees_side(b.fighters[who].side):
        return None
    return bid["value"]


def order(b: Battle, viewer: Viewer, standing: tuple | None = None) -> TurnOrder:
    if b.phase == "bid":
        now = b.bidder()
        entries = [_entry(w, _bid_value(b, w, viewer), now is not None and now.id == w) for w in b.bid_order]
    elif b.phase == "turns" and b.order:
        now = b.current()
        shown = [w for w in b.order if not b.fighters[w].out]
        turn = now.id if now is not None and b.pending is None and not b.choices else None
        entries = [_entry(w, b.fighters[w].initiative, w == turn, _tie_note(b, shown[i - 1] if i else None, w))
                   for i, w in enumerate(shown)]
    else:       # (the seats of those who stand: the same order while they are, whatever else a move changed)
        if standing is None:
            standing = tuple(map(_STANDING, b.fighters.values()))
        return last(("ashes", "seated"), (b.round, standing), lambda: TurnOrder(
            "bids", tuple(_entry(f.id, None) for f in b.seated() if not f.out), round=b.round))
    return TurnOrder("bids", tuple(entries), round=b.round)


def _entry(who: str, value: int | None, acting: bool = False, note: Phrase | None = None) -> OrderEntry:
    """Her entry on the ladder (her bid or initiative: ``value``), the same record while it says the same (its
    note is one of _TIE's)."""
    return kept(("ashes", "entry", who, value, acting, id(note)), lambda: OrderEntry(who, value, acting, note))


_TIE = {"lowered": Phrase("tie: lowered later"), "bid": Phrase("tie: bid later"), "none": Phrase("tie: no bid"),
        "seat": Phrase("tie: seated later")}


def _tie_note(b: Battle, ahead: str | None, who: str) -> Phrase | None:
    """Why ``who`` acts after ``ahead`` at the same initiative (engine's ``_sort_order``), on her ladder entry:
    she lowered to it (later), bid later, made no bid, or sits later. None when it is no tie, or either acted."""
    if ahead is None or who in b.acted or ahead in b.acted or \
            b.fighters[ahead].initiative != b.fighters[who].initiative:
        return None
    if b.lowered.get(who, 0) > b.lowered.get(ahead, 0):
        return _TIE["lowered"]
    mine, theirs = b.bids.get(who), b.bids.get(ahead)
    if mine is None and theirs is not None:
        return _TIE["none"]
    if mine is not None and theirs is not None and mine["seq"] > theirs["seq"]:
        return _TIE["bid"]
    return _TIE["seat"]


def fighter_token(f: Fighter, acting: bool, holding: bool) -> Token:
    """Her token (``acting``: whether she acts; ``holding``: whether she holds someone)."""
    ts = tracks(f)                    # the badge: Aura (those who have it) and Health; Prana is no damage
    return token(f.id, f.name, f.side, f.zone, ts, _status(f, acting, holding), name_term(f.name, f.name_ja),
                 tuple(t for t in ts[:2] if t.limit))


def _effort(f: Fighter) -> dict:
    """Her Effort dice as the view gives them (their faces, which are spent, their sets): the same (read-only)
    dict while they stay the same."""
    dice, spent = tuple(f.dice), tuple(f.spent)
    return kept(("ashes", "effort", dice, spent), lambda: {
        "dice": list(dice), "spent": list(spent), "sets": [[face, rank] for face, rank, _ in f.sets()]})


#: what the last view read of the fighters (state.shown) and the tokens made of it, under 0: emptied with the kept
#: records (kit.tracks.forget)
_SHOWN: dict = cache()


def view(rules: AshesRuleset, b: Battle, viewer: Viewer) -> View:
    """The battle as ``viewer`` sees it, each part the one of the last view while what it is made of is the same
    (kit.tracks.last, same): after a move, the very same turn order, awaited records and extra, and the tokens
    those of the last view but the one that moved, so a widget sees by identity what did not change."""
    now = b.current() if b.phase == "turns" else b.bidder()
    acting = {now.id} if now is not None and b.pending is None and not b.choices else set()
    # (each fighter compared with what the last view read of her, in the compiled state module: her token's row (her
    # fields, whether she acts, whether she holds someone), where she stands, her dice and which are spent, as
    # tuples (the lists change in place), made again only for those who changed, and her token with them)
    was = _SHOWN.get(0)
    seen = shown(b.fighters, acting, was[0] if was is not None else None)
    rows, standing, dice, spent, imbalanced = seen.rows, seen.standing, seen.dice, seen.spent, seen.imbalanced
    if was is not None and seen is was[0]:
        tokens = was[1]
    else:
        fighters = tuple(b.fighters.values())

        def made(i: int) -> Token:
            return kept(("ashes", "token", *rows[i]), lambda: fighter_token(fighters[i], rows[i][1], rows[i][2]))
        if was is not None and seen.last is was[0] and seen.changed is not None:
            tokens = list(was[1])
            for i in seen.changed:
                tokens[i] = made(i)
            tokens = tuple(tokens)
        else:
            tokens = tuple(map(made, range(len(rows))))
    _SHOWN[0] = (seen, tokens)
    # (where each stands and who has an Imbalance, read once: the ladder, who is awaited, the dice and the
    # Imbalances shown are each the last ones while these are the same)
    # (each row the last one while it is equal, compared once here: the keys below that hold it then compare the very
    # same object, not its 200 entries again)
    seats = same(("ashes", "seats"), standing)
    hidden = b.options.get("hidden_effort")
    # (her dice and which are spent, as tuples: the lists change in place)
    key = (hidden, seats, same(("ashes", "dice"), dice), same(("ashes", "spent"), spent))
    effort = last(("ashes", "effort", viewer), key, lambda: {
        f.id: _effort(f) for f in b.seated()
        if not ((hidden and not viewer.sees_side(f.side)) or f.out)})      # (vanquished or dead: no dice to use)
    imbalances = last(("ashes", "imbalances shown"), (seats, tuple(
        (f.id, tuple((i["name"], i["rank"]) for i in f.imbalances)) for f in imbalanced)),
        lambda: {f.id: [[i["name"], i["rank"]] for i in f.imbalances] for f in b.seated()})
    extra = {"positions": positions(b.zone_specs), "effort": effort, "phase": b.phase, "death_token": b.death_token,
             "imbalances": imbalances, "bids": {w: _bid_value(b, w, viewer) for w in b.bids}}
    return View(viewer, b.map, tokens, same(("ashes", "order", viewer), order(b, viewer, seats)),
                same(("ashes", "awaited"), tuple(awaited(rules, b, seats, imbalanced))), banner(b), SIDES,
                same(("ashes", "extra", viewer), extra))


def banner(b: Battle) -> Phrase:
    if b.phase == "ended":
        return over_banner(b.outcome)
    if b.choices:
        return _question(b, b.choices[0])
    if b.pending is not None:
        return _defense_phrase(b)
    return Phrase("Round {round}: {phase}", round=b.round, phase=Term("phase", b.phase, PHASES_EN.get(b.phase, b.phase)))


def state_text(b: Battle) -> str:
    lines = [f"{b.name}: round {b.round}, phase {b.phase}, outcome {b.outcome or '-'}"
             + (", Death token" if b.death_token else "")]
    for f in b.seated():
        imbs = ",".join(f"{i['name']}{i['rank']}" for i in f.imbalances) or "-"
        chakra = f"chakra {f.prana}/{f.pool} (rec {f.recovery})" if f.chakra == "awakened" else f"chakra {f.chakra}"
        flags = [s.upper() for s in status(b, f, set())]
        lines.append(f"{f.id} {f.name} [{f.side}] zone {f.zone} aura {f.aura}/{f.aura_max} health {f.health}/"
                     f"{f.boxes * HEALTH_BOX} imbalances {imbs} {chakra}" + (" " + " ".join(flags) if flags else ""))
    return "\n".join(lines)


class AshesRules(PackageRules, AshesRuleset):
    """The engine with the rest of the core's protocol (vtt.core.ruleset.Ruleset: vtt.rules.kit.protocol)."""

    #: the events the table view shows as the latest roll (an attack uses dice rolled at the round's
    #: start: its declaration, the defence and what they did are the roll and its result)
    roll_events = frozenset({"effort_rolled", "attack_declared", "defended", "took_hit", "attack_resolved",
                             "grab_resolved", "awakened", "action", "broke_free", "reach_rolled"})

    def also_now(self, b: Battle) -> list[Awaited]:
        return also_now(b)

    def command_range(self, b: Battle, c: Command) -> dict:
        return command_range(b, c)

    def order_drop(self, b: Battle, who: str, onto: str) -> Command | None:
        return order_drop(b, who, onto)


RULES = AshesRules()
