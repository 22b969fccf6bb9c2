"""Sentences told in a language: the markers of English templates and words for the catalogs."""
from __future__ import annotations


def N_(template: str) -> str:
    """Marks an English template for the catalog where it is not made a Phrase at once (a table's)."""
    return template


def NC_(kind: str, key: str) -> str:
    """Marks a word of the game's vocabulary (a Term's key, of ``kind``) for the catalog."""
    return key
