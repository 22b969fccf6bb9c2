"""vtt: a desktop virtual tabletop for Nechronica battles."""
from pathlib import Path

__version__ = "0.1.0"

#: Data the program ships (catalogs, sample dolls, enemies, scenarios, translations).
RESOURCES = Path(__file__).resolve().parent.parent / "resources"

# Compiled modules a source install built run only while they match their sources (and not with VTT_PURE=1)
from vtt import _compiled  # noqa: E402

_compiled.install()
