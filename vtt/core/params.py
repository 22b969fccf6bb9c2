"""Command parameters as a ruleset declares them, and the one check the core makes of every command at its
boundary (vtt.core.session): each command type's parameters (their names, what values they take, which are
required), so that no engine ever sees a key it does not read or a value of the wrong type.

A ruleset declares (its ``declared``, a ``Declaration``), the core checks. A parameter's ``Kind`` says what
it takes: text (a participant's id, a zone's id, a word, free text) of a bounded length, a whole number
within bounds, true/false, a list of such; a kind may take more than one (an area by its id or by its
index). Anything else is refused with a ``MalformedCommandError`` naming the command, the key and what it
takes: a key the command does not take (a misspelt ``"advantag"``), a float (NaN), a set, a list where a
zone id belongs, a number or a text too large to mean anything. An override (or any command whose ``op``
says what it does) declares its parameters per op.

The check returns the parameters as the session keeps them: a copy whose lists are copies, so a caller who
changes the dict or a list it handed in changes neither the verified command nor the log. It costs well
under a microsecond a command (benchmarks/bench_boundary.py); a refusal's sentence is made only on a refusal.
"""
from __future__ import annotations

from typing import Any

from .errors import MalformedCommandError, Phrase
from .records import ID_MAX, Command      # ID_MAX: text longer is refused wherever an id or a word goes

#: free text (a GM's reason, a note) longer than this is refused
TEXT_MAX = 2000
#: the most items a list parameter may hold
LIST_MAX = 200


class Kind:
    """What values a parameter takes. ``text``: the longest text it takes (-1: no text); ``lo``..``hi``:
    the whole numbers it takes (none when lo > hi); ``flag``: true/false; ``item``: the kind of each item
    of a list it takes (None: no list), at most ``most`` items; ``what``: it described, for a refusal."""

    __slots__ = ("text", "lo", "hi", "flag", "item", "most", "what")

    def __init__(self, what: Phrase, text: int = -1, lo: int = 1, hi: int = 0, flag: bool = False,
                 item: "Kind | None" = None, most: int = LIST_MAX):
        self.what, self.text, self.lo, self.hi, self.flag, self.item, self.most = what, text, lo, hi, flag, item, most

    def accepts(self, v) -> bool:
        """Whether ``v`` is a value of this kind (a list: each item, and no more than ``most``)."""
        t = type(v)
        if t is str:
            return len(v) <= self.text and (v.isascii() or _unicode(v))
        if t is int:
            return self.lo <= v <= self.hi
        if t is bool:
            return self.flag
        if t is list or t is tuple:
            item = self.item
            if item is None or len(v) > self.most:
                return False
            lo, hi, text = item.lo, item.hi, item.text
            for x in v:                 # the scalars inline (an AI asks can() of many a list of dice)
                tx = type(x)
                if tx is int:
                    if not lo <= x <= hi:
                        return False
                elif tx is str:
                    if len(x) > text or not (x.isascii() or _unicode(x)):
                        return False
                elif not item.accepts(x):
                    return False
            return True
        return False

    def __repr__(self):
        return f"Kind({self.what})"


def _unicode(text: str) -> bool:
    """Whether ``text`` can be written to a file (no lone surrogate)."""
    try:
        text.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


# -- the kinds a ruleset declares its parameters with ---------------------------------------------------

def who() -> Kind:
    """A participant, by her id (whether she is in this battle is the rules' to say)."""
    return Kind(Phrase("a participant id"), text=ID_MAX)


def zone() -> Kind:
    """A zone (an area, a battlefield), by its id."""
    return Kind(Phrase("a zone id"), text=ID_MAX)


def word() -> Kind:
    """One word of a fixed vocabulary (an op, an action, an outcome): which words, the rules say."""
    return Kind(Phrase("a word (text)"), text=ID_MAX)


def name() -> Kind:
    """A name: a part's, a weapon's, an Imbalance's, a technique's."""
    return Kind(Phrase("a name (text)"), text=ID_MAX)


def text(most: int = TEXT_MAX) -> Kind:
    """Free text: a GM's reason, a note, what a character does."""
    return Kind(Phrase("text of at most {most} characters", most=most), text=most)


def whole(lo: int, hi: int) -> Kind:
    """A whole number from ``lo`` to ``hi``."""
    return Kind(Phrase("a whole number from {lo} to {hi}", lo=lo, hi=hi), lo=lo, hi=hi)


def flag() -> Kind:
    return Kind(Phrase("true or false"), flag=True)


def list_of(item: Kind, most: int = LIST_MAX) -> Kind:
    """A list of up to ``most`` values of ``item``."""
    return Kind(Phrase("a list of at most {most} items, each {item}", most=most, item=item.what), item=item,
                most=most)


def either(*kinds: Kind, what: Phrase | None = None) -> Kind:
    """A value of any of ``kinds`` (at most one of them a list): an area by its id or its index."""
    if what is None:
        what = Phrase("{first} or {second}", first=kinds[0].what, second=kinds[1].what) if len(kinds) == 2 \
            else kinds[0].what
    out = Kind(what)
    for k in kinds:
        out.text = max(out.text, k.text)
        if k.lo <= k.hi:
            out.lo, out.hi = (k.lo, k.hi) if out.lo > out.hi else (min(out.lo, k.lo), max(out.hi, k.hi))
        out.flag = out.flag or k.flag
        if k.item is not None:
            out.item, out.most = k.item, k.most
    return out


class Param:
    """One parameter of a command: its name, its kind, whether the command needs it."""

    __slots__ = ("name", "kind", "required")

    def __init__(self, name: str, kind: Kind, required: bool = False):
        self.name, self.kind, self.required = name, kind, required

    def __repr__(self):
        return f"Param({self.name!r}, {self.kind!r}, required={self.required})"


def needs(name: str, kind: Kind) -> Param:
    """A required parameter."""
    return Param(name, kind, True)


def may(name: str, kind: Kind) -> Param:
    """An optional parameter."""
    return Param(name, kind, False)


class Signature:
    """One command type's parameters; or, when ``by`` names a parameter (an override's ``op``), a
    signature for each value it may take (``variants``), its name ``"override move"``."""

    __slots__ = ("name", "kinds", "required", "by", "variants")

    def __init__(self, name: str, params=(), by: str | None = None, variants: dict | None = None):
        self.name = name
        self.kinds: dict[str, Kind] = {p.name: p.kind for p in params}
        self.required: tuple[str, ...] = tuple(p.name for p in params if p.required)
        self.by = by
        self.variants: dict[str, Signature] = variants or {}

    @property
    def params(self) -> tuple[str, ...]:
        return tuple(self.kinds)


def command(type: str, *params: Param) -> Signature:
    """A command type and its parameters."""
    return Signature(type, params)


def by_op(type: str, key: str, ops: dict, common: tuple = ()) -> Signature:
    """A command type whose parameter ``key`` (required, a word) says what it does: ``ops`` maps each
    value to its own parameters; ``common`` are taken by every one (an override's ``reason``)."""
    variants = {op: Signature(f"{type} {op}", (needs(key, word()),) + tuple(params) + tuple(common))
                for op, params in ops.items()}
    sig = Signature(type, (), key, variants)
    sig.required = (key,)
    return sig


class Declaration:
    """A ruleset's commands: every type it accepts and each one's parameters (see the module's note)."""

    def __init__(self, *signatures: Signature):
        self.types: dict[str, Signature] = {s.name: s for s in signatures}

    def signature(self, type: str, params: dict | None = None) -> Signature | None:
        """The signature a command of ``type`` (with ``params``, for an op's own) is checked against."""
        sig = self.types.get(type)
        if sig is not None and sig.by is not None and params is not None:
            return sig.variants.get(params.get(sig.by))
        return sig

    def check(self, c: Command) -> dict:
        """``c``'s parameters as the session keeps them (a copy, its lists copied), or a
        MalformedCommandError naming the command, the parameter and what it takes."""
        sig = self.types.get(c.type)
        if sig is None:
            raise MalformedCommandError("unknown command {type}; use one of: {types}", type=_shown(c.type),
                                        types=list(self.types))
        params = c.params
        if not params and not sig.required:            # half the commands of a battle (pass, wait, end_turn)
            return {}
        if sig.by is not None:
            key = params.get(sig.by)
            variant = sig.variants.get(key) if type(key) is str else None
            if variant is None:
                raise MalformedCommandError("{command} needs {key}: one of {values}", command=sig.name,
                                            key=repr(sig.by), values=list(sig.variants))
            sig = variant
        kinds = sig.kinds
        copied = dict(params)
        for k, v in params.items():          # (Kind.accepts, inlined for a scalar: every command passes here)
            kind = kinds.get(k)
            if kind is None:
                _unknown(sig, k)
            t = type(v)
            if t is str:
                if len(v) > kind.text or not (v.isascii() or _unicode(v)):
                    _wrong(sig, k, kind, v)
            elif t is int:
                if not kind.lo <= v <= kind.hi:
                    _wrong(sig, k, kind, v)
            elif t is bool:
                if not kind.flag:
                    _wrong(sig, k, kind, v)
            elif (t is list or t is tuple) and kind.accepts(v):
                copied[k] = list(v)          # the caller's list is not the one the log keeps
            elif v is None:
                del copied[k]                # JSON's null: an optional parameter left out (a required one: below)
            else:
                _wrong(sig, k, kind, v)
        for k in sig.required:
            if k not in copied:
                raise MalformedCommandError("{command} needs {key} ({what})", command=sig.name, key=repr(k),
                                            what=kinds[k].what)
        return copied


def _unknown(sig: Signature, key) -> None:
    if not sig.kinds:
        raise MalformedCommandError("{command} takes no parameters, not {key}", command=sig.name, key=_shown(key))
    raise MalformedCommandError("{command} has no parameter {key}; it takes: {keys}", command=sig.name,
                                key=_shown(key), keys=list(sig.kinds))


def _wrong(sig: Signature, key: str, kind: Kind, value) -> None:
    raise MalformedCommandError("{command}: {key} must be {what}, not {got}", command=sig.name, key=repr(key),
                                what=kind.what, got=_got(value))


def _shown(value, most: int = 40) -> str:
    """A value as a refusal shows it: text quoted and cut short, anything else by its kind."""
    if isinstance(value, str):
        r = repr(value if _unicode(value) else value.encode("utf-8", "backslashreplace").decode("ascii"))
        return r if len(r) <= most else r[:most - 4] + "…" + r[-1]
    return str(_got(value))


def _got(value) -> Phrase | str:
    """What a refused value is: a small number or a short text itself, anything else in words (never the
    value itself when it is large: a number of 5,000 digits cannot even be printed)."""
    t = type(value)
    if t is bool:
        return Phrase("true/false")
    if isinstance(value, int):
        return str(value) if -10 ** 9 < value < 10 ** 9 else Phrase("a number that large")
    if isinstance(value, str):
        if not _unicode(value):
            return Phrase("text that is not valid Unicode")
        return _shown(value) if len(value) <= 40 else Phrase("text of {count} characters", count=len(value))
    if isinstance(value, float):
        return Phrase("a number with a fraction ({value})", value=repr(value))
    if isinstance(value, (list, tuple)):
        return Phrase("a list of {count} item(s)", count=len(value))
    if isinstance(value, dict):
        return Phrase("an object")
    if value is None:
        return Phrase("null")
    return Phrase("a {type}", type=t.__name__)


def describe(declaration: Declaration) -> dict[str, Any]:
    """Command type (an op's: "override move") -> {parameter: (what it takes, required)}: the
    declaration as the docs and the tests read it."""
    out: dict[str, Any] = {}
    for sig in declaration.types.values():
        for s in (sig.variants.values() if sig.by is not None else (sig,)):
            out[s.name] = {k: (str(kind.what), k in s.required) for k, kind in s.kinds.items()}
    return out
