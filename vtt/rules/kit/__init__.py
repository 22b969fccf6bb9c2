"""The rules kit: what several rulesets' packages write alike, written once (no Qt, no game of its own).

A package ruleset (zones, ashes, hundred, and a fifth one: docs/architecture.md, "A fifth ruleset") keeps
its own rules and words and takes the rest from here:

- ``words``: names in two languages (a participant's, a zone's, a weapon's), a label, a command's button word;
- ``places``: the sides and places of its files (sides, zones and edges, the zone map and its positions);
- ``texts``: the sentences every package ruleset tells alike (a GM override, the end of a battle, dice);
- ``models``: the field groups of its files (pydantic: a file's head, a participant's seat, a zone, the
  battle script), made for its ruleset id;
- ``system``: the registry's System from its usual modules (PackageSystem), the session on a scenario;
- ``engine``: its engine's shared plumbing (the events of one command, a participant by id, a copy);
- ``protocol``: the core's protocol answered from its usual modules (PackageRules);
- ``policies``: the AI's shared pieces (a policy's seat, the random AI, the first allowed command, the
  simulator's means);
- ``tracks`` and ``forms``: a track of numbered boxes; the GM forms every package ruleset offers.

The kit is not a ruleset: it imports none (an import-linter contract, pyproject.toml), and rulesets import
it. What knows no game at all (the session, the protocol's records, a state's copy) stays in vtt.core."""
