"""Reading and writing JSON files through pydantic models: atomic saves, errors naming file and field."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import FileFormatError, InvalidValueError, english

if TYPE_CHECKING:      # pydantic is imported by the models themselves: reading JSON does not need it
    from typing import TypeVar

    from pydantic import BaseModel, ValidationError

    M = TypeVar("M", bound=BaseModel)


def describe_validation_error(err: ValidationError) -> tuple[str, str]:
    """(field path, message) of the first problem, e.g. ('parts.3.timing', 'Input should be ...')."""
    first = err.errors()[0]
    cause = (first.get("ctx") or {}).get("error")
    if isinstance(cause, InvalidValueError):   # ours: a check of the whole model says where below it
        return ".".join(map(str, error_location(err))) or "(top level)", english(cause.template, cause.fields)
    loc = ".".join(str(p) for p in first.get("loc", ())) or "(top level)"
    msg = first.get("msg", "invalid value")
    if msg.startswith("Value error, "):        # pydantic's prefix for our own validators' messages
        msg = msg[len("Value error, "):]
    return loc, msg


def error_location(err: ValidationError) -> tuple:
    """Where the first problem is, as a path of keys and list indices, e.g. ("parts", 3, "cost")."""
    first = err.errors()[0]
    cause = (first.get("ctx") or {}).get("error")
    return tuple(first.get("loc", ())) + tuple(getattr(cause, "at", ()))


def read_json(path) -> object:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FileFormatError(path, "no such file") from None
    except UnicodeDecodeError as e:
        raise FileFormatError(path, f"not UTF-8 text (byte {e.start})") from None
    except OSError as e:
        raise FileFormatError(path, e.strerror or str(e)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise FileFormatError(path, f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None


def validate(model: type[M], data: object, path="<data>", context: dict | None = None) -> M:
    from pydantic import ValidationError
    try:
        return model.model_validate(data, context=context)
    except ValidationError as e:
        field, msg = describe_validation_error(e)
        raise FileFormatError(path, msg, field) from None


def load_model(model: type[M], path, context: dict | None = None) -> M:
    return validate(model, read_json(path), path, context)


def write_json_atomic(path, data: object) -> None:
    """Write JSON to a temp file beside ``path`` and then replace it, so a crash never truncates."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())
        # mkstemp makes the file private (0600); keep the old file's mode, or the usual one
        try:
            mode = path.stat().st_mode & 0o777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_model(model: BaseModel, path) -> None:
    write_json_atomic(path, model.model_dump(mode="json", exclude_none=True))
