"""Nechronica's exchange formats as its system lists them (vtt.core.exchange): `vtt import` of a
キャラクター保管所 sheet, `vtt export` of a doll for CCFOLIA or Udonarium."""
from __future__ import annotations

from vtt.core.exchange import ExportFormat, Imported, ImportFormat
from vtt.core.files import validate
from vtt.core.pictures import pictures_absolute
from vtt.rules.nechronica.models import DollFile

from .ccfolia import ccfolia_json
from .charasheet import load_charasheet
from .udonarium import doll_to_udonarium_zip


def _charasheet(path) -> Imported:
    result = load_charasheet(path)
    doll = result.doll
    return Imported(doll, f"{doll.name}: {len(doll.parts)} parts and skills, {len(doll.fetters)} fetters",
                    result.warnings)


def _doll(data, path) -> DollFile:
    """The doll file's data as its exports read it: its portrait's picture by an absolute path."""
    return validate(DollFile, pictures_absolute(data, path), path)


IMPORTS = {"charasheet": ImportFormat("a キャラクター保管所 sheet (its JSON export, or the .js answer)", _charasheet)}
EXPORTS = {
    "ccfolia": ExportFormat("CCFOLIA clipboard JSON (paste it on a board: the doll's piece)",
                            lambda data, path, lang="en": ccfolia_json(_doll(data, path), lang)),
    "udonarium": ExportFormat("an Udonarium character piece (zip)",
                              lambda data, path, lang="en": doll_to_udonarium_zip(_doll(data, path), lang),
                              needs_file="an Udonarium piece is a zip file; give -o PIECE.zip"),
}
