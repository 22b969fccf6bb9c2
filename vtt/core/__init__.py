"""Ruleset-agnostic core: errors, dice, command/event records, the session, files. No Qt."""
