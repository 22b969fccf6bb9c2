"""What the ashes ruleset offers the generic window besides its view: a participant's sheet and the
GM's forms (overrides, the Death token, peace)."""
from __future__ import annotations

from vtt.core.errors import Phrase, Term
from vtt.core.i18n import N_
from vtt.core.ruleset import FormField, GmForm, SheetSection
from vtt.rules.kit.forms import PIP, chosen, end_battle_form, who_field
from vtt.rules.kit.words import UNARMED_JA

from .state import HEALTH_BOX, Battle, Fighter
from .terms import advantage_term, imbalance_term, keyword_term, label_term, name_term


def sheet(b: Battle, who: str) -> list[SheetSection]:
    f: Fighter = b.fighters[who]
    core = [(label_term("Degree"), str(f.degree)), (label_term("Effort"), f"{f.effort}d10"),
            (label_term("Aura"), f"{f.aura} / {f.aura_max}"),
            (label_term("Health"), Phrase(N_("{health} / {max} ({boxes} box)") if f.boxes == 1 else
                                          N_("{health} / {max} ({boxes} boxes)"), health=f.health,
                                          max=f.boxes * HEALTH_BOX, boxes=f.boxes)),
            (label_term("Armor"), str(f.armor)), (label_term("Senses"), str(f.senses))]
    w = f.weapon or {}
    wname = name_term(w.get("name", "Unarmed"), w.get("name_ja") or (UNARMED_JA if not w else None))
    adv = advantage_term(w.get("advantage", "unarmed"))
    if w.get("mimics"):
        adv = Phrase("{name} (as {mimics})", name=adv, mimics=advantage_term(w["mimics"]))
    ready = Phrase(N_("{name} (free use spent)") if f.free_used else N_("{name} (free use ready)"), name=wname)
    weapon = [(ready, adv)]
    techs = [(name_term(t["name"], t.get("name_ja")),
              Phrase("{keyword}, +{bonus}", keyword=keyword_term(t["keyword"]), bonus=t["bonus"]))
             for t in f.techniques]
    ja = {i["name"]: i.get("name_ja") for i in f.imbalances}
    imbs = [(imbalance_term(i["name"], ja[i["name"]]), Phrase("Rank {rank}", rank=i["rank"])) for i in f.imbalances]
    imbs += [(imbalance_term(k, ja.get(k)), Phrase("{penalty} this round", penalty=Term("penalty", v, v)))
             for k, v in f.penalties.items()]
    if f.chakra == "awakened":
        chakra = [(label_term("Chakra"), Phrase("Recovery {recovery}, Pool {pool}, Prana {prana}",
                                                recovery=f.recovery, pool=f.pool, prana=f.prana))]
    else:
        chakra = [(label_term("Chakra"), label_term("slumbering") if f.chakra == "slumbering" else label_term("none"))]
    turn = [(label_term("Initiative"), str(f.initiative)),
            (label_term("Turn"), Phrase("single {single} rank-0 {rank0}", single=PIP[not f.single_used],
                                        rank0=PIP[not f.rank0_used]))]
    return [SheetSection(label_term("Character"), tuple(core)), SheetSection(label_term("Weapon"), tuple(weapon)),
            SheetSection(label_term("Techniques"), tuple(techs)), SheetSection(label_term("Imbalances"), tuple(imbs)),
            SheetSection(label_term("Chakra"), tuple(chakra)), SheetSection(label_term("Turn"), tuple(turn))]


def gm_forms(b: Battle) -> list[GmForm]:
    who = who_field()
    conditions = tuple((n, label_term(text)) for n, text in (
        (1, N_("1: at the beginning of a round, the GM declares Death possible")),
        (3, N_("3: a player's proposed action the GM says will kill"))))
    forms = [GmForm("death_token", label_term("Death token"),
                    (FormField("condition", "choice", label_term("condition"), default=1, options=conditions),)),
             GmForm("peace", label_term("End the round (no one continues)"))]
    for option, label in (("hidden_bids", N_("Bids hidden from the table")),
                          ("hidden_effort", N_("Effort dice hidden from the table"))):
        forms.append(GmForm("secrecy", label_term(label),
                            (FormField("on", "flag", label_term("hidden"), default=not b.options.get(option)),),
                            (("option", option),)))
    for op, label, hi in (("aura", N_("Override: Aura"), 100), ("health", N_("Override: Health"), 100),
                          ("prana", N_("Override: Prana"), 50), ("initiative", N_("Override: initiative"), 99)):
        forms.append(GmForm("override", label_term(label), (who, FormField("value", "number", label_term("value"),
                                                                            0, hi, 0)), (("op", op),)))
    forms.append(GmForm("override", label_term("Override: zone"), (who, FormField("zone", "zone", label_term("zone")),
                                                                    ), (("op", "zone"),)))
    forms.append(GmForm("override", label_term("Override: revive"), (who,), (("op", "revive"),)))
    forms.append(end_battle_form(("victory", "defeat", "peace", "ended")))
    return forms


def form_values(b: Battle, c) -> dict:
    """What a GM form sets, as the battle holds it now for whom the form has chosen: an override starts at her
    current Aura, Health, Prana, initiative or zone (vtt.ui.widgets.gm_dialog), not at 0."""
    f = chosen(b, c)
    if c.type != "override" or f is None:
        return {}
    op = c.get("op")
    if op in ("aura", "health", "prana", "initiative"):
        return {"value": getattr(f, op)}
    return {"zone": f.zone} if op == "zone" else {}
