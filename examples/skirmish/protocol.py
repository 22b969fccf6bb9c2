"""The skirmish ruleset on the core's protocol: who is awaited, a view per viewer (the rest of the protocol:
vtt.rules.kit.protocol.PackageRules, from this module, texts and window)."""
from __future__ import annotations

from vtt.core.errors import Phrase
from vtt.core.records import Command
from vtt.core.ruleset import ACT, GM, Awaited, OrderEntry, Token, TurnOrder, View, Viewer
from vtt.rules.kit.places import SIDES, positions
from vtt.rules.kit.protocol import PackageRules, statuses
from vtt.rules.kit.texts import over_banner
from vtt.rules.kit.tracks import box_track
from vtt.rules.kit.words import label_term, name_term

from .engine import SkirmishRuleset
from .state import Battle

_DEAL = Phrase("Deal the cards")


def awaited(rules: SkirmishRuleset, b: Battle) -> list[Awaited]:
    if b.phase == "setup":
        return [Awaited(None, "", GM, _DEAL, fallback=Command("deal"))]
    me = b.current()
    return [] if me is None else [Awaited(me.id, me.side, ACT, fallback=Command("end_turn", me.id))]


def view(rules: SkirmishRuleset, b: Battle, viewer: Viewer) -> View:
    """Everything is public: the cards lie face up."""
    now = b.current()
    tokens = tuple(Token(f.id, f.name, f.side, f.zone,
                         (box_track(label_term("Health"), f.health, f.health_max, "ok", "lost"),),
                         statuses(("acting", f is now), ("down", f.out)), name_term(f.name, f.name_ja))
                   for f in b.fighters.values())
    order = TurnOrder("cards", tuple(OrderEntry(f.id, f.card, f is now) for f in b.order()), round=b.round)
    return View(viewer, b.map, tokens, order, tuple(awaited(rules, b)), banner(b), SIDES,
                {"positions": positions(b.zone_specs), "deck": tuple(sorted(b.deck))})


def banner(b: Battle) -> Phrase:
    if b.phase == "ended":
        return over_banner(b.outcome)
    return _DEAL if b.phase == "setup" else Phrase("Round {round}", round=b.round)


def state_text(b: Battle) -> str:
    lines = [f"{b.name}: round {b.round}, phase {b.phase}, outcome {b.outcome or '-'}"]
    lines += [f"{f.id} {f.name} [{f.side}] zone {f.zone} card {f.card or '-'} health {f.health}/{f.health_max}"
              for f in b.fighters.values()]
    return "\n".join(lines)


class SkirmishRules(PackageRules, SkirmishRuleset):
    """The engine with the rest of the core's protocol (vtt.core.ruleset.Ruleset: vtt.rules.kit.protocol)."""

    #: the events the table view shows as the latest roll
    roll_events = frozenset({"hit"})


RULES = SkirmishRules()
