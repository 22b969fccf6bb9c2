"""What zones adds to the one battle window (vtt.ui.contributions), named by its system's ``ui``: its own
printed character sheets, and the zone-graph editor (GM → Edit the map… before the battle starts, and the
encounter builder's map). Everything else is the window's own: the zone map, the initiative cards, the
generic sheet and cards."""
from __future__ import annotations

from vtt.ui import contributions

EDITOR = "vtt.ui.zones.zone_editor:"
RENDER = "vtt.ui.zones.sheet_render:"

CONTRIBUTIONS = contributions.Contributions(sheet_printer=RENDER + "print_session", file_printer=RENDER + "export_pdf",
                              file_renderer=RENDER + "render_characters", prints_template=True,
                              map_editor=EDITOR + "edit_session_map", scenario_map_editor=EDITOR + "edit_zone_graph")
