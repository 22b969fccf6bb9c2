"""A rules system laid out as a package of the usual shape, as vtt.core.registry wants it.

zones, ashes and hundred are each a package ``vtt/rules/<id>/`` with the same modules: ``protocol``
(``RULES``: the ruleset), ``battle`` (``demo_session``, ``new_session``, ``RESOURCES``), ``models``
(``ScenarioFile``, ``BattleScript``, ``CharacterFile``), ``policies`` (``POLICIES``, ``BattleFigures``,
``FiguresTally``) and ``dice`` (``roll_command``). Their system is this class with its names filled
in; each module is imported the first time it is asked for, by name, so the core still names no game.
"""
from __future__ import annotations

import copy
import importlib
from pathlib import Path

from .errors import FileFormatError, InvalidValueError, Phrase, Term, malformed
from .files import load_model, validate
from .game_file import replay_battle
from .plain import Plain, read_plain
from .session import Session, accepts
from .sheet import GenericSheet, sheets_of_session


class PackageSystem:
    """Set ``package`` (e.g. ``vtt.rules.zones``), ``id``, ``name``, ``name_ja``, ``sides``,
    ``side_names`` and ``dice_example`` (the dice box's hint) in a subclass."""

    package: str
    id: str
    name: str
    name_ja: str
    sides: tuple
    side_names: dict
    dice_example: str = ""
    #: `vtt export`: format name -> ExportFormat (vtt.core.exchange) of a character file
    #: "format": "module:NAME" of an ExportFormat, imported when asked for (not at start-up)
    exports: dict = {}

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
            return replay_battle(self, data, path, history)
        scenario = validate(self._module("models").ScenarioFile, data, path)
        return self._module("battle").new_session(scenario, Path(path).parent, history=history)

    def session_from_setup(self, setup, base_dir, seed: int | None, history: bool = True):
        scenario = validate(self._module("models").ScenarioFile, setup, "setup")
        return self._module("battle").new_session(scenario, base_dir, seed, history)

    def script_session(self, data, path):
        models = self._module("models")
        script = validate(models.BattleScript, data, path)
        base = Path(path).parent
        if script.scenario is not None:
            scenario_path = base / script.scenario
            scenario, base = load_model(models.ScenarioFile, scenario_path), scenario_path.parent
        else:
            scenario = script.setup
        return self._module("battle").new_session(scenario, base, script.seed), script.commands, script.auto_pass

    def sample_scenarios(self) -> list:
        """The scenarios shipped with this ruleset (File → New battle… lists them)."""
        return sorted((self._module("battle").RESOURCES / "scenarios").glob("*.json"))

    def schemas(self) -> dict:
        """`vtt schema`: file name (without .json) -> the model of that file format."""
        models = self._module("models")
        return {"character": models.CharacterFile, "scenario": models.ScenarioFile, "script": models.BattleScript}

    def policies(self) -> dict:
        return self._module("policies").POLICIES

    # -- the workshop (vtt/workshop, vtt/ui/workshop): its kinds of file and its lists ---------------------
    #: each library kind's name in English and Japanese (a system may name them its own way)
    kind_names = {"character": ("Character", "キャラクター"), "monster": ("Monster", "モンスター"),
                  "scenario": ("Scenario", "シナリオ")}

    def workshop_kinds(self) -> dict:
        """Its character file twice (a ``character``, and a ``monster`` whose kind is ``npc``) and its
        scenario, each with the samples of its resources' folder (characters/, monsters/, scenarios/)."""
        from .file_kinds import FileKind, sample_files
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
        return sheets_of_session(session, only=seat["id"])[0]

    def read_sheet(self, data, path):
        """`vtt print` of a character file: the sheet it prints (the generic sheet, as she begins a battle)."""
        return self.character_sheet(data, path)

    def won(self, outcome: str) -> bool:
        return outcome == "victory"

    def sim_observer(self, session):
        return self._module("policies").BattleFigures()

    def sim_tally(self, state):
        return self._module("policies").FiguresTally()

    def roll(self, expression: str, dice=None, rng=None) -> dict:
        return self._module("dice").roll_command(expression, None if dice is None else list(dice), rng)


class PackageRules:
    """The answers of the core's protocol that a package ruleset gives the same way, mixed in before its
    engine: set ``catalog`` (its vtt.core.i18n.Catalog), ``label(state,
    command, lang)`` (a command's button text), ``describe(state)`` (the state as text), and the
    functions ``awaited_of(rules, state)``, ``view_of(rules, state, viewer)``, ``sheet_of(state,
    who)`` and ``forms_of(state)`` (each as a staticmethod)."""

    catalog = None
    label = describe = awaited_of = view_of = sheet_of = forms_of = None

    def awaited(self, b) -> list:
        return self.awaited_of(self, b)

    def view(self, b, viewer):
        return self.view_of(self, b, viewer)

    def sheet(self, b, who: str):
        return self.sheet_of(b, who)

    def gm_forms(self, b):
        return self.forms_of(b)

    def event_text(self, event, b, lang: str = "en") -> str:
        if lang == "en" or event.phrase is None:
            return event.text
        return self.catalog.phrase_text(event.phrase, lang)

    def refusal_text(self, reason, lang: str = "en") -> str:
        return self.catalog.refusal_text(reason, lang)

    def text(self, value, lang: str = "en") -> str:
        return self.catalog.tell(value, lang)

    def command_text(self, b, c, lang: str = "en") -> str:
        return self.label(b, c, lang)

    def outcome(self, b) -> str | None:
        return b.outcome

    def round(self, b) -> int:
        return b.round

    def state_text(self, b, lang: str = "en") -> str:
        return self.describe(b)


class ScenarioSession(Session):
    """A session on a battle built from a scenario file, which remembers its setup (the scenario as its
    files hold it, every character file written inline so a saved battle stands on its own). Set
    ``rules``, ``build`` (``build(scenario, base_dir)`` → the state, as a staticmethod), ``models``
    (the module of its file models: ``ScenarioFile``, ``CharacterFile``, imported when a file is read),
    ``shapes`` (their fields, vtt.core.plain: the demo is read without pydantic) and ``demo`` (the
    demo's path) in a subclass."""

    rules = None
    build = None
    models = ""                 # e.g. "vtt.rules.zones.models"
    shapes = None               # the models' fields as vtt.core.plain reads shipped files
    demo = None                 # the path of the demo battle's scenario

    def __init__(self, scenario, base_dir, seed=None, history: bool = True):
        self.scenario = scenario
        self.base_dir = Path(base_dir)
        super().__init__(self.rules, self.build(scenario, base_dir), seed=seed, history=history)

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

    def setup_json(self) -> dict:
        data = self.scenario.model_dump(mode="json", exclude_none=True)
        for entry, raw in zip(self.scenario.participants, data["participants"]):
            if entry.character is not None:
                sheet = load_sheet(self.scenario, self.base_dir / entry.character, self.models)
                raw.pop("character")
                raw["sheet"] = sheet.model_dump(mode="json", exclude_none=True)
        return data


def load_sheet(scenario, path, character_file):
    """A character file a scenario names: read plain when the scenario was (a shipped one), else by its
    model (``character_file``: the model, or the module of the ruleset's models, imported only now)."""
    if isinstance(scenario, Plain):
        return read_plain(path, "CharacterFile", scenario._shapes)
    if isinstance(character_file, str):
        character_file = importlib.import_module(character_file).CharacterFile
    return load_model(character_file, path)


def check_places(zones, edges, participants) -> None:
    """A scenario's zones have distinct ids, its edges join known zones, and each participant starts in
    one (``zones``: objects with ``id``; ``edges``: id pairs or None; ``participants``: with ``zone``)."""
    ids = [z.id for z in zones]
    if len(set(ids)) != len(ids):
        raise InvalidValueError("two zones have one id", at=("zones",))
    for i, (a, b) in enumerate(edges or []):
        for z in (a, b):
            if z not in ids:
                raise InvalidValueError("no zone {zone!r}", at=("edges", i), zone=z)
    for i, p in enumerate(participants):
        if p.zone not in ids:
            raise InvalidValueError("no zone {zone!r}; the zones are: {known}", at=("participants", i, "zone"),
                                    zone=p.zone, known=", ".join(ids))


def check_sides(participants, sides) -> None:
    """Someone stands on each of the two ``sides`` (the players' first)."""
    if not all(any(p.side == side for p in participants) for side in sides[:2]):
        raise InvalidValueError("a battle needs someone on each side ({sides})", at=("participants",),
                                sides=", ".join(sides[:2]))


# -- what their battles and texts share ------------------------------------------------------------

def unique_id(name: str, taken) -> str:
    """An id made from ``name`` (lower case, spaces as _), numbered past the ids in ``taken``."""
    base = "".join(ch for ch in name.lower().replace(" ", "_") if ch.isalnum() or ch == "_") or "fighter"
    out, n = base, 1
    while out in taken:
        n += 1
        out = f"{base}{n}"
    return out


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
                raise FileFormatError(e.path, e.message, e.field or f"participants.{i}.character") from None
        fid = entry.id or unique_id(entry.name or sheet.name, taken)
        if fid in taken:
            raise FileFormatError("<scenario>", f"two participants have the id {fid!r}", f"participants.{i}.id")
        taken.add(fid)
        yield i, entry, sheet, fid


def zone_edges(zones, edges) -> tuple:
    """The scenario's edges, or, when it gives none, its zones joined in a line in their order."""
    ids = [z.id for z in zones]
    return tuple((a, b) for a, b in (edges if edges is not None else zip(ids, ids[1:])))


def display_names(b, lang: str = "en") -> dict:
    """Participant id -> her name in ``lang`` (``name_ja`` in Japanese when she has one)."""
    return {k: (f.name_ja or f.name) if lang == "ja" else f.name for k, f in b.fighters.items()}


def zone_name(b, z, lang: str = "en") -> str:
    """Zone ``z``'s name in ``lang``, from the battle's zone specs (its id when it has none)."""
    spec = b.zone_specs.get(z, {}) if z else {}
    if lang == "ja" and spec.get("name_ja"):
        return spec["name_ja"]
    return spec.get("name") or str(z)


def weapon_name(b, who, name: str, lang: str = "en") -> str:
    """A weapon's name in ``lang``: the sheet's ``name_ja`` in Japanese (素手 for Unarmed)."""
    if lang != "ja":
        return name
    f = b.fighters.get(who)
    w = next((w for w in (f.weapons if f else []) if w["name"] == name), None)
    return (w.get("name_ja") if w else None) or ("素手" if name == "Unarmed" else name)


def fighter_term(b, who):
    """Participant ``who``'s name as a Term (her Japanese name its key), or the id where there is none."""
    f = b.fighters.get(who)
    return str(who) if f is None else Term("name", f.name_ja or f.name, f.name)


def zone_term(b, z):
    """Zone ``z``'s name as a Term, from the battle's zone specs (its id where it has none)."""
    spec = b.zone_specs.get(z, {}) if z else {}
    en = spec.get("name") or str(z)
    return Term("name", spec.get("name_ja") or en, en)


def weapon_term(b, who, name: str):
    """A weapon of ``who`` as a Term: its name, in Japanese the sheet's ``name_ja`` (素手 for Unarmed)."""
    return Term("name", weapon_name(b, who, name, "ja"), name)


def override_phrase(d: dict, target) -> Phrase:
    """A GM override event: its op, whom it touched (``target``, a name), what it set, the GM's reason."""
    detail = ", ".join(f"{k}={v}" for k, v in d.items() if k not in ("op", "target", "reason"))
    reason = d.get("reason")
    if detail:
        why = Phrase(" ({reason})", reason=reason) if reason else ""
        if d.get("target"):
            return Phrase("GM override: {op} {target} {detail}{why}", op=d["op"], target=target, detail=detail, why=why)
        return Phrase("GM override: {op} {detail}{why}", op=d["op"], detail=detail, why=why)
    why = Phrase("({reason})", reason=reason) if reason else ""
    if d.get("target"):
        return Phrase("GM override: {op} {target} {why}", op=d["op"], target=target, why=why)
    return Phrase("GM override: {op} {why}", op=d["op"], why=why)


def ended_phrase(outcome: str) -> Phrase:
    """The end of the battle (the outcome a Term of the ruleset's words)."""
    return Phrase("The battle is over: {outcome}", outcome=Term("outcome", outcome))


def name_field(key: str):
    """An event phrase's field (vtt.core.event_phrases): the name of the participant the data's ``key`` names."""
    return lambda b, d: fighter_term(b, d.get(key))


#: the fields every package ruleset's events make alike: whose the event is, a GM override, the end
EVENT_FIELDS = {
    "actor": name_field("actor"), "target": name_field("target"),
    "override": lambda b, d: override_phrase(d, fighter_term(b, d.get("target"))),
    "ended": lambda b, d: ended_phrase(d["outcome"]),
}


_ATOMS = frozenset((str, int, float, bool, type(None), bytes))


def copy_state(value, memo: dict | None = None):
    """A deep copy of a battle's state as copy.deepcopy makes it (what is met twice is copied once), for
    the plain data a package ruleset's state is made of: dataclasses, dicts, lists, sets, tuples. Several
    times cheaper (the simulator copies a state per battle, undo a checkpoint every few commands): no
    reduce protocol per object, and frozen dataclasses (a ZoneMap, its Zones and Terms) are shared, being
    immutable. Anything else is left to copy.deepcopy."""
    cls = type(value)
    if cls in _ATOMS:
        return value
    if memo is None:
        memo = {}
    key = id(value)
    found = memo.get(key)
    if found is not None:
        return found
    if cls is list:
        out: object = []
        memo[key] = out
        out.extend([copy_state(x, memo) for x in value])      # type: ignore[attr-defined]
    elif cls is dict:
        out = {}
        memo[key] = out
        for k, v in value.items():
            out[k if type(k) in _ATOMS else copy_state(k, memo)] = copy_state(v, memo)  # type: ignore[index]
    elif cls is tuple:
        items = tuple([copy_state(x, memo) for x in value])
        out = value if all(a is b for a, b in zip(items, value)) else items
        memo[key] = out
    elif cls is set and all(type(x) in _ATOMS for x in value):
        out = memo[key] = set(value)
    elif hasattr(cls, "__dataclass_params__") and cls.__dataclass_params__.frozen:
        out = memo[key] = value
    elif hasattr(cls, "__dataclass_params__") and hasattr(value, "__dict__"):
        out = object.__new__(cls)
        memo[key] = out
        out.__dict__.update({k: copy_state(v, memo) for k, v in value.__dict__.items()})
    else:
        out = copy.deepcopy(value, memo)
    return out


def first_allowed(session, candidates, key=None, reverse: bool = False):
    """The first of ``candidates`` (in order, or stably sorted by ``key``) that ``session`` allows now, or
    None. A policy picks among its ruleset's candidate commands checking only what it would play, in its
    order of preference, instead of verifying every legal command first: the same pick (max and min take
    the first of equals, as a stable sort does), a few checks instead of dozens; and the session remembers
    the check, so doing the command does not verify it again."""
    for c in (candidates if key is None else sorted(candidates, key=key, reverse=reverse)):
        if session.can(c):
            return c
    return None


def any_allowed(rules, state, candidates) -> bool:
    """Whether ``rules`` accept any of ``candidates`` on ``state`` (stops at the first)."""
    return any(accepts(rules, state, c) for c in candidates)


class PackageEngine:
    """What a package ruleset's engine does the same way (mixed in under its own): find the participant
    a command names, tell whether a command would be accepted now, copy a state."""

    def _f(self, b, who, key: str = "actor"):
        """The participant ``who`` names (a command's ``key`` parameter), or a malformed-command refusal."""
        if not isinstance(who, str) or who not in b.fighters:
            malformed("{key} must be a participant id (one of: {ids})", key=key, ids=", ".join(b.fighters))
        return b.fighters[who]

    def _ok(self, b, c) -> bool:
        """Whether ``verify`` accepts ``c`` now (the legal commands are those it accepts)."""
        return accepts(self, b, c)

    def candidates(self, b, actor) -> list:
        """The commands ``legal_commands`` would check, unchecked, in its order (a policy checks only
        what it would play: first_allowed)."""
        return self.legal_commands(b, actor, check=False)

    def clone(self, b):
        return copy_state(b)
