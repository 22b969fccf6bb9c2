"""The vocabulary of the hundred ruleset (no pydantic, so the rules start without it): phases, range
bands, reactions, health states, as Terms (their other languages: the hundred catalog, NC_ marks each key
for it)."""
from __future__ import annotations

from vtt.core.errors import Term
from vtt.core.i18n import N_, NC_
from vtt.rules.kit.places import SIDES  # noqa: F401
from vtt.rules.kit.words import UNARMED_JA, label_term, name_term  # noqa: F401

RULESET = "hundred"
SCHEMA_VERSION = 1
PHASES = (NC_("phase", "draw"), NC_("phase", "preparation"), NC_("phase", "combat"), NC_("phase", "ended"))

#: the four range zones of the seed, nearest first
BANDS = (NC_("band", "close"), NC_("band", "mid"), NC_("band", "ranged"), NC_("band", "out"))
#: (the seed's "Close Combat (0~3m)" as English writes a range: an ASCII tilde prints raised, 3˜6m; the Japanese
#: catalog's 近接（0〜3m）)
BAND_NAMES = {"close": "Close Combat (0–3 m)", "mid": "Mid Combat (3–6 m)", "ranged": "Ranged Combat (7 m+)",
              "out": "Out-Of-Range"}

#: how an attack target may react
REACTIONS = (NC_("reaction", "none"), NC_("reaction", "block"), NC_("reaction", "dodge"),
             NC_("reaction", "dodge_projectile"), NC_("reaction", "other"))
#: what a reaction window waits for (Term kind "timing")
TIMINGS = (NC_("timing", "attack"), NC_("timing", "before_damage"))

#: health point states in the seed's notation, and the state a track segment draws
HEALTHY, EXHAUSTED, DAMAGED, PERMANENT = "O", "/", "X", "*"
SEGMENT_STATE = {HEALTHY: "ok", EXHAUSTED: "used", DAMAGED: "damaged", PERMANENT: "lost"}

#: hit locations when a sheet's armor names none
LOCATIONS = (NC_("location", "head"), NC_("location", "torso"), NC_("location", "arms"), NC_("location", "legs"))

#: the pools every sheet has (attributes are d6 by default, skills d10; a sheet may say otherwise)
ATTRIBUTES = ("combat", "agility", "strength")
#: the skills the sample characters have (Term kind "skill"; a sheet's own skill is told as it is named)
SKILLS = (NC_("skill", "combat"), NC_("skill", "agility"), NC_("skill", "strength"), NC_("skill", "dodge"),
          NC_("skill", "block"), NC_("skill", "endurance"), NC_("skill", "cut_weapons"), NC_("skill", "boxing"),
          NC_("skill", "bows"), NC_("skill", "throwing"), NC_("skill", "blunt_weapons"), NC_("skill", "pole_weapons"),
          NC_("skill", "claws"))

UNARMED = {"name": "Unarmed", "name_ja": UNARMED_JA, "skill": "boxing", "damage": 0, "per_shift": 1,
           "bands": ["close"], "speed": None}

#: a command's name on its button (Term kind "command")
COMMAND_NAMES = (NC_("command", "deal"), NC_("command", "lay"), NC_("command", "sit_out"), NC_("command", "give"),
                 NC_("command", "attack"), NC_("command", "act"), NC_("command", "end_turn"), NC_("command", "react"),
                 NC_("command", "interrupt"), NC_("command", "act_earlier"), NC_("command", "damage"),
                 NC_("command", "rule"), NC_("command", "set_range"), NC_("command", "exhaust"),
                 NC_("command", "harm"), NC_("command", "override"))
#: how a battle ends (Term kind "outcome")
OUTCOMES = (NC_("outcome", "victory"), NC_("outcome", "defeat"), NC_("outcome", "ended"))
#: the words a view or a form says as labels that no label_term("...") names: statuses, the GM's fields
STATUS_WORDS = (N_("acting"), N_("dead"), N_("unconscious"), N_("acted"), N_("a"), N_("b"), N_("exhausted"),
                N_("damaged"), N_("permanent"))

#: what a roll is for, as the dice box says whose roll the dice typed at the table feed (Term kind "roll")
ROLL_ATTACK = Term("roll", "attack", "attack")
ROLL_DODGE = Term("roll", "dodge", "dodge")
ROLL_STRENGTH = Term("roll", "strength", "strength")
ROLL_BLOCK = Term("roll", "block", "block")
ROLL_CARDS = Term("roll", "cards", "cards")


def band_term(band: str) -> Term:
    return Term("band", band, BAND_NAMES.get(band, band))


def reaction_term(how: str) -> Term:
    return Term("reaction", how, how.replace("_", " "))
