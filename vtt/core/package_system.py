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
        return dict(self.exports)

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
    engine: set ``book`` (its PhraseBook), ``narrate(type, data, state, lang)``, ``label(state,
    command, lang)`` (a command's button text), ``describe(state)`` (the state as text), and the
    functions ``awaited_of(rules, state)``, ``view_of(rules, state, viewer)``, ``sheet_of(state,
    who)`` and ``forms_of(state)`` (each as a staticmethod)."""

    book = None
    narrate = label = describe = awaited_of = view_of = sheet_of = forms_of = None

    def awaited(self, b) -> list:
        return self.awaited_of(self, b)

    def view(self, b, viewer):
        return self.view_of(self, b, viewer)

    def sheet(self, b, who: str):
        return self.sheet_of(b, who)

    def gm_forms(self, b):
        return self.forms_of(b)

    def event_text(self, event, b, lang: str = "en") -> str:
        if lang == "en":
            return event.text
        try:
            return self.narrate(event.type, event.data, b, lang)
        except (KeyError, TypeError, ValueError):       # an event of another kind (undone): its English
            return event.text

    def refusal_text(self, reason, lang: str = "en") -> str:
        return self.book.refusal_text(reason, lang)

    def text(self, value, lang: str = "en") -> str:
        if isinstance(value, Term):
            return self.book.term_ja(value) if lang == "ja" else value.text
        if isinstance(value, Phrase):
            return self.book.phrase_text(value, lang)
        return str(value)

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
    ``rules``, ``build`` (``build(scenario, base_dir)`` → the state, as a staticmethod),
    ``character_file`` and ``scenario_file`` (the models of those files) and ``demo`` (the demo's
    path) in a subclass."""

    rules = None
    build = None
    character_file = None
    scenario_file = None        # the model of a scenario file
    demo = None                 # the path of the demo battle's scenario

    def __init__(self, scenario, base_dir, seed=None, history: bool = True):
        self.scenario = scenario
        self.base_dir = Path(base_dir)
        super().__init__(self.rules, self.build(scenario, base_dir), seed=seed, history=history)

    @classmethod
    def new(cls, scenario, base_dir, seed=None, history: bool = True):
        """A new battle on ``scenario`` (files relative to ``base_dir``), with its seed unless one is given."""
        return cls(scenario, base_dir, scenario.seed if seed is None else seed, history)

    @classmethod
    def demo_battle(cls, seed=None):
        """A new battle on the ruleset's demo scenario."""
        return cls.new(load_model(cls.scenario_file, cls.demo), Path(cls.demo).parent, seed)

    def setup_json(self) -> dict:
        data = self.scenario.model_dump(mode="json", exclude_none=True)
        for entry, raw in zip(self.scenario.participants, data["participants"]):
            if entry.character is not None:
                sheet = load_model(self.character_file, self.base_dir / entry.character)
                raw.pop("character")
                raw["sheet"] = sheet.model_dump(mode="json", exclude_none=True)
        return data


#: the Japanese of the checks below, for a package ruleset's PhraseBook (a scenario's refusals in the editor)
CHECKS_JA = {
    "two zones have one id": "2つのゾーンが同じIDを持つ",
    "no zone {zone!r}": "ゾーン {zone!r} はない",
    "no zone {zone!r}; the zones are: {known}": "ゾーン {zone!r} はない。ゾーンは：{known}",
    "a battle needs someone on each side ({sides})": "戦闘には両方の陣営に誰かが要る（{sides}）",
    "give exactly one of 'character' (a file) or 'sheet' (inline)":
        "'character'（ファイル）か'sheet'（ここに書く）のどちらか一方だけを指定する",
    "give exactly one of 'scenario' or 'setup'": "'scenario'か'setup'のどちらか一方だけを指定する",
}


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
    name; two participants with one id are refused."""
    taken: set = set()
    for i, entry in enumerate(scenario.participants):
        if entry.sheet is not None:
            sheet = entry.sheet
        else:
            try:
                sheet = load_model(character_file, Path(base_dir) / entry.character)
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


def override_text(d: dict, target: str, lang: str = "en") -> str:
    """A GM override event told in ``lang``: its op, whom it touched, what it set, the GM's reason."""
    ja = lang == "ja"
    reason = f"（{d['reason']}）" if ja and d.get("reason") else f" ({d['reason']})" if d.get("reason") else ""
    detail = ", ".join(f"{k}={v}" for k, v in d.items() if k not in ("op", "target", "reason"))
    tgt = target if d.get("target") else ""
    return (f"GMによる操作：{d['op']} {tgt} {detail}{reason}" if ja else
            f"GM override: {d['op']} {tgt} {detail}{reason}").replace("  ", " ")


def ended_text(outcome: str, term_ja, lang: str = "en") -> str:
    """The end of the battle told in ``lang`` (``term_ja``: the ruleset's Japanese of an outcome Term)."""
    return f"戦闘終了：{term_ja(Term('outcome', outcome))}" if lang == "ja" else f"The battle is over: {outcome}"


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

    def clone(self, b):
        return copy.deepcopy(b)
