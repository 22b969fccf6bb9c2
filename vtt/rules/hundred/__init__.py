"""Hundred-card initiative (seed 003): hands of cards 1–100, hidden play and interrupts, exploding pools."""
