"""Nechronica's own window: the GM's main window with its area map, count track, doll sheets, flow
panel, dice box and log; the table view; the workshop, the new-battle dialog and sheet printing."""
