"""What the zones ruleset offers the generic window besides its view (vtt.core.ruleset, optional
methods): a swap by dropping one initiative card on another, a participant's sheet, the GM's forms."""
from __future__ import annotations

from vtt.core.errors import Phrase, Term
from vtt.core.records import Command
from vtt.core.ruleset import FormField, GmForm, SheetSection
from vtt.rules.kit.forms import PIP, chosen, end_battle_form, who_field as _who
from vtt.rules.kit.words import UNARMED_JA

from .engine import ambush_roles
from .state import Battle, Fighter
from .terms import ACTIONS, SIDES, action_term, FEAR_HARM, HARM_TRACKS, label_term, name_term

OUTCOMES = ("victory", "defeat", "fled", "ended")


def order_drop(b: Battle, who: str, onto: str) -> Command | None:
    """A card dropped on another: the two swap (checked like any swap: at a round's start, two player
    characters who can talk)."""
    if who == onto or who not in b.fighters or onto not in b.fighters:
        return None
    return Command("swap", who, {"with": onto})


def entry_note(b: Battle, who: str, card: int) -> Phrase | None:
    """The maneuvers left on a card this round, as pips: slow ● fast ● (○ once spent)."""
    left = b.budget.get(who, {}).get(card)
    if b.phase != "battle" or left is None:
        return None
    return Phrase("slow {slow} fast {fast}", slow=PIP[left[0] > 0], fast=PIP[left[1] > 0])


def _range_text(span) -> str:
    lo, hi = span
    return str(lo) if lo == hi else f"{lo}–{hi}"


def sheet(b: Battle, who: str) -> list[SheetSection]:
    f: Fighter = b.fighters[who]
    harm = f.physical + f.mental
    actions = tuple((action_term(a), Phrase("{dice} − {harm} Harm = {left}", dice=n, harm=harm,
                                                  left=max(0, n - harm)) if harm else str(n))
                    for a in ACTIONS if (n := f.actions.get(a, 0)))
    weapons = []
    for i, w in enumerate(f.weapons):
        row = Phrase("{action}, damage {damage}, range {range}", action=action_term(w["action"]),
                     damage=w["damage"], range=_range_text(w["range"]))
        name = name_term(w["name"], w.get("name_ja"))
        weapons.append((Phrase("{name} (in hand)", name=name) if i == f.weapon else name, row))
    if f.weapon < 0 or not f.weapons:
        weapons.append((Phrase("{name} (in hand)", name=name_term("Unarmed", UNARMED_JA)),
                        Phrase("{action}, damage {damage}, range {range}", action=action_term("force"),
                               damage=1, range="0")))
    turn = [(label_term("Cards"), ", ".join(map(str, b.cards_of(who))) or "–")]
    for card in b.cards_of(who):
        note = entry_note(b, who, card)
        if note is not None:
            turn.append((Phrase("Card {card}", card=card), note))
    conditions = []
    if f.held_by:
        conditions.append((label_term("restrained"), b.fighters[f.held_by].name))
    if f.first_bonus:
        conditions.append((label_term("ambush dice on her first maneuver"), f"+{f.first_bonus}"))
    for flag, key, value in ((f.gagged, "gagged", ""), (f.cover, "cover", ""), (f.burning, "burning", f.burning),
                             (f.poison, "poisoned", f.poison), (f.broken, "broken", ""), (f.fled, "fled", "")):
        if flag:
            conditions.append((label_term(key), str(value)))
    holding = [g.name for g in b.fighters.values() if g.held_by == who]
    if holding:
        conditions.append((Phrase("holds"), ", ".join(holding)))
    return [SheetSection(label_term("Actions"), actions), SheetSection(label_term("Weapons"), tuple(weapons)),
            SheetSection(label_term("Turn"), tuple(turn)),
            SheetSection(label_term("Conditions"), tuple(conditions) or ((label_term("none"), ""),))]


def gm_forms(b: Battle) -> list[GmForm]:
    """The GM's commands with parameters, as the window's GM dialog offers them."""
    positions = tuple((p, Term("position", p, p)) for p in FEAR_HARM)
    sides = tuple((side, label_term(side)) for side in SIDES)
    return [
        GmForm("ambush", label_term("Ambush (before the deal)"),
               (FormField("side", "choice", label_term("ambushers"), default=SIDES[1], options=sides),
                FormField("sneaker", "who", label_term("sneaker")), FormField("watcher", "who", label_term("watcher")),
                FormField("action", "choice", label_term("watcher rolls"), default="track",
                          options=(("track", action_term("track")), ("read", action_term("read")))))),
        GmForm("ambush", label_term("Ambush, automatic (before the deal)"),
               (FormField("side", "choice", label_term("ambushers"), default=SIDES[1], options=sides),),
               (("automatic", True),)),
        GmForm("fear", label_term("Fear test"), (_who(), FormField("fear", "number", label_term("fear"), 1, 10, 1),
                                                  FormField("position", "choice", label_term("position"),
                                                            default="risky", options=positions))),
        GmForm("ignite", label_term("Set on fire"),
               (_who(), FormField("intensity", "number", label_term("intensity"), 1, 10, 1))),
        GmForm("douse", label_term("Put out the fire"), (_who(),)),
        GmForm("poison", label_term("Poison"), (_who(), FormField("toxicity", "number", label_term("toxicity"), 1, 20, 3))),
        GmForm("antidote", label_term("Antidote"), (_who(),)),
        GmForm("fall", label_term("Fall"), (_who(), FormField("feet", "number", label_term("feet"), 10, 1000, 10))),
        GmForm("hardship", label_term("Tired, hungry or thirsty"),
               (_who(), FormField("track", "choice", label_term("track"), default="physical",
                                  options=tuple((t, Term("harm", t, t)) for t in HARM_TRACKS)))),
        GmForm("circumstance", label_term("Circumstances"),
               (FormField("action", "choice", label_term("action"), default="strike",
                          options=tuple((a, action_term(a)) for a in ACTIONS)),
                FormField("extra", "number", label_term("extra"), 0, 5, 1))),
        GmForm("override", label_term("Override: Harm"),
               (_who(), FormField("track", "choice", label_term("track"), default="physical",
                                  options=tuple((t, Term("harm", t, t)) for t in HARM_TRACKS)),
                FormField("value", "number", label_term("value"), 0, 40, 0)), (("op", "harm"),)),
        GmForm("override", label_term("Override: zone"), (_who(), FormField("zone", "zone", label_term("zone"))),
               (("op", "move"),)),
        GmForm("override", label_term("Override: cards"),
               (_who(), FormField("cards", "numbers", label_term("cards"), 1, 99)), (("op", "card"),)),
        GmForm("override", label_term("Override: fled"),
               (_who(), FormField("value", "flag", label_term("fled"), default=True)), (("op", "fled"),)),
        GmForm("override", label_term("Override: release"), (_who(),), (("op", "release"),)),
        GmForm("override", label_term("Override: maneuvers left"),
               (_who(), FormField("slow", "number", label_term("slow"), 0, 4, 1),
                FormField("fast", "number", label_term("fast"), 0, 4, 1)), (("op", "maneuvers"),)),
        end_battle_form(OUTCOMES),
    ]


def form_choices(b: Battle, c: Command) -> dict:
    """Whom the ambush form offers: whom the rules let sneak and watch (engine ``ambush_roles``; the command refuses
    the others)."""
    side = c.get("side")
    if c.type != "ambush" or c.get("automatic") or not isinstance(side, str) or side not in SIDES:
        return {}
    return ambush_roles(b, side)


def form_values(b: Battle, c: Command) -> dict:
    """What a GM form sets, as the battle holds it now for whom (and which track) the form has chosen: an override
    starts at her current value (vtt.ui.widgets.gm_dialog), not at 0."""
    f = chosen(b, c)
    if c.type != "override" or f is None:
        return {}
    op = c.get("op")
    if op == "harm":
        return {"value": getattr(f, c.get("track"))} if c.get("track") in HARM_TRACKS else {}
    if op == "move":
        return {"zone": f.zone}
    if op == "card":
        return {"cards": b.cards_of(f.id)}
    if op == "fled":
        return {"value": f.fled}
    if op == "maneuvers":       # the card her maneuvers are spent on, as the override sets them
        card = b.maneuvers_card(f)
        slow, fast = b.budget.get(f.id, {}).get(card, (0, 0)) if card is not None else (0, 0)
        return {"slow": slow, "fast": fast}
    return {}
