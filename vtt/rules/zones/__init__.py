"""Zones and initiative cards (seed 004): d6 pools, a zone graph, initiative cards 1-10, Harm."""
