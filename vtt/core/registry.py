"""The registry of rules systems: a ruleset id names a package that provides it.

The core imports no ruleset: it knows each system by the dotted name of the module that provides it
(vtt/systems.py lists the shipped ones), imported the first time it is asked for. A file, script,
scenario or battle names its ruleset with a ``ruleset`` field; a file without one has the default.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Callable, Iterable, Protocol

from .errors import FileFormatError, Phrase, VttError

if TYPE_CHECKING:
    from .ruleset import Ruleset

from vtt import systems

DEFAULT_RULESET = systems.DEFAULT

#: ruleset id -> the module whose ``SYSTEM`` provides it
_MODULES: dict[str, str] = dict(systems.BUILTIN)
_LOADED: dict[str, "System"] = {}


class System(Protocol):
    """A rules system as the generic layers (simulator, AI driver, command line, window) use it."""

    id: str
    name: str                                  # English name
    name_ja: str                               # Japanese name
    ruleset: Ruleset
    sides: tuple[str, ...]                     # the sides a battle has, the players' side first

    def demo_session(self, seed: int | None = None) -> Any:
        """A session on the system's built-in demo battle."""

    def open_session(self, data: dict, path, history: bool = True) -> Any:
        """A session from a file's data already read (a scenario or a saved battle of this system)."""

    def session_from_setup(self, setup: Any, base_dir, seed: int | None, history: bool = True) -> Any:
        """A session on a fresh battle built from a setup as files hold it (``session.setup_json()``)."""

    def script_session(self, data: dict, path) -> tuple:
        """(session, commands, auto_pass) of a `vtt play` script already read (docs/play.md)."""

    def policies(self) -> dict[str, Callable[..., Any]]:
        """AI policies by name: ``factory(side, seed)`` -> an object with ``next(session, awaited)``."""

    def won(self, outcome: str) -> bool:
        """Whether ``outcome`` (the ruleset's) is a win of the players' side (``sides[0]``)."""

    # optional: ``demo_scenario()``, the path of the demo battle's scenario (one of ``sample_scenarios()``: File →
    # New battle… offers it once, as the demo battle)
    # optional: ``lost(outcome)``, whether it is a win of the other side (without it: any outcome but a win of the
    # players' and a timeout); an outcome neither wins (an escape, a peace) is a draw to the reference player

    def sim_observer(self, session) -> Any:
        """A listener of a simulated battle's events; its ``details(state)`` gives the battle's own
        figures (a JSON-able dict) for the report."""

    def sim_tally(self, state: Any) -> Any:
        """Sums of the report's own figures: ``add(details)`` per battle (the ``details`` its observers
        gave), ``report()`` the figures (a JSON-able dict). Flat memory however many battles."""

    def roll(self, expression: str, dice: Iterable[int] | None = None, rng=None) -> Any:
        """A roll in the system's dice syntax (``vtt roll --system``)."""

    # optional (the commands ask with getattr; a system without them offers none):
    def import_formats(self) -> dict:
        """`vtt import --system`: format name -> ImportFormat (vtt.core.exchange), the first the default."""

    def export_formats(self) -> dict:
        """`vtt export`: format name -> ExportFormat (vtt.core.exchange) of the system's files."""

    def read_sheet(self, data: object, path) -> Any:
        """`vtt print` of a character file already read: what its printer (vtt.ui.printers) prints."""

    #: optional: "module:NAME" of what it adds to the battle window (vtt.ui.contributions.Contributions): a
    #: string, so the rules import no Qt; only vtt.ui imports what it names
    ui: str


class UnknownRulesetError(VttError):
    def __init__(self, ruleset_id):
        self.ruleset_id = ruleset_id
        super().__init__(f"unknown ruleset {ruleset_id!r}; this vtt knows: {', '.join(ids())}")


def register(ruleset_id: str, module: str) -> None:
    """Make ``ruleset_id`` known, provided by ``module`` (its ``SYSTEM``); a plug-in's hook."""
    _MODULES[ruleset_id] = module
    _LOADED.pop(ruleset_id, None)


def ids() -> list[str]:
    return list(_MODULES)


def get(ruleset_id: str | None = None) -> System:
    """The system of ``ruleset_id`` (None: the default)."""
    rid = DEFAULT_RULESET if ruleset_id is None else ruleset_id
    system = _LOADED.get(rid)
    if system is None:
        if not isinstance(rid, str) or rid not in _MODULES:
            raise UnknownRulesetError(rid)
        system = importlib.import_module(_MODULES[rid]).SYSTEM
        _LOADED[rid] = system
    return system


def ruleset_id_of(data: object, path="<data>") -> str:
    """The ruleset a file's data names (a file without one: the default); unknown: FileFormatError."""
    rid = data.get("ruleset", DEFAULT_RULESET) if isinstance(data, dict) else DEFAULT_RULESET
    if not isinstance(rid, str) or rid not in _MODULES:
        raise FileFormatError(path, Phrase("unknown ruleset {ruleset}; this vtt knows: {known}", ruleset=repr(rid),
                                           known=ids()), "ruleset")
    return rid


def system_of(data: object, path="<data>") -> System:
    return get(ruleset_id_of(data, path))
