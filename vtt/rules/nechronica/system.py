"""Nechronica as a registered system (vtt.core.registry): what the generic layers ask of it.

The engine is imported when first needed, so `vtt roll` (dice only) starts as fast as before."""
from __future__ import annotations

from pathlib import Path

SIDES = ("dolls", "enemies")


class NechronicaSystem:
    id = "nechronica"
    name = "Nechronica"
    name_ja = "永い後日談のネクロニカ"
    sides = SIDES
    side_names = {"dolls": ("dolls", "ドール"), "enemies": ("enemies", "敵")}   # (English, Japanese)
    dice_example = "2NC+1"           # the dice box's hint
    ui = "vtt.ui.nechronica.contributions:CONTRIBUTIONS"      # what it adds to the window (vtt.ui.contributions)

    @property
    def ruleset(self):
        from .battle import RULESET
        return RULESET

    def demo_session(self, seed: int | None = None):
        from .battle import demo_session
        return demo_session(seed)

    def open_session(self, data: dict, path, history: bool = True):
        """A scenario starts a new battle; a saved battle is replayed from its log."""
        from vtt.core.files import scenario_at, validate
        from .battle import load_battle, new_session
        from .models import ScenarioFile
        if not (isinstance(data, dict) and data.get("kind") == "scenario"):
            return load_battle(path, history)
        scenario = validate(ScenarioFile, data, path)
        with scenario_at(path):               # (refused as it was built: the file named, not "<scenario>")
            return new_session(scenario, Path(path).parent, history=history)

    def script_session(self, data, path):
        """(session on the script's fresh battle, its commands, its auto_pass) of a `vtt play` script."""
        from vtt.core.files import load_model, scenario_at, validate
        from .battle import new_session
        from .models import BattleScript, ScenarioFile
        script = validate(BattleScript, data, path)
        base, scenario_path = Path(path).parent, path
        if script.scenario is not None:
            scenario_path = base / script.scenario
            scenario, base = load_model(ScenarioFile, scenario_path), scenario_path.parent
        else:
            scenario = script.setup
        with scenario_at(scenario_path):
            session = new_session(scenario, base, script.seed)
        return session, script.commands, script.auto_pass

    def session_from_setup(self, setup, base_dir, seed: int | None, history: bool = True):
        from vtt.core.files import validate
        from .battle import new_session
        from .models import ScenarioFile
        return new_session(validate(ScenarioFile, setup, "setup"), base_dir, seed, history)

    def sample_scenarios(self) -> list:
        """The scenarios shipped with Nechronica (File → New battle… lists them)."""
        from vtt import RESOURCES
        return sorted((RESOURCES / "scenarios").glob("*.json"))

    def demo_scenario(self):
        """The demo battle's scenario file: one of the samples, which File → New battle… offers once, as the demo."""
        from .battle import DEMO_SCENARIO
        return DEMO_SCENARIO

    def schemas(self) -> dict:
        """`vtt schema`: file name (without .json) -> the model of that file format."""
        from .catalog import CatalogFile
        from .models import BattleScript, DollFile, EnemyFile, SavedBattle, ScenarioFile
        return {"doll": DollFile, "enemy": EnemyFile, "scenario": ScenarioFile, "script": BattleScript,
                "battle": SavedBattle, "catalog": CatalogFile}

    # -- the workshop (vtt/workshop, vtt/ui/workshop) ------------------------------------------------------
    def workshop_kinds(self) -> dict:
        """Dolls (the characters), enemies (legion, horror, savant) and scenarios, with the shipped ones;
        dolls and enemies open in Nechronica's editors (the generic one with the parts table beside the
        catalog, the max AP and threat worked out)."""
        from vtt import RESOURCES
        from vtt.core.file_kinds import FileKind, sample_files
        from .lists import blank_doll
        from .models import DollFile, EnemyFile, ScenarioFile, reinforcement_refusals
        widgets = {"parts": "vtt.ui.nechronica.workshop:parts_field"}
        return {
            "character": FileKind("character", DollFile, "Doll", "ドール", ("doll",), blank=blank_doll,
                                  samples=sample_files(RESOURCES / "dolls"), sheet=True,
                                  editor="vtt.ui.nechronica.workshop:DollEditor", widgets=widgets,
                                  checks=reinforcement_refusals),
            "monster": FileKind("monster", EnemyFile, "Enemy", "手駒", ("legion", "horror", "savant"),
                                blank=lambda: {"kind": "horror", "base_ap": 6, "threat": 1},
                                samples=sample_files(RESOURCES / "enemies"),
                                editor="vtt.ui.nechronica.workshop:EnemyEditor", widgets=widgets),
            "scenario": FileKind("scenario", ScenarioFile, "Scenario", "シナリオ", ("scenario",),
                                 samples=sample_files(RESOURCES / "scenarios"), widgets=widgets),
        }

    def workshop_lists(self) -> dict:
        from .lists import lists
        return lists()

    def read_sheet(self, data, path):
        """`vtt print` of a doll file: the doll (Nechronica prints its own doll sheet)."""
        from vtt.core.files import validate
        from vtt.core.pictures import pictures_absolute
        from .models import DollFile
        return validate(DollFile, pictures_absolute(data, path), path)

    def import_formats(self) -> dict:
        """`vtt import`: a キャラクター保管所 sheet as a doll file."""
        from vtt.interop.nechronica.formats import IMPORTS
        return IMPORTS

    def export_formats(self) -> dict:
        """`vtt export`: a doll file for CCFOLIA or Udonarium."""
        from vtt.interop.nechronica.formats import EXPORTS
        return EXPORTS

    def policies(self) -> dict:
        from vtt.rules.nechronica.policies import POLICIES
        return POLICIES

    # -- the encounter simulator (vtt.sim.simulator) --------------------------------------------
    def won(self, outcome: str) -> bool:
        """Did the dolls win?"""
        return outcome == "victory"

    def lost(self, outcome: str) -> bool:
        """Did the enemies win (every doll destroyed)? An escape of either side is neither's win."""
        return outcome == "annihilated"

    def sim_observer(self, session):
        from .simulation import BattleTally
        return BattleTally(session.state)

    def sim_tally(self, battle):
        from .simulation import ReportTally
        return ReportTally(battle)

    def roll(self, expression: str, dice=None, rng=None) -> dict:
        from .dice import roll_command
        return roll_command(expression, None if dice is None else list(dice), rng)


SYSTEM = NechronicaSystem()
