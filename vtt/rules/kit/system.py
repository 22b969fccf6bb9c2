"""A rules system laid out as a package of the usual shape, as vtt.core.registry wants it, and the session
on a battle built from one of its scenario files.

zones, ashes and hundred (and the example of docs/architecture.md, examples/skirmish) are each a package
with the same modules (vtt.rules.kit.protocol reads its texts and window by name too): ``protocol``
(``RULES``: the ruleset), ``battle`` (``demo_session``, ``new_session``, ``RESOURCES``), ``models``
(``ScenarioFile``, ``BattleScript``, ``CharacterFile``, ``SavedBattle``), ``policies`` (``POLICIES``, ``BattleFigures``,
``FiguresTally``), ``dice`` (``roll_command``) and, optionally, ``lists`` (``lists()``). Their system is a
PackageSystem with their names; each module is imported the first time it is asked for, by name.
"""
from __future__ import annotations

import importlib
from contextvars import ContextVar
from pathlib import Path

from vtt.core.files import SCENARIO, FileFormatError, load_model, named_by, scenario_at, validate
from vtt.core.participants import unique_id
from vtt.core.game_file import replay_battle
from vtt.core.pictures import with_absolute_pictures
from vtt.core.plain import Plain, read_plain, read_shapes
from vtt.core.session import Session
from vtt.core.sheet import GenericSheet, sheets_of_session

from .places import SIDE_NAMES, SIDES

#: the export every package ruleset's characters have: a CCFOLIA piece from the printed sheet
CCFOLIA = {"ccfolia": "vtt.interop.ccfolia:CCFOLIA"}

#: while a ScenarioSession builds its battle: (entry, portrait) of each participant by id, as participant_sheets
#: reads the sheets (the session's setup_pictures tells them without reading each character file again)
_PORTRAITS_READ: ContextVar[dict | None] = ContextVar("vtt_portraits_read", default=None)


class PackageSystem:
    """The system of the package ruleset ``package`` (e.g. ``vtt.rules.zones``, whose last name is its id),
    named ``name`` and ``name_ja``, with the dice box's hint ``dice_example``; its ``sides`` (the players'
    first) and their ``side_names`` in English and Japanese are the kit's party and foes unless given, and
    ``exports`` (format name → "module:NAME" of a vtt.core.exchange.ExportFormat of a character file,
    imported when asked for, not at start-up) its CCFOLIA piece; ``ui`` names ("module:NAME", never imported
    by the rules) what it adds to the battle window (vtt.ui.contributions). A subclass adds what its ruleset
    does its own way (zones: ``read_sheet``)."""

    def __init__(self, package: str, name: str, name_ja: str, dice_example: str = "", sides: tuple = SIDES,
                 side_names: dict | None = None, exports: dict | None = None, ui: str | None = None):
        self.package, self.id = package, package.rpartition(".")[2]
        self.ui = ui                     # "module:NAME" of its window contributions (vtt.ui.contributions)
        self.name, self.name_ja, self.dice_example = name, name_ja, dice_example
        self.sides = sides
        self.side_names = SIDE_NAMES if side_names is None else side_names
        self.exports = CCFOLIA if exports is None else exports

    def _module(self, name: str):
        return importlib.import_module(f"{self.package}.{name}")

    @property
    def ruleset(self):
        return self._module("protocol").RULES

    def demo_session(self, seed: int | None = None):
        return self._module("battle").demo_session(seed)

    def open_session(self, data: dict, path, history: bool = True):
        """A scenario starts a new battle; a saved battle is replayed from its log."""
        if isinstance(data, dict) and data.get("kind") == "battle":
            validate(self._module("models").SavedBattle, data, path)       # read by its schema, then replayed
            return replay_battle(self, data, path, history)
        scenario = validate(self._module("models").ScenarioFile, data, path)
        with scenario_at(path):               # (refused as it was built: the file named, not "<scenario>")
            session = self._module("battle").new_session(scenario, Path(path).parent, history=history)
            self.check_setup(session)
        return session

    def check_setup(self, session) -> None:
        """What a file's battle must hold beyond its schema, asked when a scenario or a saved battle is opened (its
        ``battle`` module's ``check_setup(state)``, if it has one: zones' deck serves every draw): a FileFormatError
        naming the field."""
        check = getattr(self._module("battle"), "check_setup", None)
        if check is not None:
            check(session.state)

    def session_from_setup(self, setup, base_dir, seed: int | None, history: bool = True):
        scenario = validate(self._module("models").ScenarioFile, setup, "setup")
        return self._module("battle").new_session(scenario, base_dir, seed, history)

    def script_session(self, data, path):
        models = self._module("models")
        script = validate(models.BattleScript, data, path)
        base = Path(path).parent
        scenario_path = path
        if script.scenario is not None:
            scenario_path = base / script.scenario
            scenario, base = load_model(models.ScenarioFile, scenario_path), scenario_path.parent
        else:
            scenario = script.setup
        with scenario_at(scenario_path):
            session = self._module("battle").new_session(scenario, base, script.seed)
        return session, script.commands, script.auto_pass

    def sample_scenarios(self) -> list:
        """The scenarios shipped with this ruleset (File → New battle… lists them)."""
        return sorted((self._module("battle").RESOURCES / "scenarios").glob("*.json"))

    def demo_scenario(self):
        """The demo battle's scenario file (its ``battle`` module's ``DEMO``; None: none): one of the samples, which
        File → New battle… offers once, as the demo battle."""
        return getattr(self._module("battle"), "DEMO", None)

    def schemas(self) -> dict:
        """`vtt schema`: file name (without .json) -> the model of that file format."""
        models = self._module("models")
        return {"character": models.CharacterFile, "scenario": models.ScenarioFile, "script": models.BattleScript,
                "battle": models.SavedBattle}

    def policies(self) -> dict:
        return self._module("policies").POLICIES

    # -- the workshop (vtt/workshop, vtt/ui/workshop): its kinds of file and its lists ---------------------
    #: each library kind's name in English and Japanese (a system may name them its own way)
    kind_names = {"character": ("Character", "キャラクター"), "monster": ("Monster", "モンスター"),
                  "scenario": ("Scenario", "シナリオ")}

    def workshop_kinds(self) -> dict:
        """Its character file twice (a ``character``, and a ``monster`` whose kind is ``npc``) and its
        scenario, each with the samples of its resources' folder (characters/, monsters/, scenarios/)."""
        from vtt.core.file_kinds import FileKind, sample_files
        models, resources = self._module("models"), self._module("battle").RESOURCES
        names = self.kind_names
        return {
            "character": FileKind("character", models.CharacterFile, *names["character"], ("character",),
                                  samples=sample_files(resources / "characters"), fixed={"kind": "character"},
                                  sheet=True),
            "monster": FileKind("monster", models.CharacterFile, *names["monster"], ("npc",),
                                samples=sample_files(resources / "monsters"), fixed={"kind": "npc"}, sheet=True),
            "scenario": FileKind("scenario", models.ScenarioFile, *names["scenario"], ("scenario",),
                                 samples=self.sample_scenarios),
        }

    def workshop_lists(self) -> dict:
        """The lists its fields' values come from: its ``lists`` module's ``lists()`` (none: {})."""
        try:
            module = self._module("lists")
        except ModuleNotFoundError as e:
            if e.name != f"{self.package}.lists":
                raise
            return {}
        return module.lists()

    def import_formats(self) -> dict:
        return {}

    def export_formats(self) -> dict:
        out = {}
        for name, target in self.exports.items():
            module, _, attr = target.partition(":")
            out[name] = getattr(importlib.import_module(module), attr)
        return out

    def character_sheet(self, data, path) -> GenericSheet:
        """The printed sheet (vtt.core.sheet) of a character file already read: hers as the battle begins,
        put in the first seat of the demo battle (its places and foes; her own name, not the seat's)."""
        sheet = validate(self._module("models").CharacterFile, data, path)
        setup = self.demo_session().setup_json()
        seat = setup["participants"][0]
        for key in ("name", "name_ja", "character"):
            seat.pop(key, None)
        seat["sheet"] = sheet.model_dump(mode="json", exclude_none=True)
        seat.setdefault("id", "the_character")      # (the seat's own id: the demo's ranges may name it)
        session = self.session_from_setup(setup, Path(path).parent, seed=0, history=False)
        out = sheets_of_session(session, only=seat["id"])[0]
        out.notes = getattr(sheet, "notes", "") or ""        # the file's own words, under Notes
        if sheet.portrait is not None:            # (a file read in the editor names it absolutely already)
            out.portrait = with_absolute_pictures({"portrait": sheet.portrait.model_dump()}, Path(path).parent)[
                "portrait"]
        return out

    def read_sheet(self, data, path):
        """`vtt print` of a character file: the sheet it prints (the generic sheet, as she begins a battle)."""
        return self.character_sheet(data, path)

    def won(self, outcome: str) -> bool:
        return outcome == "victory"

    def lost(self, outcome: str) -> bool:
        """Did the other side win? (A flight, a peace, an end the GM called: neither side's win.)"""
        return outcome == "defeat"

    def sim_observer(self, session):
        return self._module("policies").BattleFigures()

    def sim_tally(self, state):
        return self._module("policies").FiguresTally()

    def roll(self, expression: str, dice=None, rng=None) -> dict:
        return self._module("dice").roll_command(expression, None if dice is None else list(dice), rng)


class ScenarioSession(Session):
    """A session on a battle built from a scenario file, which remembers its setup (the scenario as its
    files hold it, every character file written inline so a saved battle stands on its own). Its class
    for a ruleset (``ScenarioSession.of``) sets ``rules``, ``build`` (``build(scenario, base_dir)`` → the
    state, as a staticmethod), ``models`` (the module of its file models: ``ScenarioFile``,
    ``CharacterFile``, imported when a file is read), ``shapes`` (their fields, vtt.core.plain: the demo is
    read without pydantic) and ``demo`` (the demo's path)."""

    rules = None
    build = None
    models = ""                 # e.g. "vtt.rules.zones.models"
    shapes = None               # the models' fields as vtt.core.plain reads shipped files
    demo = None                 # the path of the demo battle's scenario

    @classmethod
    def of(cls, package: str, rules, build, demo) -> type:
        """The session class of the package ruleset ``package`` (its ``battle`` module names it): ``rules``
        its ruleset, ``build`` how a scenario becomes its state, ``demo`` its demo battle's scenario file."""
        name = package.rpartition(".")[2].capitalize() + "Session"
        return type(name, (cls,), {"rules": rules, "build": staticmethod(build), "models": f"{package}.models",
                                   "shapes": read_shapes(package), "demo": demo, "__module__": f"{package}.battle",
                                   "__doc__": f"A session on a {name[:-7].lower()} battle that remembers its setup."})

    def __init__(self, scenario, base_dir, seed=None, history: bool = True):
        self.scenario = scenario
        self.base_dir = Path(base_dir)
        # the portraits of the sheets the battle is built from, as participant_sheets reads them (setup_pictures)
        self._portraits: dict = {}
        told = _PORTRAITS_READ.set(self._portraits)
        try:
            state = self.build(scenario, base_dir)
        finally:
            _PORTRAITS_READ.reset(told)
        super().__init__(self.rules, state, seed=seed, history=history)

    @classmethod
    def model(cls, name: str):
        """The file model ``name`` (``ScenarioFile``, ``CharacterFile``): pydantic is imported here."""
        return getattr(importlib.import_module(cls.models), name)

    @property
    def scenario_file(self):
        return self.model("ScenarioFile")

    @property
    def character_file(self):
        return self.model("CharacterFile")

    @classmethod
    def new(cls, scenario, base_dir, seed=None, history: bool = True):
        """A new battle on ``scenario`` (files relative to ``base_dir``), with its seed unless one is given."""
        return cls(scenario, base_dir, scenario.seed if seed is None else seed, history)

    @classmethod
    def demo_battle(cls, seed=None):
        """A new battle on the ruleset's demo scenario: a shipped file, read without pydantic (its start-up
        cost) where the ruleset gives its models' ``shapes``."""
        if cls.shapes is not None:
            scenario = read_plain(cls.demo, "ScenarioFile", cls.shapes)
        else:
            scenario = load_model(cls.model("ScenarioFile"), cls.demo)
        return cls.new(scenario, Path(cls.demo).parent, seed)

    def setup_pictures(self) -> tuple:
        """(participant id -> portrait, the map picture) of the scenario, each picture by its absolute path
        (vtt.core.battle_pictures): a character file's portrait named from that file's folder."""
        portraits = {}
        # (the sheets the battle was built from, told as it read them: not each character file read again, ~2 M
        # instructions before hundred's first paint; a ruleset whose build reads none through participant_sheets
        # has them read here)
        read = self._portraits if self._portraits else {
            fid: (entry, getattr(sheet, "portrait", None))
            for _, entry, sheet, fid in participant_sheets(self.scenario, self.base_dir, self.models)}
        for fid, (entry, portrait) in read.items():
            if portrait is not None:
                folder = (self.base_dir / entry.character).parent if entry.sheet is None else self.base_dir
                portraits[fid] = with_absolute_pictures({"portrait": _dumped(portrait)}, folder)["portrait"]
        picture = getattr(self.scenario, "map_picture", None)
        if picture is not None:
            picture = with_absolute_pictures({"map_picture": _dumped(picture)}, self.base_dir)["map_picture"]
        return portraits, picture

    def setup_json(self) -> dict:
        """The setup as files hold it: every character file written in, every picture named by its absolute
        path (vtt.core.pictures: a battle saved anywhere finds them)."""
        data = self.scenario.model_dump(mode="json", exclude_none=True)
        for entry, raw in zip(self.scenario.participants, data["participants"]):
            if entry.character is not None:
                path = self.base_dir / entry.character
                sheet = load_sheet(self.scenario, path, self.models)
                raw.pop("character")
                raw["sheet"] = with_absolute_pictures(sheet.model_dump(mode="json", exclude_none=True), path.parent)
        return with_absolute_pictures(data, self.base_dir)


def _dumped(model) -> dict:
    """A picture field's model (pydantic's, or a shipped file's read plain) as a file holds it."""
    return model.model_dump(mode="json", exclude_none=True)


def load_sheet(scenario, path, character_file):
    """A character file a scenario names: read plain when the scenario was (a shipped one), else by its
    model (``character_file``: the model, or the module of the ruleset's models, imported only now)."""
    if isinstance(scenario, Plain):
        return read_plain(path, "CharacterFile", scenario._shapes)
    if isinstance(character_file, str):
        character_file = importlib.import_module(character_file).CharacterFile
    return load_model(character_file, path)


def participant_sheets(scenario, base_dir, character_file):
    """(index, entry, sheet, id) for each participant of ``scenario``: its sheet written inline or read
    from its character file (a broken file named with where it broke), its id given or made from its
    name; two participants with one id are refused. ``character_file``: as ``load_sheet`` takes it."""
    taken: set = set()
    for i, entry in enumerate(scenario.participants):
        if entry.sheet is not None:
            sheet = entry.sheet
        else:
            try:
                sheet = load_sheet(scenario, Path(base_dir) / entry.character, character_file)
            except FileFormatError as e:
                raise named_by(e, f"participants.{i}.character") from None
        fid = entry.id or unique_id(entry.name or sheet.name, taken)
        if fid in taken:
            raise FileFormatError(SCENARIO, f"two participants have the id {fid!r}", f"participants.{i}.id")
        taken.add(fid)
        told = _PORTRAITS_READ.get()
        if told is not None:             # a ScenarioSession building its battle: its setup's portraits, as read
            told[fid] = (entry, getattr(sheet, "portrait", None))
        yield i, entry, sheet, fid
