"""Zones and initiative cards (seed 004) as a registered system (vtt.core.registry): a package of the usual shape
(vtt.core.package_system)."""
from __future__ import annotations

from vtt.core.package_system import PackageSystem

from .terms import SIDES


class ZonesSystem(PackageSystem):
    package = __package__
    id = "zones"
    name = "Zones and initiative cards"
    name_ja = "ゾーンとイニシアチブカード"
    sides = SIDES
    side_names = {"party": ("party", "パーティ"), "foes": ("foes", "敵")}   # (English, Japanese)
    exports = {"ccfolia": "vtt.interop.ccfolia:CCFOLIA"}     # `vtt export`: a character file for CCFOLIA
    dice_example = "5D"             # the dice box's hint

    def read_sheet(self, data, path):
        """`vtt print` of a character file: the file itself (zones prints its own character sheet)."""
        from vtt.core.files import validate
        from .models import CharacterFile
        return validate(CharacterFile, data, path)


SYSTEM = ZonesSystem()
