"""vtt: a desktop virtual tabletop for the battles of four combat systems (Nechronica, zones, ashes and hundred):
the GM's window with every rule checked, a table view, AI play and simulation, printed character sheets."""
from pathlib import Path

__version__ = "0.1.0"

#: Data the program ships (catalogs, sample dolls, enemies, scenarios, translations).
RESOURCES = Path(__file__).resolve().parent.parent / "resources"

# Compiled modules a source install built run only while they match their sources (and not with VTT_PURE=1)
from vtt import _compiled  # noqa: E402

_compiled.install()
