"""What the skirmish ruleset offers the generic window besides its view: a participant's sheet (printed
too) and the GM's forms (the kit's: whom a form touches, the override that ends the battle)."""
from __future__ import annotations

from vtt.core.ruleset import FormField, GmForm, SheetSection
from vtt.rules.kit.forms import end_battle_form, who_field
from vtt.rules.kit.words import label_term

from .state import Battle
from .terms import OUTCOMES


def sheet(b: Battle, who: str) -> list[SheetSection]:
    f = b.fighters[who]
    return [SheetSection(label_term("Fighter"), ((label_term("Health"), f"{f.health} / {f.health_max}"),
                                                 (label_term("Hits on"), f"{f.strength}+"),
                                                 (label_term("Card"), str(f.card or "–"))))]


def gm_forms(b: Battle) -> list[GmForm]:
    return [GmForm("override", label_term("Override: health"),
                   (who_field(), FormField("value", "number", label_term("value"), 0, 10, 0)), (("op", "health"),)),
            end_battle_form(OUTCOMES)]
