"""World of Ashes and Ghosts (seed 002) as a registered system (vtt.core.registry): a package of the usual shape
(vtt.core.package_system)."""
from __future__ import annotations

from vtt.core.package_system import PackageSystem

from .terms import SIDES


class AshesSystem(PackageSystem):
    package = __package__
    id = "ashes"
    name = "World of Ashes and Ghosts"
    name_ja = "灰と亡霊の世界"
    sides = SIDES
    side_names = {"party": ("party", "パーティ"), "foes": ("foes", "敵")}   # (English, Japanese)
    exports = {"ccfolia": "vtt.interop.ccfolia:CCFOLIA"}     # `vtt export`: a character file for CCFOLIA
    dice_example = "7d10"             # the dice box's hint


SYSTEM = AshesSystem()
