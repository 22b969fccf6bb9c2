"""`vtt schema`: write the JSON Schemas of the file formats (doll, enemy, scenario, script, battle, catalog)."""
from __future__ import annotations

import sys
from pathlib import Path

from pydantic import BaseModel

from vtt.core.files import write_json_atomic
from vtt.rules.nechronica.catalog import CatalogFile
from vtt.rules.nechronica.models import BattleScript, DollFile, EnemyFile, SavedBattle, ScenarioFile

#: Schema file name (without .json) -> the model it describes.
SCHEMAS: dict[str, type[BaseModel]] = {
    "doll": DollFile,
    "enemy": EnemyFile,
    "scenario": ScenarioFile,
    "script": BattleScript,
    "battle": SavedBattle,
    "catalog": CatalogFile,
}

DEFAULT_DIR = Path("docs") / "schema"   # relative to the working directory, like any output path


def schemas() -> dict[str, dict]:
    """File name -> JSON Schema, exactly as `vtt schema` writes them."""
    return {f"{name}.json": model.model_json_schema() for name, model in SCHEMAS.items()}


def write_schemas(out_dir) -> list[Path]:
    out_dir = Path(out_dir)
    written = []
    for fname, schema in schemas().items():
        path = out_dir / fname
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
