"""What World of Ashes and Ghosts adds to the one battle window (vtt.ui.contributions), named by its system's
``ui``: its battlefields are drawn in the encounter builder with the zone-graph editor of the zones that the
rules kit's scenarios share. Everything else is the window's own: the zone map, the initiative ladder, the
rolled dice (its view's ``effort``), the generic sheet and cards."""
from __future__ import annotations

from vtt.ui import contributions

CONTRIBUTIONS = contributions.Contributions(scenario_map_editor="vtt.ui.zones.zone_editor:edit_zone_graph")
