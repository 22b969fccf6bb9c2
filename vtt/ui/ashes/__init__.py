"""World of Ashes and Ghosts' part of the window (vtt.ui.contributions)."""
