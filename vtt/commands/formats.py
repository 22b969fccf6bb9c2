"""What `vtt import` and `vtt export` share: a ruleset's exchange formats, asked of the registry."""
from __future__ import annotations

from vtt.core.errors import VttError
from vtt.core.exchange import offered


class NoSuchFormat(VttError):
    """The ruleset has no such format (the message names those it offers): the commands exit with 2."""


def pick(system, hook: str, name: str | None, what: str):
    """The format ``name`` (None: the first) of ``system``'s ``hook`` (import_formats / export_formats);
    NoSuchFormat, naming what it does offer, when it has none of that name."""
    formats = getattr(system, hook, lambda: {})() or {}
    if name is None and formats:
        name = next(iter(formats))
    if name in formats:
        return formats[name]
    lacks = f"no {what} format" if name is None else f"no {what} format {name!r}"
    more = ("".join(f"\n  {n}: {f.what}" for n, f in formats.items())
            or f"\n(rulesets with one: {systems_offering(hook)})")
    raise NoSuchFormat(f"{system.id} ({system.name}) has {lacks}; it offers: {offered(formats)}{more}")


def systems_offering(hook: str) -> str:
    """The rulesets with a format of ``hook``, each with its format names: "nechronica (charasheet)"."""
    from vtt.core import registry
    out = []
    for rid in registry.ids():
        formats = getattr(registry.get(rid), hook, lambda: {})() or {}
        if formats:
            out.append(f"{rid} ({offered(formats)})")
    return ", ".join(out) or "none"
