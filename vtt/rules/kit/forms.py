"""What the GM's forms and a participant's sheet say alike in every package ruleset (vtt.core.ruleset's
GmForm, FormField): whom a form touches, the override that ends the battle, a pip."""
from __future__ import annotations

from vtt.core.errors import Term
from vtt.core.ruleset import FormField, GmForm

from .words import label_term, outcome_term

#: a use still there (●) or spent (○), on a sheet or an order entry
PIP = {True: "●", False: "○"}


def who_field(key: str = "target", label: Term | None = None) -> FormField:
    """A form's participant at ``key``, said as ``label`` (else "who")."""
    return FormField(key, "who", label_term("who") if label is None else label)


def chosen(b, c, key: str = "target"):
    """The participant a form's command names at ``key`` (None: none, or not one of the battle's)."""
    who = c.get(key)
    return b.fighters.get(who) if isinstance(who, str) else None


def end_battle_form(outcomes) -> GmForm:
    """The GM's override that ends the battle with one of ``outcomes`` (the ruleset's words; "ended" first
    offered)."""
    return GmForm("override", label_term("Override: end the battle"),
                  (FormField("outcome", "choice", label_term("outcome"), default="ended",
                             options=tuple((o, outcome_term(o)) for o in outcomes)),), (("op", "end_battle"),))
