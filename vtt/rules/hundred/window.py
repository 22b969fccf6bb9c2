"""What the hundred ruleset offers the generic window besides its view: a participant's sheet (health in
the seed's notation, hand, pools, weapons, armor) and the GM's forms (ranges, exhaustion, overrides)."""
from __future__ import annotations

from vtt.core.errors import Phrase, Term
from vtt.core.i18n import N_
from vtt.core.ruleset import FormField, GmForm, SheetSection
from vtt.rules.kit.forms import chosen, end_battle_form, who_field as _who

from .dice import pool_text
from .state import Battle, Fighter
from .terms import BANDS, DAMAGED, EXHAUSTED, PERMANENT, band_term, label_term, name_term

OUTCOMES = ("victory", "defeat", "ended")
HEALTH_COUNTS = ("exhausted", "damaged", "permanent")


def sheet(b: Battle, who: str) -> list[SheetSection]:
    f: Fighter = b.fighters[who]
    health = [(label_term("Notation"), f.notation())]
    if f.dead:
        health.append((label_term("dead"), ""))
    elif f.unconscious:
        health.append((label_term("unconscious"), ""))
    if f.count("/"):
        health.append((label_term("Penalty"), f"−{f.count('/') * b.options['exhaustion_penalty']}"))
    cards = [(label_term("Hand"), ", ".join(map(str, f.hand)) or "–"),
             (label_term("Laid card"), str(f.laid) if f.laid is not None else "–")]
    if f.pc:
        cards.append((label_term("Given this round"), label_term(N_("yes") if f.id in b.given else N_("no"))))
        cards.append((label_term("Received this round"), label_term(N_("yes") if f.id in b.received else N_("no"))))
    pools = tuple((Term("skill", k, k.replace("_", " ").capitalize()), pool_text(*v)) for k, v in f.pools.items())
    weapons = []
    for w in f.weapons:
        row = Phrase("{skill}, damage {damage} (+{per_shift} per shift), reaches {bands}",
                     skill=Term("skill", w["skill"], w["skill"].replace("_", " ").capitalize()), damage=w["damage"],
                     per_shift=w["per_shift"], bands=[band_term(x) for x in w["bands"]])
        if w.get("speed") is not None:      # a projectile's, in its row (a row of its own read as a weapon)
            row = Phrase("{weapon}, Speed {speed}", weapon=row, speed=w["speed"])
        weapons.append((name_term(w["name"], w.get("name_ja")), row))
    # a location by its word ("Head", 頭), as the editor's list names it, not its key
    armor = tuple((Term("location", k, k.capitalize()), str(v)) for k, v in f.armor.items())
    return [SheetSection(label_term("Health"), tuple(health)), SheetSection(label_term("Hand"), tuple(cards)),
            SheetSection(label_term("Pools"), pools), SheetSection(label_term("Weapons"), tuple(weapons)),
            SheetSection(label_term("Armor"), armor or ((label_term("none"), ""),))]


def gm_forms(b: Battle) -> list[GmForm]:
    bands = tuple((x, band_term(x)) for x in BANDS)
    return [
        GmForm("set_range", label_term("Set a range"),
               (_who("a", label_term("one fighter")), _who("b", label_term("the other fighter")),
                FormField("band", "choice", label_term("band"), default="close", options=bands))),
        GmForm("exhaust", label_term("Exhaustion"), (_who(), FormField("amount", "number", label_term("amount"), 0, 40, 1))),
        GmForm("harm", label_term("Damage"), (_who(), FormField("amount", "number", label_term("amount"), 0, 40, 1))),
        GmForm("rule", label_term("Rule the reaction"), (FormField("hit", "flag", label_term("hit"), default=True),)),
        GmForm("override", label_term("Override: health"),
               (_who(),) + tuple(FormField(k, "number", label_term(k), 0, 40, 0) for k in HEALTH_COUNTS),
               (("op", "health"),)),
        GmForm("override", label_term("Override: hand"),
               (_who(), FormField("cards", "numbers", label_term("cards"), 1, b.options["deck"])), (("op", "hand"),)),
        end_battle_form(OUTCOMES),
    ]


def form_choices(b: Battle, c) -> dict:
    """Whom a form offers: a range is set between two participants, the other fighter is not the one picked first
    (the form offered Aren and Aren, which the command refuses: "a range is between two participants")."""
    if c.type != "set_range":
        return {}
    first = chosen(b, c, "a")
    return {"b": [who for who in b.fighters if first is None or who != first.id]}


def form_values(b: Battle, c) -> dict:
    """What a GM form sets, as the battle holds it now for whom the form has chosen: the health override starts
    at her points exhausted, damaged and permanently damaged, the hand's at her hand, a range at the band between
    the two picked (vtt.ui.widgets.gm_dialog)."""
    if c.type == "set_range":
        a, other = chosen(b, c, "a"), chosen(b, c, "b")
        return {"band": b.band(a.id, other.id)} if a is not None and other is not None and a is not other else {}
    f = chosen(b, c)
    if c.type != "override" or f is None:
        return {}
    if c.get("op") == "health":
        return {k: f.count(state) for k, state in zip(HEALTH_COUNTS, (EXHAUSTED, DAMAGED, PERMANENT))}
    return {"cards": list(f.hand)} if c.get("op") == "hand" else {}
