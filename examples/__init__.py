"""Worked examples that are not shipped: a fifth ruleset built on the rules kit (docs/architecture.md,
"A fifth ruleset"), kept working by tests/examples."""
