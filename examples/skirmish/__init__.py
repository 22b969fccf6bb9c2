"""Skirmish: the smallest complete ruleset on the rules kit (docs/architecture.md, "A fifth ruleset")."""
