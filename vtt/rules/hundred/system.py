"""Hundred-card initiative (seed 003) as a registered system (vtt.core.registry): a package of the kit's
usual shape (vtt.rules.kit.system)."""
from __future__ import annotations

from vtt.rules.kit.system import PackageSystem

SYSTEM = PackageSystem(__package__, "Hundred-card initiative", "百枚カードのイニシアチブ",
                       dice_example="3d10+2d6")
