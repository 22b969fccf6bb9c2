"""Widgets that draw any ruleset's view (vtt.core.ruleset.View) and send its commands: they import no
ruleset (an import-linter contract), and ask the session through a BattleController."""
