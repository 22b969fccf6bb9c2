"""The ruleset protocol: what a rules system answers the session, the window, the AI and the table.

The core knows no game. A ruleset (one package under ``vtt/rules``) verifies and applies commands,
and answers three questions every other layer asks instead of reading its internals:

- ``awaited(state)``: who the battle waits on now and for what (act, react in a window, answer a
  choice, commit a hidden card or bid; or the GM, to move the battle on); ``moves(state)``, where a
  ruleset offers it, the same as ``Move`` records (no phrase, choice or window: what the AI needs);
- ``view(state, viewer)``: the state as one viewer may see it (the GM, one side, the table): tokens
  on a map of zones, the turn order, damage as tracks of segments. What a viewer may not see is
  absent from its view, so a table view drawn from it cannot leak it;
- ``event_text`` / ``refusal_text`` / ``text`` / ``command_text``: its events, refusals, words and
  commands told in a language. An event may carry a ``phrase`` (an English template with its fields,
  like a refusal's), which ``event_text`` then tells in the language from the ruleset's own table;
  an event made without one is told from its type and data.

By convention a command that moves a participant names the zone it goes to in its ``to`` parameter
(the generic map turns a drop into the legal command whose ``to`` is the zone dropped on).

The records here are plain frozen data, so views can be compared, cached and tested without Qt (frozen
records of vtt.core.frozen: every window makes them before its first paint, and a dataclass costs several
times more to make at import).
"""
from __future__ import annotations

from typing import Any, Protocol, Sequence, runtime_checkable

from .dice import DiceFeed
from .errors import Phrase, Term
from .frozen import Frozen, _set
from .params import Declaration
from .records import Command, Event

# -- who is awaited ----------------------------------------------------------------------------

#: What an ``Awaited`` waits for.
ACT = "act"            # take a turn (declare an action, wait, ...)
REACT = "react"        # add a reaction to an open window, or let it close
CHOOSE = "choose"      # answer a pending choice
COMMIT = "commit"      # lay a hidden card or make a bid (hidden until all have committed)
GM = "gm"              # nobody else can move: the GM moves the battle on (start, next count, pass)
AWAIT_KINDS = (ACT, REACT, CHOOSE, COMMIT, GM)

#: How a choice is answered.
ONE_OF, K_OF, DISTRIBUTE = "one_of", "k_of", "distribute"


class Choice(Frozen):
    """A decision the rules hand to one participant (``chooser``; None: the GM).

    ``form``: one_of (pick one option), k_of (pick ``count`` different options), distribute (spread
    ``count`` points over the options, an option more than once). The answer is a ``command`` of the
    chooser with the chosen value(s) in its parameter ``key``; ``options`` are the values it may take, and
    ``labels`` (one per option, or none: the option itself) what the table calls each: a Term, Phrase or text
    told in the reader's language (a part's name, not its key)."""

    kind: str
    chooser: str | None
    form: str
    key: str
    options: tuple
    count: int
    phrase: Phrase | None
    command: str
    labels: tuple
    __slots__ = ("kind", "chooser", "form", "key", "options", "count", "phrase", "command", "labels")

    def __init__(self, kind: str, chooser: str | None, form: str, key: str, options: tuple, count: int = 1,
                 phrase: Phrase | None = None, command: str = "choose", labels: tuple = ()):
        _set(self, "kind", kind)
        _set(self, "chooser", chooser)
        _set(self, "form", form)
        _set(self, "key", key)
        _set(self, "options", options)
        _set(self, "count", count)
        _set(self, "phrase", phrase)
        _set(self, "command", command)
        _set(self, "labels", labels)

    def label(self, i: int):
        """What the table calls option ``i`` (its label, else the option itself)."""
        return self.labels[i] if i < len(self.labels) else str(self.options[i])


class ReactionWindow(Frozen):
    """An open window in which reactions of a timing may be declared (resolved last-first).

    ``focus``: whose declaration or roll the window is about (her side is asked first)."""

    timing: Term
    focus: str | None
    declared: int
    phrase: Phrase | None
    __slots__ = ("timing", "focus", "declared", "phrase")

    def __init__(self, timing: Term, focus: str | None, declared: int = 0, phrase: Phrase | None = None):
        _set(self, "timing", timing)
        _set(self, "focus", focus)
        _set(self, "declared", declared)
        _set(self, "phrase", phrase)


class Awaited(Frozen):
    """One participant (``who``; None: the GM) the battle waits on, and for what (``kind``).

    ``side``: her side ("" for the GM). ``choice`` / ``window``: the decision or window concerned.
    ``fallback``: the command that moves the battle on when this participant does nothing (the GM's
    pass of a window, the next count) — None when she must answer. ``optional``: she may act now but
    need not (act before her turn comes, swap a card): an AI asked about it may decline. The legal
    options themselves are ``Session.legal_commands(who)``: computed only when asked for (the
    simulator rarely needs all)."""

    who: str | None
    side: str
    kind: str
    phrase: Phrase | None
    choice: Choice | None
    window: ReactionWindow | None
    fallback: Command | None
    optional: bool
    __slots__ = ("who", "side", "kind", "phrase", "choice", "window", "fallback", "optional")

    def __init__(self, who: str | None, side: str, kind: str, phrase: Phrase | None = None,
                 choice: Choice | None = None, window: ReactionWindow | None = None, fallback: Command | None = None,
                 optional: bool = False):
        _set(self, "who", who)
        _set(self, "side", side)
        _set(self, "kind", kind)
        _set(self, "phrase", phrase)
        _set(self, "choice", choice)
        _set(self, "window", window)
        _set(self, "fallback", fallback)
        _set(self, "optional", optional)


class Move:
    """Who the battle waits on and for what, as an AI needs it: an entry of ``awaited()`` without what only the
    table shows (a phrase, a choice's form, a window's name). A ruleset may offer ``moves(state)``, the entries
    of ``awaited(state)`` in their order as these, for the simulator's driver (vtt.sim.driver), which asks it
    before every step and needs nothing more; the driver asks ``awaited()`` of a ruleset without it. A plain
    slotted record (not frozen: made hundreds of times a battle, read once)."""

    __slots__ = ("who", "side", "kind", "fallback", "optional")

    def __init__(self, who: str | None, side: str, kind: str, fallback: Command | None = None, optional: bool = False):
        self.who = who
        self.side = side
        self.kind = kind
        self.fallback = fallback
        self.optional = optional

    def __repr__(self) -> str:
        return f"Move({self.who!r}, {self.side!r}, {self.kind!r}, {self.fallback!r}, {self.optional!r})"


# -- views -------------------------------------------------------------------------------------

class Viewer(Frozen):
    """Who looks: the GM (sees all), one side (its own secrets too), or the table (only the public)."""

    kind: str                     # gm | side | table
    side: str | None
    __slots__ = ("kind", "side")

    def __init__(self, kind: str, side: str | None = None):
        _set(self, "kind", kind)
        _set(self, "side", side)

    @property
    def is_gm(self) -> bool:
        return self.kind == "gm"

    def sees_side(self, side: str) -> bool:
        """Whether this viewer sees the secrets of ``side`` (a hand of cards, a face-down card)."""
        return self.kind == "gm" or (self.kind == "side" and self.side == side)


GM_VIEWER = Viewer("gm")
TABLE_VIEWER = Viewer("table")


class Zone(Frozen):
    """A place tokens stand in. ``name`` is a Term (the ruleset tells it in each language)."""

    id: str
    name: Term
    cover: bool
    __slots__ = ("id", "name", "cover")

    def __init__(self, id: str, name: Term, cover: bool = False):
        _set(self, "id", id)
        _set(self, "name", name)
        _set(self, "cover", cover)


class ZoneMap(Frozen):
    """The map as a graph: zones and which are adjacent. ``layout``: "line" (drawn left to right in
    order, as a row of areas), "graph" (drawn where the GM placed them), "none" (no map)."""

    zones: tuple[Zone, ...]
    edges: tuple[tuple[str, str], ...]
    layout: str
    #: the steps between two zones (by pair) and each zone's neighbours (by zone), found once: the rules
    #: and the AI ask them at every step (not compared)
    _steps: dict
    __slots__ = ("zones", "edges", "layout", "_steps")
    _not_compared = ("_steps",)

    def __init__(self, zones: tuple[Zone, ...], edges: tuple[tuple[str, str], ...], layout: str = "graph"):
        _set(self, "zones", zones)
        _set(self, "edges", edges)
        _set(self, "layout", layout)
        _set(self, "_steps", {})

    def neighbours(self, zone: str) -> list[str]:
        near = self._steps.get(zone)
        if near is None:
            near = self._steps[zone] = tuple(b if a == zone else a for a, b in self.edges if zone in (a, b))
        return list(near)

    def distance(self, a: str, b: str) -> int | None:
        """Steps from zone ``a`` to zone ``b`` (None: not connected)."""
        key = (a, b)
        try:
            return self._steps[key]
        except KeyError:
            pass
        found = self._steps[key] = self._distance(a, b)
        return found

    def _distance(self, a: str, b: str) -> int | None:
        if a == b:
            return 0
        seen, frontier, steps = {a}, [a], 0
        while frontier:
            steps += 1
            nxt = []
            for z in frontier:
                for n in self.neighbours(z):
                    if n == b:
                        return steps
                    if n not in seen:
                        seen.add(n)
                        nxt.append(n)
            frontier = nxt
        return None

    @classmethod
    def line(cls, zones: Sequence[Zone]) -> "ZoneMap":
        """Zones in a row, each adjacent to the next."""
        zs = tuple(zones)
        return cls(zs, tuple((zs[i].id, zs[i + 1].id) for i in range(len(zs) - 1)), "line")


class Segment(Frozen):
    """One box of a damage track: a part, a box of Health, a health point, a level of Harm.

    ``label``: what the box says, as written ("3", "7/10") or a Term where it is a name in every language (a
    part's: what draws it tells it in the viewer's language, ``ruleset.text``). ``state``: "ok", "used",
    "damaged", "lost" (a ruleset may use others; widgets draw unknown states as damaged)."""

    label: str | Term
    state: str
    __slots__ = ("label", "state")

    def __init__(self, label: str | Term, state: str = "ok"):
        _set(self, "label", label)
        _set(self, "state", state)


#: How a track's number reads: what is left (Health, Aura, parts intact: full is well) or what was
#: taken (Harm: full is broken).
LEFT, TAKEN = "left", "taken"


def track_number(value: int, limit: int) -> str:
    """"value/limit" as a GM reads it on a sheet, a badge, a table card or paper: "4/5"; past the limit, the
    limit full and what is past it marked, "3/3 +1" (zones: broken at capacity, and the Harm past it still counts
    — each level a die fewer, Severe at 4 — so it is kept, never written "4/3" as if the capacity were wrong)."""
    if 0 < limit < value:
        return f"{limit}/{limit} +{value - limit}"
    return f"{value}/{limit}"


class Track(Frozen):
    """A row of segments: the parts of one location, Aura, a Harm track.

    The track says how the rules read it, so a badge or a table card can write it without adding it to
    another: ``value`` of ``limit`` (None: the segments "ok", of all of them), which ``counts`` what is
    left or what was taken; ``short``: its name in a letter or a word, for a badge; ``notation``: the
    rules' own way of writing it where they have one (hundred's ``(X)OOO``), written instead."""

    name: Term
    segments: tuple[Segment, ...]
    value: int | None
    limit: int | None
    counts: str
    short: Term | None
    notation: str | None
    __slots__ = ("name", "segments", "value", "limit", "counts", "short", "notation")

    def __init__(self, name: Term, segments: tuple[Segment, ...], value: int | None = None, limit: int | None = None,
                 counts: str = LEFT, short: Term | None = None, notation: str | None = None):
        _set(self, "name", name)
        _set(self, "segments", segments)
        _set(self, "value", value)
        _set(self, "limit", limit)
        _set(self, "counts", counts)
        _set(self, "short", short)
        _set(self, "notation", notation)

    @property
    def intact(self) -> int:
        return sum(1 for s in self.segments if s.state == "ok")

    def reading(self) -> tuple[int, int]:
        """(value, limit) as the rules read the track: "4 of 5 Harm", "21 of 30 Health"."""
        return (self.intact if self.value is None else self.value,
                len(self.segments) if self.limit is None else self.limit)

    def number(self) -> str:
        """The track's number as a GM reads it (``track_number``): "4/5", past its limit "3/3 +1"."""
        return track_number(*self.reading())

    def worn(self) -> float:
        """How far the track is from well (0) to spent or broken (1): a badge's colour."""
        value, limit = self.reading()
        if limit <= 0:
            return 0.0
        share = min(1.0, max(0.0, value / limit))
        return share if self.counts == TAKEN else 1.0 - share


class Token(Frozen):
    """A participant as a viewer sees it. ``name`` is "?" when hidden from the viewer; ``tracks``
    is empty when her damage is hidden; ``zone`` is None when she is off the map."""

    id: str
    name: str
    side: str
    zone: str | None
    tracks: tuple[Track, ...]
    status: tuple[str, ...]         # e.g. "out", "escaped", "acting"
    label: Term | None              # the name in every language the ruleset knows (None: ``name`` as it is)
    headline: tuple[Track, ...]     # the tracks a badge shows, the ruleset's pick (empty: every track)
    __slots__ = ("id", "name", "side", "zone", "tracks", "status", "label", "headline")

    def __init__(self, id: str, name: str, side: str, zone: str | None, tracks: tuple[Track, ...] = (),
                 status: tuple[str, ...] = (), label: Term | None = None, headline: tuple[Track, ...] = ()):
        _set(self, "id", id)
        _set(self, "name", name)
        _set(self, "side", side)
        _set(self, "zone", zone)
        _set(self, "tracks", tracks)
        _set(self, "status", status)
        _set(self, "label", label)
        _set(self, "headline", headline)

    def badge(self) -> tuple[Track, ...]:
        """The tracks a marker's badge writes, each apart: the headline, else every track."""
        return self.headline or self.tracks


class OrderEntry(Frozen):
    """One participant's place in the turn order: on a count track, a card, a bid.

    ``value`` is None when the viewer may not see it (a face-down card, a hidden AP)."""

    who: str
    value: int | None
    acting: bool
    note: Phrase | None             # what is left of the turn, e.g. the maneuvers not yet spent
    __slots__ = ("who", "value", "acting", "note")

    def __init__(self, who: str, value: int | None, acting: bool = False, note: Phrase | None = None):
        _set(self, "who", who)
        _set(self, "value", value)
        _set(self, "acting", acting)
        _set(self, "note", note)


class TurnOrder(Frozen):
    """The turn order: ``kind`` "countdown" (a track from ``top`` down to ``bottom``, ``now`` the
    current row), "cards" (a fixed order of cards), "bids" (a ladder rebuilt every round) or "hands"
    (cards laid face down, then revealed)."""

    kind: str
    entries: tuple[OrderEntry, ...]
    now: int | None
    top: int | None
    bottom: int | None
    round: int
    __slots__ = ("kind", "entries", "now", "top", "bottom", "round")

    def __init__(self, kind: str, entries: tuple[OrderEntry, ...], now: int | None = None, top: int | None = None,
                 bottom: int | None = None, round: int = 0):
        _set(self, "kind", kind)
        _set(self, "entries", entries)
        _set(self, "now", now)
        _set(self, "top", top)
        _set(self, "bottom", bottom)
        _set(self, "round", round)

    def acting(self) -> set[str]:
        """Who its entries mark acting."""
        return {e.who for e in self.entries if e.acting}


class View(Frozen):
    """The battle as one viewer may see it."""

    viewer: Viewer
    map: ZoneMap
    tokens: tuple[Token, ...]
    order: TurnOrder
    awaited: tuple[Awaited, ...]    # the GM's: the ruleset's awaited() as it is (the window takes it from here)
    banner: Phrase | None           # what the table should read now (the open window, the outcome)
    sides: tuple[str, ...]          # the battle's sides, the players' first (colours follow it)
    extra: dict                     # ruleset-specific, JSON-able (e.g. "positions" of zones)
    __slots__ = ("viewer", "map", "tokens", "order", "awaited", "banner", "sides", "extra")

    def __init__(self, viewer: Viewer, map: ZoneMap, tokens: tuple[Token, ...], order: TurnOrder,
                 awaited: tuple[Awaited, ...] = (), banner: Phrase | None = None, sides: tuple[str, ...] = (),
                 extra: dict | None = None):
        _set(self, "viewer", viewer)
        _set(self, "map", map)
        _set(self, "tokens", tokens)
        _set(self, "order", order)
        _set(self, "awaited", awaited)
        _set(self, "banner", banner)
        _set(self, "sides", sides)
        _set(self, "extra", {} if extra is None else extra)

    def acting(self) -> set[str]:
        """Who acts now: marked in the turn order or among the tokens."""
        return self.order.acting() | {t.id for t in self.tokens if View.marked_acting(t)}

    @staticmethod
    def marked_acting(token) -> bool:
        """Whether ``token`` is marked acting among the tokens (a part of ``acting``)."""
        return "acting" in token.status

    def token(self, pid: str) -> Token | None:
        return next((t for t in self.tokens if t.id == pid), None)


# -- what a ruleset may offer the window besides (optional methods, see Ruleset) ----------------

class SheetSection(Frozen):
    """A part of a participant's sheet as the window shows it: a heading and (label, value) rows."""

    title: Term
    rows: tuple[tuple[Any, Any], ...]     # each a Term, Phrase or plain text
    __slots__ = ("title", "rows")

    def __init__(self, title: Term, rows: tuple[tuple[Any, Any], ...]):
        _set(self, "title", title)
        _set(self, "rows", rows)


class FormField(Frozen):
    """One field of a GM command's form. ``kind``: "who" (a participant), "zone", "number" (``lo`` to
    ``hi``), "choice" (``options``: (value, Term) pairs), "flag" (true/false) or "numbers" (a list)."""

    key: str
    kind: str
    label: Term
    lo: int
    hi: int
    default: Any
    options: tuple
    __slots__ = ("key", "kind", "label", "lo", "hi", "default", "options")

    def __init__(self, key: str, kind: str, label: Term, lo: int = 0, hi: int = 99, default: Any = None,
                 options: tuple = ()):
        _set(self, "key", key)
        _set(self, "kind", kind)
        _set(self, "label", label)
        _set(self, "lo", lo)
        _set(self, "hi", hi)
        _set(self, "default", default)
        _set(self, "options", options)


class GmForm(Frozen):
    """A GM command the window offers as a form: ``Command(type, None, fixed + the fields' values)``."""

    type: str
    label: Term
    fields: tuple[FormField, ...]
    fixed: tuple[tuple[str, Any], ...]
    __slots__ = ("type", "label", "fields", "fixed")

    def __init__(self, type: str, label: Term, fields: tuple[FormField, ...] = (),
                 fixed: tuple[tuple[str, Any], ...] = ()):
        _set(self, "type", type)
        _set(self, "label", label)
        _set(self, "fields", fields)
        _set(self, "fixed", fixed)


# -- the protocol ------------------------------------------------------------------------------

def refusal_text(ruleset, why, lang: str = "en", rule: bool = False) -> str:
    """A refusal (a Verdict or a Phrase) as ``ruleset`` tells it in ``lang``, with its rule in brackets
    when ``rule`` (as the status bar and `vtt play` show it)."""
    text = ruleset.refusal_text(why, lang)
    rule_name = getattr(why, "rule", "") if rule else ""
    return f"{text} [{rule_name}]" if rule_name else text


@runtime_checkable
class Ruleset(Protocol):
    """What a rules system provides to the session. The session knows nothing else of the game."""

    #: the ruleset id that names it in every file (e.g. ``zones``)
    name: str
    #: every command it takes and each one's parameters (vtt.core.params.Declaration: name, kind, required),
    #: which the session checks each command against before ``verify``: a key the command does not take,
    #: a value of another type or too large is refused there, and no engine ever sees one
    declared: Declaration

    def verify(self, state: Any, command: Command) -> Any:
        """Raise MalformedCommandError / IllegalCommandError if ``command`` can't be applied now. May
        return a ticket: what it worked out, handed to ``apply`` so it is not worked out twice."""

    def apply(self, state: Any, command: Command, dice: DiceFeed, ticket: Any = None) -> list[Event]:
        """Apply a verified command to ``state`` in place, returning the events (``ticket``: what
        verify returned for it, when not None). An event's ``text`` is English; it may also carry its
        ``phrase`` (the template and fields that text was told from), for ``event_text``."""

    def legal_commands(self, state: Any, actor: str | None) -> list[Command]:
        """The commands ``actor`` (None: the GM) may issue now."""

    def clone(self, state: Any) -> Any:
        """An independent copy of ``state`` (used for undo)."""

    def snapshot(self, state: Any) -> dict:
        """A JSON-able picture of ``state``; equal snapshots mean equal states."""

    def awaited(self, state: Any) -> list[Awaited]:
        """Who the battle waits on now, and for what; empty when the battle is over."""

    def view(self, state: Any, viewer: Viewer) -> View:
        """The state as ``viewer`` may see it."""

    def event_text(self, event: Event, state: Any, lang: str = "en") -> str:
        """``event`` as a sentence in ``lang``: its ``phrase`` told in ``lang`` where it has one, else
        told from its type and data (English: its ``text``)."""

    def refusal_text(self, reason: Any, lang: str = "en") -> str:
        """A refusal (a Verdict or a Phrase) as a sentence in ``lang``."""

    def text(self, value: Any, lang: str = "en") -> str:
        """A Phrase or Term of its own (a zone's name, a question, a banner) in ``lang``."""

    def command_text(self, state: Any, command: Command, lang: str = "en") -> str:
        """A command as a short label for a button or a list ("Hit orc", "【ナイフ】 → グール")."""

    def outcome(self, state: Any) -> str | None:
        """How the battle ended (None while it goes on)."""

    def round(self, state: Any) -> int:
        """The round the battle is in (0 before it starts): the simulator's cap counts these."""

    def state_text(self, state: Any, lang: str = "en") -> str:
        """The whole state as plain text, as `vtt play` prints it at the end."""

    # Optional: ``d10_zero_is_ten = True``: a d10 typed 0 (as a physical d10 shows its 10) is read as 10.
    # Optional, for the generic window (a ruleset without them simply lacks the gesture):
    #   order_drop(state, who, onto) -> Command | None: dropping ``who``'s turn-order entry on ``onto``'s
    #       (a swap of initiative cards); the command is verified like any other, so a refusal names its rule.
    #   sheet(state, who) -> list[SheetSection]: what the sheet panel shows of a participant.
    #   gm_forms(state) -> list[GmForm]: the GM's commands with parameters (fear, fire, overrides...).
    #   form_values(state, command) -> {key: value}: what a form's command sets, as the battle holds it now for
    #       what its other fields chose (her Harm on the track picked): the form starts there and follows them.
    #   form_choices(state, command) -> {key: [participant ids]}: whom a form's participant field may take, for
    #       what its other fields chose (zones' ambush: a sneaker of the side ambushing, a watcher of the other);
    #       the form offers only them, and the command refuses the others.
    #   also_now(state) -> list[Awaited]: who may also act now though the battle does not wait on them
    #       (ashes: lower the initiative between turns); the window offers their legal commands, the AI
    #       and the simulator never ask.
    #   roll_events: frozenset of event types that are rolls or what a roll decided: the table view
    #       shows the latest record holding one (else the latest command that used dice), from it on.
    #   command_range(state, command) -> {param: (lo, hi)}: a number of a legal command its giver chooses
    #       ("lower the initiative to any number lower"); the window shows a spin box beside its button.
    #   rolls(state, command) -> list[vtt.core.rolls.Roll] | None: the rolls ``command`` will make, in order (whose,
    #       what for, which dice), for the dice box to say which roll the dice typed at the table feed. Without
    #       it the session finds them by a trial on a copy of the battle (Session.rolls), from the rolls the
    #       ruleset names as it makes them: ``dice.begin(who, what, explode)`` before each roll's dice (every
    #       ruleset names its own; a roll it does not name is one roll of nobody's), which is also how the feed
    #       hands each roll its own typed dice.
    #   shows_portrait(state, who, viewer) -> bool: whether ``viewer`` is shown ``who``'s portrait (every token
    #       a viewer sees is, without it): a ruleset that hides who someone is from a viewer hides her picture
    #       too (vtt.core.battle_pictures gives the views their pictures). Asked once per token record: a token the
    #       view hands out again, the very same record, keeps its answer (so what it answers follows from what her
    #       token shows the viewer: a name kept from the table is a token of another name).
