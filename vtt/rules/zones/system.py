"""Zones and initiative cards (seed 004) as a registered system (vtt.core.registry): a package of the kit's
usual shape (vtt.rules.kit.system)."""
from __future__ import annotations

from vtt.rules.kit.system import PackageSystem


class ZonesSystem(PackageSystem):
    def read_sheet(self, data, path):
        """`vtt print` of a character file: the file itself (zones prints its own character sheet)."""
        from vtt.core.files import validate
        from vtt.core.pictures import pictures_absolute
        from .models import CharacterFile
        return validate(CharacterFile, pictures_absolute(data, path), path)


SYSTEM = ZonesSystem(__package__, "Zones and initiative cards", "ゾーンとイニシアチブカード",
                     dice_example="5D", ui="vtt.ui.zones.contributions:CONTRIBUTIONS")
