"""The compiled build (#18, #30): the simulator's hot modules compiled with mypyc, in a copy of the tree.

    python packaging/build_compiled.py DEST        # copy the project to DEST and compile there

The pure-Python modules stay the reference: the compiled ones sit beside them in DEST as extension
modules (``*.so``), which Python imports in preference to the ``.py`` of the same name; a module with
no extension module simply runs as Python. Run anything on the compiled build with ``PYTHONPATH=DEST``.
CI (``.ci/run``) installs the source compiled (setup.py, the same MODULES) and runs the whole suite on
it, with ``VTT_EXPECT_COMPILED=1`` so a test checks the compiled modules are the ones imported; the golden battles of tests/sim prove both builds
play the same battles, and a type slip that mypyc turns into a ``TypeError`` fails there, not at a table.

A source install (``pip install .`` or ``-e .``, setup.py) compiles the same MODULES in place when it can;
this copy is for the packaged app (packaging/build) and benchmarks/bench_sim.py. Needs
``pip install -e '.[compiled]'`` (mypy, whose mypyc is pinned: 2.4.1's crashed on this code) and a C
compiler with the Python headers (Debian: gcc, python3-dev).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: the modules compiled: where a simulated battle spends its time
MODULES = (
    "vtt/rules/nechronica/engine",          # the whole package: the rules, as one chain of mixins
    "vtt/rules/nechronica/policies.py",     # the AI
    "vtt/rules/nechronica/commands.py",     # the commands' builders: the AI and the legal commands make them
    "vtt/rules/nechronica/checks.py",
    "vtt/rules/nechronica/effects.py",
    "vtt/rules/nechronica/state.py",
    "vtt/rules/nechronica/protocol.py",     # awaited(): asked before every step
    "vtt/rules/nechronica/simulation.py",   # the simulator's observer of every event
    # zones, ashes, hundred: the rules, their state, the AI and the dice of each (not protocol.py: its class
    # mixes the shared PackageRules into the engine, and mypyc compiles no multiple inheritance). A compiled
    # state is a native class without __dict__ (#43): copy_state copies its fields, snapshots read them by name
    *(f"vtt/rules/{ruleset}/{module}.py" for ruleset in ("zones", "ashes", "hundred")
      for module in ("engine", "state", "policies", "dice")),
    # the rules kit's hot pieces, which those engines and AIs subclass and call (a compiled class's base is
    # compiled too: Out.add makes every event, PackageEngine.verify takes every command, RandomPolicy plays)
    "vtt/core/fielded.py",                  # the states' base (Fielded): a compiled class needs a compiled base
    "vtt/rules/kit/engine.py",
    "vtt/rules/kit/policies.py",
    "vtt/core/session.py",
    "vtt/core/dice.py",
    "vtt/sim/driver.py",                    # whose move: asked before every step
    "vtt/sim/simulator.py",                 # the battle loop
)
CONFIG = ROOT / "packaging" / "mypyc.ini"
SKIP = shutil.ignore_patterns(".git", ".venv", "build", "__pycache__", "*.so", "*.egg-info", ".pytest_cache")


def copy_tree(dest: Path) -> None:
    """The project as it stands (not its virtual environment or build output) into ``dest``."""
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(ROOT, dest, ignore=SKIP)


def compile_tree(tree: Path) -> list[Path]:
    """mypyc on MODULES inside ``tree``, as a source install compiles them (setup.py); the extension
    modules it left there. A failure fails here (VTT_COMPILE_STRICT), where an install goes on."""
    done = subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"], cwd=tree,
                          capture_output=True, text=True, env={**os.environ, "VTT_COMPILE_STRICT": "1"})
    # mypyc's own warnings said (one changed a lazy loop into an eager one: a run went on past its stop)
    for line in (done.stdout + done.stderr).splitlines():
        if ": warning:" in line or ": error:" in line or done.returncode:
            print(line, file=sys.stderr)
    if done.returncode:
        raise subprocess.CalledProcessError(done.returncode, done.args)
    return sorted(p for p in (tree / "vtt").rglob("*.so"))


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    dest = Path(args[0]).resolve()
    copy_tree(dest)
    built = compile_tree(dest)
    print(f"compiled {len(built)} modules into {dest} (run with PYTHONPATH={dest})")
    return 0 if built else 1


if __name__ == "__main__":
    sys.exit(main())
