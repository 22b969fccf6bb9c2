"""Hundred-card initiative (seed 003) as a registered system (vtt.core.registry): a package of the usual shape
(vtt.core.package_system)."""
from __future__ import annotations

from vtt.core.package_system import PackageSystem

from .terms import SIDES


class HundredSystem(PackageSystem):
    package = __package__
    id = "hundred"
    name = "Hundred-card initiative"
    name_ja = "百枚カードのイニシアチブ"
    sides = SIDES
    side_names = {"party": ("party", "パーティ"), "foes": ("foes", "敵")}   # (English, Japanese)
    exports = {"ccfolia": "vtt.interop.ccfolia:CCFOLIA"}     # `vtt export`: a character file for CCFOLIA
    dice_example = "3d10+2d6"             # the dice box's hint


SYSTEM = HundredSystem()
