"""The zones ruleset's own pieces of the window: sheets to print, the zone map editor."""
