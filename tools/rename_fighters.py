"""Rename Nechronica's state ``participants`` to ``fighters`` (#41: every ruleset's state says ``fighters``).

Run from a checkout: ``python tools/rename_fighters.py`` (``--check``: list what it would change, change
nothing). It can be run again on a newer tree: what it renames is found by rule, never by line, and a tree
already renamed is left as it is.

What it renames, in the Python files under vtt/, tests/ and benchmarks/ (as tokens, so only code, or the
text of a string or comment where a rule says so):

- ``<receiver>.participants`` where the receiver is ``state``, ``b`` or ``battle`` (a Nechronica battle: the
  kit's battles have always had ``fighters``; an encounter's, a scenario's ``participants`` are not touched);
- in Nechronica's own packages (vtt/rules/nechronica, vtt/ui/nechronica) every name ``participants`` in code
  (the Battle's field, its locals, ``Battle(participants=...)``), and a dict key ``"participants":`` (the
  snapshot's);
- a snapshot's key read as ``X["participants"]`` where X is ``...["state"]``, ``...["snapshot"]`` or a name
  ``st``/``state``/``snap``/``snapshot`` (`vtt play` prints the snapshot as ``state``);
- ``state.participants`` / ``b.participants`` written in a docstring or comment;

and then folds what reconciled the two words: ``X if <ruleset> == "nechronica" else X`` becomes ``X``, and
``getattr(state, "fighters", {})`` becomes ``state.fighters``.

It leaves the kit rulesets' scenario key ``participants`` (zones, ashes, hundred files), the encounter
builder's ``participants``, ``vtt.core.participants``, the word in sentences, and any file that says
``rename_fighters: keep`` (the tests that read the old shape of a saved battle, whose snapshot says
``participants``: the one place that reads it is ``SavedBattle`` in vtt/rules/nechronica/models.py).
"""
from __future__ import annotations

import io
import re
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREES = ("vtt", "tests", "benchmarks")
NECHRONICA = ("vtt/rules/nechronica/", "vtt/ui/nechronica/")
RECEIVERS = {"state", "b", "battle"}
SNAPSHOT_NAMES = {"st", "state", "snap", "snapshot"}
SNAPSHOT_KEYS = {'"state"', "'state'", '"snapshot"', "'snapshot'"}
OLD, NEW = "participants", "fighters"
KEEP = "rename_fighters: " + "keep"          # (split, so this file does not keep itself)
IN_TEXT = re.compile(r"\b(state|b|battle)\.participants\b")
FOLDS = [
    (re.compile(r"(?<![\w.])([\w.]+(?:\[[^\]\n]*\])?) if [\w.]+ == \"nechronica\" else \1(?![\w.(\[])"), r"\1"),
    (re.compile(r"getattr\((\w+(?:\.\w+)*), \"fighters\", (?:\{\}|None)\)"), r"\1.fighters"),
]


def _renames(source: str, nechronica: bool) -> list[tuple[int, int, int, str]]:
    """(row, col, end col, new text) for each token to change."""
    toks = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
            if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)]
    out = []
    for i, t in enumerate(toks):
        before = toks[i - 1] if i else None
        before2 = toks[i - 2] if i > 1 else None
        before3 = toks[i - 3] if i > 2 else None
        after = toks[i + 1] if i + 1 < len(toks) else None
        if t.type == tokenize.NAME and t.string == OLD:
            dotted = before is not None and before.string == "."
            if dotted and before2 is not None and before2.type == tokenize.NAME and before2.string in RECEIVERS:
                out.append((*t.start, t.end[1], NEW))
            elif nechronica and not (dotted and before2 is not None and before2.string == "core"):
                out.append((*t.start, t.end[1], NEW))
        elif t.type == tokenize.STRING and t.string in ('"participants"', "'participants'"):
            quote = t.string[0]
            subscript = (before is not None and before.string == "[" and before2 is not None
                         and ((before2.type == tokenize.NAME and before2.string in SNAPSHOT_NAMES)
                              or (before2.string == "]" and before3 is not None and before3.string in SNAPSHOT_KEYS)))
            dict_key = nechronica and after is not None and after.string == ":"
            if subscript or dict_key:
                out.append((*t.start, t.end[1], quote + NEW + quote))
        elif t.type in (tokenize.STRING, tokenize.COMMENT) and IN_TEXT.search(t.string):
            if t.start[0] == t.end[0]:
                out.append((*t.start, t.end[1], IN_TEXT.sub(r"\1." + NEW, t.string)))
            else:                                   # a docstring over lines: each line apart
                for k, line in enumerate(t.string.split("\n")):
                    if IN_TEXT.search(line):
                        col = t.start[1] if k == 0 else 0
                        out.append((t.start[0] + k, col, col + len(line), IN_TEXT.sub(r"\1." + NEW, line)))
    return out


def renamed(source: str, rel: str) -> str:
    if KEEP in source:
        return source
    lines = source.splitlines(keepends=True)
    for row, col, end, text in sorted(_renames(source, rel.startswith(NECHRONICA)), reverse=True):
        line = lines[row - 1]
        lines[row - 1] = line[:col] + text + line[end:]
    out = "".join(lines)
    for pattern, repl in FOLDS:
        out = pattern.sub(repl, out)
    return out


def main(argv: list[str]) -> int:
    check = "--check" in argv
    changed = []
    for tree in TREES:
        for path in sorted((ROOT / tree).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            source = path.read_text(encoding="utf-8")
            new = renamed(source, rel)
            if new != source:
                changed.append(rel)
                if not check:
                    path.write_text(new, encoding="utf-8")
    for rel in changed:
        print(rel)
    print(f"{len(changed)} file(s) {'would change' if check else 'changed'}", file=sys.stderr)
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
