"""The vocabulary of the zones ruleset (no pydantic, so the rules start without it): actions,
maneuvers, Harm tracks, fear positions, as Terms (their other languages: the zones catalog, NC_ marks
each key for it)."""
from __future__ import annotations

from vtt.core.errors import Term
from vtt.core.i18n import N_, NC_
from vtt.rules.kit.places import SIDES  # noqa: F401
from vtt.rules.kit.words import label_term, name_term  # noqa: F401

RULESET = "zones"
SCHEMA_VERSION = 1

#: the Action tests a character rolls (attribute + skill dice)
ACTIONS = (NC_("action", "strike"), NC_("action", "shoot"), NC_("action", "force"), NC_("action", "finesse"),
           NC_("action", "sneak"), NC_("action", "persuade"), NC_("action", "intimidate"), NC_("action", "read"),
           NC_("action", "endure"), NC_("action", "cast"), NC_("action", "track"))
#: weapon actions: melee (same zone) or ranged (its range span)
ATTACK_ACTIONS = ("strike", "shoot", "force")
MELEE_ACTIONS = ("strike", "force")

HARM_TRACKS = ("physical", "mental")
HARM_NAMES = {NC_("harm", "physical"): "Physical Harm", NC_("harm", "mental"): "Mental Harm"}

#: fear test: Mental Harm on failure by position (seed 004's table)
FEAR_HARM = {NC_("position", "controlled"): 2, NC_("position", "risky"): 3, NC_("position", "desperate"): 4}
#: a player character with this much Mental Harm or more (Severe) adds no die to others' fear tests
SEVERE_MENTAL = 4
#: at most this many dice from player characters in the zone on a fear test
FEAR_HELP_MAX = 3

#: reactions and what they roll (the defender's choice of action where two fit)
REACTIONS = {"dodge": ("finesse",), "parry": ("strike", "force"), "break_free": ("force",), "hold": ("force",),
             "chase": ("finesse", "track")}
FLEE_ACTIONS = ("finesse", "sneak")
#: what a window or a reaction is called (Term kind "maneuver")
MANEUVERS = (NC_("maneuver", "dodge"), NC_("maneuver", "parry"), NC_("maneuver", "break_free"), NC_("maneuver", "hold"),
             NC_("maneuver", "chase"), NC_("maneuver", "attack"), NC_("maneuver", "grapple"), NC_("maneuver", "flee"),
             NC_("maneuver", "move"), NC_("maneuver", "cover"), NC_("maneuver", "draw"), NC_("maneuver", "extinguish"),
             NC_("maneuver", "release"), NC_("maneuver", "end_turn"), NC_("maneuver", "test"), NC_("maneuver", "swap"),
             NC_("maneuver", "pass"))
#: how a battle ends (Term kind "outcome")
OUTCOMES = (NC_("outcome", "victory"), NC_("outcome", "defeat"), NC_("outcome", "fled"), NC_("outcome", "ended"))
#: a command's name on its button where the command_text gives no sentence (Term kind "command")
COMMAND_NAMES = (NC_("command", "deal"), NC_("command", "end_turn"), NC_("command", "pass"), NC_("command", "cover"),
                 NC_("command", "break_free"), NC_("command", "release"), NC_("command", "extinguish"),
                 NC_("command", "dodge"), NC_("command", "parry"), NC_("command", "hold"), NC_("command", "shout"),
                 NC_("command", "override"))
#: the words a view or a form says as labels that no label_term("...") names: statuses, conditions, sides
STATUS_WORDS = (N_("acting"), N_("broken"), N_("fled"), N_("restrained"), N_("gagged"), N_("cover"), N_("burning"),
                N_("poisoned"), N_("party"), N_("foes"))


def action_dice(actions: dict) -> dict[str, int]:
    """A sheet's dice per action: a number, or attribute + skill (``{"attribute": 3, "skill": 2}``)."""
    return {k: d if isinstance(d, int) else d.attribute + d.skill for k, d in actions.items()}


def maneuver_term(name: str) -> Term:
    return Term("maneuver", name, name.replace("_", " "))


def action_term(action: str) -> Term:
    return Term("action", action, action.capitalize())


def harm_term(track: str) -> Term:
    return Term("harm", track, HARM_NAMES[track])


#: each action's Term, made once: the Action test a roll is for (the dice box says whose roll the dice typed at
#: the table feed)
ACTION_TERMS = {a: action_term(a) for a in ACTIONS}
#: what a roll is for when no character's action rolls it (Term kind "roll")
ROLL_POISON = Term("roll", "poison", "poison")
ROLL_FALL = Term("roll", "fall", "fall")
ROLL_CARDS = Term("roll", "cards", "cards")
