"""World of Ashes and Ghosts (seed 002) as a registered system (vtt.core.registry): a package of the kit's
usual shape (vtt.rules.kit.system)."""
from __future__ import annotations

from vtt.rules.kit.system import PackageSystem

SYSTEM = PackageSystem(__package__, "World of Ashes and Ghosts", "灰と亡霊の世界", dice_example="7d10",
                       ui="vtt.ui.ashes.contributions:CONTRIBUTIONS")
