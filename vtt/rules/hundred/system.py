"""Hundred-card initiative (seed 003) as a registered system (vtt.core.registry)."""
from __future__ import annotations

from pathlib import Path

from .terms import SIDES


class HundredSystem:
    id = "hundred"
    name = "Hundred-card initiative"
    name_ja = "百枚カードのイニシアチブ"
    sides = SIDES
    side_names = {"party": ("party", "パーティ"), "foes": ("foes", "敵")}   # (English, Japanese)
    dice_example = "3d10+2d6"          # the dice box's hint

    @property
    def ruleset(self):
        from .protocol import RULES
        return RULES

    def demo_session(self, seed: int | None = None):
        from .battle import demo_session
        return demo_session(seed)

    def open_session(self, data: dict, path, history: bool = True):
        """A scenario starts a new battle; a saved battle is replayed from its log."""
        from vtt.core.files import validate
        from vtt.core.game_file import replay_battle
        from .battle import new_session
        from .models import ScenarioFile
        if isinstance(data, dict) and data.get("kind") == "battle":
            return replay_battle(self, data, path, history)
        return new_session(validate(ScenarioFile, data, path), Path(path).parent, history=history)

    def session_from_setup(self, setup, base_dir, seed: int | None, history: bool = True):
        from vtt.core.files import validate
        from .battle import new_session
        from .models import ScenarioFile
        return new_session(validate(ScenarioFile, setup, "setup"), base_dir, seed, history)

    def script_session(self, data, path):
        from vtt.core.files import load_model, validate
        from .battle import new_session
        from .models import BattleScript, ScenarioFile
        script = validate(BattleScript, data, path)
        base = Path(path).parent
        if script.scenario is not None:
            scenario_path = base / script.scenario
            scenario, base = load_model(ScenarioFile, scenario_path), scenario_path.parent
        else:
            scenario = script.setup
        return new_session(scenario, base, script.seed), script.commands, script.auto_pass

    def sample_scenarios(self) -> list:
        """The scenarios shipped with this ruleset (File → New battle… lists them)."""
        from .battle import RESOURCES
        return sorted((RESOURCES / "scenarios").glob("*.json"))

    def schemas(self) -> dict:
        """`vtt schema`: file name (without .json) -> the model of that file format."""
        from .models import BattleScript, CharacterFile, ScenarioFile
        return {"character": CharacterFile, "scenario": ScenarioFile, "script": BattleScript}

    def policies(self) -> dict:
        from .policies import POLICIES
        return POLICIES

    def won(self, outcome: str) -> bool:
        return outcome == "victory"

    def sim_observer(self, session):
        from .policies import BattleFigures
        return BattleFigures()

    def sim_tally(self, state):
        from .policies import FiguresTally
        return FiguresTally()

    def roll(self, expression: str, dice=None, rng=None) -> dict:
        from .dice import roll_command
        return roll_command(expression, None if dice is None else list(dice), rng)


SYSTEM = HundredSystem()
