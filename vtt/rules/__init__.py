"""Rules systems, one package each. Each provides a Ruleset for vtt.core.session.Session."""
