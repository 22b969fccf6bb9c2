"""World of Ashes and Ghosts (seed 002): Effort sets, initiative bids, Aura and Health boxes."""
