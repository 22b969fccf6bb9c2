"""`vtt schema`: write the JSON Schemas of every ruleset's file formats (Nechronica's doll, enemy, scenario,
script, battle and catalog; another ruleset's character, scenario, script and battle in a folder of its id).

Each is made from the file model the program reads that format with (pydantic, strict: docs/formats.md,
"Schemas"), so the two cannot drift; tests/reliability/test_schema_agreement.py holds them together on every
shipped file and a set of mutants of each."""
from __future__ import annotations

import sys
from pathlib import Path

from vtt.core import registry
from vtt.core.files import write_json_atomic

DEFAULT_DIR = Path("docs") / "schema"   # relative to the working directory, like any output path
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def file_schema(model, ruleset: str, name: str) -> dict:
    """The JSON Schema of a file of ``ruleset`` read with ``model``: the model's, with its dialect and id; a
    file of another ruleset than the default must name its ruleset (the program reads a file without one as the
    default's: vtt.core.registry.ruleset_id_of)."""
    schema = model.model_json_schema()
    if ruleset != registry.DEFAULT_RULESET:
        assert "ruleset" in schema["properties"], (ruleset, name)
        schema["required"] = [*schema.get("required", ()), "ruleset"]
    return {"$schema": DIALECT, "$id": f"urn:vtt:schema:{ruleset}:{name}", **schema}


def schemas() -> dict[str, dict]:
    """File name (relative to the output folder) -> JSON Schema, exactly as `vtt schema` writes them:
    each ruleset's formats (its system's ``schemas()``), the default ruleset's at the top (the files
    written before there were others), another's in a folder named by its id."""
    out = {}
    for rid in registry.ids():
        hook = getattr(registry.get(rid), "schemas", None)
        folder = "" if rid == registry.DEFAULT_RULESET else f"{rid}/"
        for name, model in (hook() if hook is not None else {}).items():
            out[f"{folder}{name}.json"] = file_schema(model, rid, name)
    return out


def write_schemas(out_dir) -> list[Path]:
    out_dir = Path(out_dir)
    written = []
    for fname, schema in schemas().items():
        path = out_dir / fname
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(path, schema)
        written.append(path)
    return written


def add_arguments(parser) -> None:
    parser.add_argument("-o", "--output", metavar="DIR", type=Path, default=DEFAULT_DIR,
                        help=f"where to write the *.json schemas (default: {DEFAULT_DIR})")


def run(args) -> int:
    try:
        written = write_schemas(args.output)
    except OSError as e:
        print(f"vtt schema: cannot write to {args.output}: {e.strerror or e}", file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0
