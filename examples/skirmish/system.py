"""Skirmish as a registered system (vtt.core.registry): a package of the kit's usual shape
(vtt.rules.kit.system). A shipped ruleset is one line in vtt/systems.py; this example is registered by
its tests (``registry.register("skirmish", "examples.skirmish.system")``)."""
from __future__ import annotations

from vtt.rules.kit.system import PackageSystem

SYSTEM = PackageSystem(__package__, "Skirmish", "小競り合い", dice_example="3d6", ui="examples.skirmish.ui:CONTRIBUTIONS")
