"""Reading and writing JSON files through pydantic models: atomic saves, errors naming file and field."""
from __future__ import annotations

import json
import os
import stat
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import FileFormatError, InvalidValueError, Phrase, english

if TYPE_CHECKING:      # pydantic is imported by the models themselves: reading JSON does not need it
    from typing import TypeVar

    from pydantic import BaseModel, ValidationError

    M = TypeVar("M", bound=BaseModel)


def user_data_dir() -> Path:
    """Where vtt keeps what it writes by itself: $VTT_DATA_DIR (tests), else the platform's user data
    folder (platformdirs'; on Linux the XDG rule it follows, without importing it: ``xdg_data_dir``)."""
    env = os.environ.get("VTT_DATA_DIR")
    if env:
        return Path(env)
    found = xdg_data_dir() if sys.platform == "linux" and "ANDROID_DATA" not in os.environ else None
    if found is not None:
        return Path(found)
    import platformdirs
    return Path(platformdirs.user_data_dir("vtt", "vtt"))


def xdg_data_dir() -> str | None:
    """``platformdirs.user_data_dir("vtt", "vtt")`` on Linux, by the XDG rule it follows: ``$XDG_DATA_HOME`` if it is
    an absolute path (unset, empty or relative: ignored), else ``~/.local/share`` (a relative ``$HOME`` ignored for
    the account's home), then ``vtt``. Importing platformdirs at every start costs ~26 M instructions once PySide is
    imported (docs/gui.md, "Upstream reports"); None where no absolute home is found (platformdirs then says why)."""
    base = os.environ.get("XDG_DATA_HOME", "")
    if not os.path.isabs(base):
        home = os.environ.get("HOME", "")
        if not os.path.isabs(home):
            import pwd
            try:
                home = pwd.getpwuid(os.getuid()).pw_dir
            except KeyError:
                return None
            if not os.path.isabs(home):
                return None
        base = home.rstrip("/") + "/.local/share"
    return os.path.join(base, "vtt")


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


#: the largest file read as JSON (a battle of thousands of commands is a few MB)
MAX_FILE_BYTES = 64 * 1024 * 1024


def _no_duplicate_keys(pairs):
    obj = {}
    for k, v in pairs:
        if k in obj:
            raise DuplicateKeyError(k)
        obj[k] = v
    return obj


def _not_a_number(word: str):
    # Python's reader takes NaN and Infinity, which JSON has not: a value no other program could read back
    raise NotJsonError(word)


class NotJsonError(ValueError):
    pass


class DuplicateKeyError(ValueError):
    def __init__(self, key):
        super().__init__(key)
        self.key = key


def parse_json(text: str, path="<data>") -> object:
    """JSON text as data; any failure (bad syntax, a key twice, nesting too deep, a number too long) is
    a FileFormatError naming the file and where. A UTF-8 byte-order mark is accepted."""
    try:
        return json.loads(text.removeprefix("\ufeff"), object_pairs_hook=_no_duplicate_keys,
                          parse_constant=_not_a_number)
    except json.JSONDecodeError as e:
        # (some of json's messages end in "at": "Unterminated string starting at"; ours adds "at line")
        raise FileFormatError(path, Phrase("not valid JSON: {detail} at line {line} column {column}",
                                          detail=e.msg.removesuffix(" at"), line=e.lineno, column=e.colno)) from None
    except DuplicateKeyError as e:
        raise FileFormatError(path, Phrase("the key appears twice in one object"), e.key) from None
    except NotJsonError as e:
        raise FileFormatError(path, Phrase("not valid JSON: {word} is not a JSON number", word=str(e))) from None
    except RecursionError:
        raise FileFormatError(path, Phrase("nested too deeply")) from None
    except ValueError as e:          # e.g. an integer of more than 4,300 digits
        raise FileFormatError(path, Phrase("not valid JSON: {detail}", detail=str(e))) from None


#: the file a refusal names while a scenario is built from data already read (the builder knows no file: two
#: participants with one id, a deck too small for the draws, a character file it names); the loader that read it
#: names its file (``scenario_at``)
SCENARIO = "<scenario>"


def named_by(error: FileFormatError, field: str) -> FileFormatError:
    """A file the scenario names at ``field`` (a character's file) that could not be read, as the scenario's own
    error at that field: the field to mend, with the file named and where that file broke in the message."""
    return FileFormatError(SCENARIO, str(error), field, error.validation)


@contextmanager
def scenario_at(path, prefix: str = ""):
    """Within: an error told against SCENARIO (raised as a scenario was built) is told against the scenario at
    ``path`` (the file the user opened), its field under ``prefix`` ("setup.": a saved battle's scenario); any
    other refusal as it is."""
    try:
        yield
    except FileFormatError as e:
        if e.path != SCENARIO:
            raise
        field = prefix + e.field if e.field else (prefix.rstrip(".") or None)
        raise FileFormatError(path, e.phrase or e.message, field, e.validation) from None


def read_bytes(path, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """A file's bytes; only a regular file (not a FIFO, a device or a folder) under ``max_bytes``, else a
    FileFormatError naming it. Every reader of a file the user names reads it through here."""
    path = Path(path)
    try:
        if "\0" in str(path):
            raise FileFormatError(path, Phrase("a file name cannot hold a NUL character"))
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            raise FileFormatError(path, Phrase("not a regular file"))
        if st.st_size > max_bytes:
            raise FileFormatError(path, Phrase("too large ({size} bytes; at most {most})", size=st.st_size, most=max_bytes))
        with open(path, "rb") as f:
            data = f.read(max_bytes + 1)
    except FileFormatError:
        raise
    except FileNotFoundError:
        raise FileFormatError(path, Phrase("no such file")) from None
    except (OSError, ValueError) as e:
        raise FileFormatError(path, getattr(e, "strerror", None) or str(e)) from None
    if len(data) > max_bytes:
        raise FileFormatError(path, Phrase("too large (more than {most} bytes)", most=max_bytes))
    return data


def read_text(path, max_bytes: int = MAX_FILE_BYTES) -> str:
    """A text file's content (see read_bytes); a UTF-8 byte-order mark is dropped (as "utf-8-sig" drops it, whose
    codec module, imported on its first use, PySide's import check would read with ``codecs``: docs/gui.md, "The
    ninth round")."""
    data = read_bytes(path, max_bytes)
    try:
        return data.removeprefix(b"\xef\xbb\xbf").decode("utf-8")
    except UnicodeDecodeError as e:
        raise FileFormatError(path, Phrase("not UTF-8 text (byte {byte})", byte=e.start)) from None


def read_json(path) -> object:
    return parse_json(read_text(path), path)


def validate(model: type[M], data: object, path="<data>", context: dict | None = None) -> M:
    from pydantic import ValidationError
    try:
        return model.model_validate(data, context=context)
    except ValidationError as e:
        field, msg = describe_validation_error(e)
        raise FileFormatError(path, msg, field, e.with_traceback(None)) from None
    except RecursionError:
        raise FileFormatError(path, Phrase("nested too deeply")) from None


def load_model(model: type[M], path, context: dict | None = None) -> M:
    return validate(model, read_json(path), path, context)


def fsync_dir(path) -> None:
    """Make a rename in the folder ``path`` durable; a no-op where folders cannot be opened."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


STALE_TEMP_SECONDS = 60


def _clean_stale_temps(path: Path) -> None:
    """Remove our own temp files beside ``path`` that a killed save left (older than a minute, so a
    save under way in another window is left alone)."""
    now = time.time()
    # (the names mkstemp gives them, told by their ends rather than a glob pattern: importing ``glob`` cost
    # 1.4 M instructions at every start; docs/gui.md, "The ninth round")
    start, end = f".{path.name}.", ".tmp"
    try:
        beside = list(path.parent.iterdir())
    except OSError:              # (no folder, or one that cannot be listed: as the glob found nothing there)
        return
    for old in beside:
        name = old.name
        if not (name.startswith(start) and name.endswith(end) and len(name) >= len(start) + len(end)):
            continue
        try:
            if now - old.stat().st_mtime > STALE_TEMP_SECONDS:
                old.unlink()
        except OSError:
            pass


def write_atomic(path, write, make_parents: bool = False) -> None:
    """Write a file beside ``path`` with ``write(binary file)``, flush it to the disk and rename it over
    ``path``: a full disk, a kill or a crash leaves the old file whole (and says why, as an OSError).
    ``make_parents``: create missing folders (else a missing folder is that OSError)."""
    path = Path(path)
    if make_parents:
        path.parent.mkdir(parents=True, exist_ok=True)
    _clean_stale_temps(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
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
    fsync_dir(path.parent)


def write_text_atomic(path, text: str) -> None:
    write_atomic(path, lambda f: f.write(text.encode("utf-8")))


def write_json_atomic(path, data: object) -> None:
    """JSON written atomically (see write_atomic). Text that is not valid Unicode (a lone surrogate) and a
    number that is not finite are refused before anything is written."""
    try:
        text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False) + "\n"
        encoded = text.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidValueError("the text holds a character that is not valid Unicode (a lone surrogate)") from None
    except ValueError:              # NaN or an infinity, which no JSON reader takes back
        raise InvalidValueError("a number is not finite (NaN or infinity): JSON cannot hold it") from None
    write_atomic(path, lambda f: f.write(encoded), make_parents=True)


def save_model(model: BaseModel, path) -> None:
    write_json_atomic(path, model.model_dump(mode="json", exclude_none=True))
