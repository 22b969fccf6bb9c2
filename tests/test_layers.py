"""Layers: nothing outside vtt/ui imports Qt, so the whole game runs headless."""
import ast
import subprocess
import sys
from pathlib import Path

VTT = Path(__file__).resolve().parents[1] / "vtt"


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_nothing_outside_vtt_ui_imports_pyside6():
    offenders = [str(p.relative_to(VTT)) for p in VTT.rglob("*.py")
                 if "ui" not in p.relative_to(VTT).parts[:1]
                 and any(m.split(".")[0] in ("PySide6", "shiboken6") for m in _imports(p))]
    assert offenders == []


def test_the_core_knows_nothing_of_nechronica():
    offenders = [str(p.relative_to(VTT)) for p in (VTT / "core").rglob("*.py")
                 if any(m.startswith(("vtt.rules", "vtt.sim", "vtt.ui")) for m in _imports(p))
                 or "nechronica" in p.read_text(encoding="utf-8").lower()]
    assert offenders == []


def test_the_rules_kit_imports_no_ruleset():
    """vtt/rules/kit holds what several rulesets share: it imports none of them (and so no ruleset reaches
    another through it; import-linter checks the same, below)."""
    rulesets = {p.name for p in (VTT / "rules").iterdir() if (p / "__init__.py").exists() and p.name != "kit"}
    assert {"nechronica", "zones", "ashes", "hundred"} <= rulesets
    offenders = [f"{p.relative_to(VTT)}: {m}" for p in (VTT / "rules" / "kit").rglob("*.py") for m in _imports(p)
                 if m.startswith("vtt.rules.") and m.split(".")[2] in rulesets]
    assert offenders == []


def test_a_whole_battle_runs_without_loading_qt():
    code = ("import sys; from vtt.rules.nechronica.battle import demo_session; "
            "from vtt.rules.nechronica.policies import make_policy; from vtt.sim.simulator import play_battle; "
            "s = demo_session(1); play_battle(s, {'dolls': make_policy('heuristic', 'dolls', 1), "
            "'enemies': make_policy('heuristic', 'enemies', 1)}); "
            "assert s.state.outcome, s.state.outcome; "
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was loaded'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_import_linter_contracts_hold():
    """The layer contracts in pyproject.toml ([tool.importlinter]): core, Qt, rulesets."""
    root = VTT.parent
    done = subprocess.run([sys.executable, "-c", "import sys; from importlinter.cli import lint_imports; "
                           "sys.exit(lint_imports(no_cache=True, no_logo=True))"], cwd=root, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout


def test_the_generic_window_names_no_ruleset_in_its_code():
    """#39: generic UI code finds a ruleset's widgets, printers and editors through the registry (its
    System's ``ui``, vtt.ui.contributions), never by the ruleset's name: outside the rulesets' own UI packages
    no string or name in vtt/ui says one (a docstring or comment may, as an example). ``zones`` is also the
    word for a map's zones (``view.map.zones``, a sentence of the window, a generic module's name such as
    ``"vtt.ui.widgets.zones_moved"`` imported later): only as a string by itself is it a ruleset's id."""
    import io
    import re
    import tokenize
    from vtt.core import registry
    ids = set(registry.ids()) | {"skirmish"}
    own = {p.name for p in (VTT / "ui").iterdir() if p.is_dir() and p.name in ids}
    assert own >= {"nechronica", "zones"}

    def generic_module(text: str) -> bool:       # "vtt.ui.widgets.zones_moved": a generic module of vtt/ui
        parts = text.strip("'\"").split(".")
        return parts[:2] == ["vtt", "ui"] and len(parts) > 2 and parts[2] not in own and \
            VTT.joinpath(*parts[1:]).with_suffix(".py").is_file()

    offenders = []
    for p in sorted((VTT / "ui").rglob("*.py")):
        if p.relative_to(VTT / "ui").parts[0] in own:
            continue
        prev = tokenize.NEWLINE
        for t in tokenize.generate_tokens(io.StringIO(p.read_text(encoding="utf-8")).readline):
            if t.type in (tokenize.COMMENT, tokenize.NL):
                continue
            docstring = t.type == tokenize.STRING and prev in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
            if t.type in (tokenize.STRING, tokenize.NAME) and not docstring:
                hits = [w for w in re.findall(r"[a-z]+", t.string.lower()) if w in ids]
                word = set(hits) == {"zones"} and (t.type == tokenize.NAME or " " in t.string or
                                                   generic_module(t.string))                # a map's zones
                if hits and not word:
                    offenders.append(f"{p.relative_to(VTT)}:{t.start[0]}: {t.string[:60]}")
            prev = t.type
    assert offenders == []
