"""Nechronica on the core's ruleset protocol: who is awaited, a view per viewer, texts in two languages."""
from __future__ import annotations

import json
from operator import itemgetter

from vtt.core.errors import Joined, Phrase, Term
from vtt.core.i18n import NC_
from vtt.core.records import Command, Event
from vtt.core.ruleset import (ACT, CHOOSE, DISTRIBUTE, GM, K_OF, ONE_OF, REACT, Awaited, Choice, Move, OrderEntry,
                              ReactionWindow, Segment, Token, Track, TurnOrder, View, Viewer, Zone, ZoneMap)

from .commands import (ANSWER_PARAM, CHOOSE, ESCAPE, FETTER, LOCATION, PART, PARTS, REROLL, TARGET, TO, USE, VICTORY,
                       choose_victory, next_count, pass_, start)
from .engine import NechronicaRuleset, actors_now, area_term, window_focus
from .limits import COUNT_BOTTOM, COUNT_TOP, MADNESS_MAX, pips
from .narration import fetter_target, narrate, part_distinction, part_which
from .reasons import CATALOG, refusal_text
from .state import Battle, Part, Participant
from .system import SIDES
from .terms import AREA_NAMES_JA, AREAS, LOCATIONS


#: prompt kind -> (form, command parameter) of its answer
_CHOICE_FORMS = {kind: (form, ANSWER_PARAM[kind]) for kind, form in (
    ("location", ONE_OF), ("adjacent", ONE_OF), ("victim", ONE_OF), ("parts", K_OF), ("madness_part", K_OF),
    ("fetters", DISTRIBUTE), ("victory", ONE_OF))}
_START, _PASS, _NEXT = start(), pass_(), next_count()
_NOT_A_VICTORY = choose_victory(False)       # the GM's default when the enemies escaped

HIDDEN_NAME = "???"        # an enemy's name the GM keeps from the table

AREA_MAP = ZoneMap.line([Zone(a, area_term(i)) for i, a in enumerate(AREAS)])


def other_side(side: str) -> str:
    return "enemies" if side == "dolls" else "dolls"


def _question(pr) -> Phrase:
    """What a prompt asks (a prompt made without a phrase has only its English text)."""
    return pr.phrase if pr.phrase is not None else Phrase("{question}", question=pr.text)


def moves(b: Battle) -> list[Move]:
    """Who the battle waits on, in the order they are asked, as the AI needs it (vtt.core.ruleset.Move):
    ``awaited`` without the table's phrases, choice and window."""
    if b.phase == "ended":
        return []
    if b.phase == "setup":
        return [Move(None, "", GM, _START)]
    if b.prompts:
        pr = b.prompts[0]
        p = b.fighters.get(pr.chooser) if pr.chooser else None
        return [Move(p.id if p else None, p.side if p else "", CHOOSE,
                     _NOT_A_VICTORY if pr.kind == "victory" else None)]
    if b.window is not None:
        focus = window_focus(b)
        first = b.fighters[focus].side if focus in b.fighters else "dolls"
        out = [Move(p.id, side, REACT, _PASS)
               for side in (first, other_side(first))
               for p in b.fighters.values() if p.side == side and not p.out]
        out.append(Move(None, "", GM, _PASS))
        return out
    actors = actors_now(b)
    if actors:
        return [Move(p.id, p.side, ACT) for side in SIDES for p in actors if p.side == side]
    return [Move(None, "", GM, _NEXT)]


def awaited(b: Battle) -> list[Awaited]:
    """Who the battle waits on, in the order they are asked (see vtt.core.ruleset.Awaited): ``moves`` with
    what the table shows of each."""
    found = moves(b)
    if not found:
        return []
    if b.phase == "setup":
        return [Awaited(None, "", GM, Phrase("Start the battle"), fallback=_START)]
    if b.prompts:
        pr = b.prompts[0]
        form, key = _CHOICE_FORMS.get(pr.kind, (ONE_OF, pr.kind))
        choice = Choice(pr.kind, pr.chooser, form, key, tuple(pr.options), pr.count, _question(pr),
                        labels=_option_labels(b, pr))
        m = found[0]
        return [Awaited(m.who, m.side, CHOOSE, choice.phrase, choice=choice, fallback=m.fallback)]
    if b.window is not None:
        window = ReactionWindow(Term("timing", b.window.timing, b.window.timing.capitalize()), window_focus(b),
                                b.window.declared)
        return [Awaited(m.who, m.side, REACT, window=window, fallback=m.fallback) if m.who is not None else
                Awaited(None, "", GM, Phrase("Close the window"), window=window, fallback=m.fallback) for m in found]
    if found[0].kind == ACT:
        return [Awaited(m.who, m.side, ACT) for m in found]
    return [Awaited(None, "", GM, Phrase("Go on to the next count"), fallback=_NEXT)]


def _option_labels(b: Battle, pr) -> tuple:
    """What the table calls each option of a prompt: a part by its name, a participant by hers, a location
    by the rulebook's word, a fetter by whom it is for (keys and indices are the commands' own)."""
    who = b.fighters.get(pr.chooser) if pr.chooser is not None else None
    out: list = []
    parts = pr.kind in ("parts", "madness_part")
    for opt in pr.options:
        x = who.part(opt) if parts and who is not None else None
        if x is not None:
            which = part_which(who, x)            # (two 【Bone】 on her legs: which of them)
            out.append(x.label if which is None else Joined((x.label, which)))
        elif pr.kind in ("victim", "adjacent") and opt in b.fighters:
            out.append(b.fighters[opt].label)
        elif pr.kind == "location":
            out.append(Term("location", str(opt), str(opt).capitalize()))
        elif pr.kind == "fetters" and isinstance(opt, int) and who is not None and 0 <= opt < len(who.fetters):
            f = who.fetters[opt]
            out.append(f"{f.target} {pips(f.madness)}")         # how near madness it is (4: she goes mad)
        else:
            out.append(str(opt))
    return tuple(out)


def _tracks(p: Participant) -> tuple[Track, ...]:
    """Her damage as tracks: a legion's bodies, else her damageable parts by location. Tracks are frozen
    records: the same damage gives the same tuple, kept (a view of 200 participants each change)."""
    if p.kind == "legion":
        key: tuple = (p.bodies, p.start_bodies)
    else:
        key = (p.has_locations,) + tuple((x.label, x.location, x.damaged) for x in p.parts if x.damageable)
    tracks = _TRACKS.get(key)
    if tracks is None:
        if len(_TRACKS) >= 4096:
            _TRACKS.clear()
            _RECORDS.clear()        # its keys name tracks by id: only while _TRACKS holds them
        tracks = _TRACKS[key] = _make_tracks(p)
    return tracks


_TRACKS: dict[tuple, tuple[Track, ...]] = {}
_RECORDS: dict[tuple, tuple[Token, OrderEntry]] = {}      # cleared with _TRACKS (see _tracks)


def _make_tracks(p: Participant) -> tuple[Track, ...]:
    if p.kind == "legion":
        return (Track(Term("track", "bodies", "Bodies"),
                      tuple(Segment(str(i + 1), "ok" if i < p.bodies else "lost") for i in range(max(p.start_bodies, p.bodies)))),)
    locations = LOCATIONS + ("body",) if p.has_locations else ("body",)
    tracks = []
    for loc in locations:
        parts = [x for x in p.parts if x.damageable and (x.location == loc or (loc == "body" and x.location not in LOCATIONS))]
        if parts:
            tracks.append(Track(Term("location", loc), tuple(Segment(x.label, "damaged" if x.damaged else "ok")
                                                          for x in parts)))
    return tuple(tracks)


def _headline(tracks: tuple[Track, ...]) -> tuple[Track, ...]:
    """A badge's one number: the parts intact of all her parts (or the bodies left), as her marker's ring."""
    if len(tracks) <= 1:
        return tracks
    return (Track(Term("track", "parts", "Parts"), tuple(s for t in tracks for s in t.segments)),)


def _status(p: Participant, acting: bool) -> tuple[str, ...]:
    out = []
    if acting:
        out.append("acting")
    for flag in ("escaped", "heart_broken", "destroyed"):
        if getattr(p, flag):
            out.append(flag)
    return tuple(out)


_FIRST = itemgetter(0)
_SECOND = itemgetter(1)


class Seen:
    """What the last view read of one participant, held in native fields and compared natively with her now
    (``same``): no row of her values made and compared at each view (200 a move). Her parts' list is compared by
    identity first and their damage apart: their names and locations never change in a battle (another list,
    after an undo, equal or not, is compared as a list)."""

    __slots__ = ("id", "name", "name_ja", "label", "side", "kind", "area", "ap", "bodies", "start_bodies",
                 "escaped", "heart_broken", "hidden", "show_name", "show_ap", "show_damage", "acting",
                 "fettered", "parts", "damaged")

    def __init__(self, p: Participant, acting: bool) -> None:
        self.id: str = p.id
        self.name: str = p.name
        self.name_ja: str | None = p.name_ja
        self.label: Term = p.label
        self.side: str = p.side
        self.kind: str = p.kind
        self.area: int = p.area
        self.ap: int = p.ap
        self.bodies: int = p.bodies
        self.start_bodies: int = p.start_bodies
        self.escaped: bool = p.escaped
        self.heart_broken: bool = p.heart_broken
        self.hidden: bool = p.hidden
        self.show_name: bool = p.show_name
        self.show_ap: bool = p.show_ap
        self.show_damage: bool = p.show_damage
        self.acting: bool = acting
        self.fettered: bool = len(p.fetters) > 0
        self.parts: list[Part] = p.parts
        self.damaged: list[bool] = [x.damaged for x in p.parts]

    def same(self, p: Participant, acting: bool) -> bool:
        """Whether ``p`` (``acting`` or not) reads as she did: every value her records are made of."""
        if (self.area != p.area or self.ap != p.ap or self.acting != acting or self.escaped != p.escaped
                or self.heart_broken != p.heart_broken or self.bodies != p.bodies
                or self.start_bodies != p.start_bodies or self.hidden != p.hidden or self.show_name != p.show_name
                or self.show_ap != p.show_ap or self.show_damage != p.show_damage):
            return False
        if (not (self.id is p.id or self.id == p.id) or not (self.name is p.name or self.name == p.name)
                or self.name_ja != p.name_ja or not (self.label is p.label or self.label == p.label)
                or self.side != p.side or self.kind != p.kind or (len(p.fetters) > 0) != self.fettered):
            return False
        parts = p.parts
        if parts is not self.parts and parts != self.parts:
            return False
        damaged = self.damaged
        if len(parts) != len(damaged):
            return False
        for i, x in enumerate(parts):
            if x.damaged != damaged[i]:
                return False
        return True


def _named_alike(was: Seen, now: Seen) -> bool:
    """Whether ``now`` has the id, names, side and what hides her that ``was`` read (``_fetters``' dolls and index
    hold while each participant's do)."""
    return (was.id == now.id and was.name == now.name and was.name_ja == now.name_ja and was.side == now.side
            and was.hidden == now.hidden and was.show_name == now.show_name and was.fettered == now.fettered)


#: the last view's by viewer: (what the last view read of each position, the records at each position (None: not
#: shown), the tokens and turn-order entries of those shown, each position's place among them (-1: not shown))
_LAST: dict[Viewer, tuple[list[Seen], list, tuple, tuple, list[int]]] = {}
#: the last view's turn order and awaited records, by viewer
_TOLD: dict[Viewer, tuple[TurnOrder, tuple]] = {}


def view(b: Battle, viewer: Viewer) -> View:
    """The battle as ``viewer`` sees it: the GM sees everything; the table and the dolls' side do not
    see an enemy the GM hides, nor its name, AP or damage where the GM hides those.

    A participant's token and turn-order entry are frozen records: one that did not change since the
    last view is the very same object, so a window redrawing after a move can tell what changed by
    identity, with 200 markers on the map. What they are made of is compared natively with what the last view
    read of her (``Seen``); only the records of the positions that differ are made again (``_records``, where a
    making seen before gives the record made then), and put in the last view's tokens and entries in their
    places (made again whole only when someone is shown or hidden)."""
    acting = {p.id for p in actors_now(b)}
    fighters = list(b.fighters.values())
    n = len(fighters)
    last = _LAST.get(viewer)
    named = False                   # (every participant's id, names, side and secrecy as the last view read them)
    tokens: tuple | None = None
    if last is None or len(last[1]) != n:
        seen = [Seen(p, p.id in acting) for p in fighters]
        records = [_records(p, viewer, p.id in acting) for p in fighters]
    else:
        seen, records, tokens, entries, at = last
        named = True
        changed = [i for i in range(n) if not seen[i].same(fighters[i], fighters[i].id in acting)]
        if changed:
            seen, records = list(seen), list(records)
            for i in changed:
                p = fighters[i]
                was = seen[i]
                seen[i] = Seen(p, p.id in acting)
                named = named and _named_alike(was, seen[i])
                records[i] = _records(p, viewer, p.id in acting)
                if (records[i] is None) != (at[i] < 0):
                    tokens = None           # (someone shown or hidden: the places move)
            if tokens is not None:
                put, told_now = list(tokens), list(entries)
                for i in changed:
                    record = records[i]
                    if record is not None:
                        put[at[i]], told_now[at[i]] = record
                tokens, entries = tuple(put), tuple(told_now)
    if tokens is None:
        shown = list(filter(None, records))
        tokens, entries = tuple(map(_FIRST, shown)), tuple(map(_SECOND, shown))
        at, k = [], 0
        for record in records:
            at.append(k if record is not None else -1)
            k += record is not None
    now = b.count if b.phase in ("battle", "round_end") else None
    told = _TOLD.get(viewer)
    if told is not None and told[0].entries is entries and told[0].now == now and told[0].round == b.round:
        order = told[0]
    else:
        order = TurnOrder("countdown", entries, now=now, top=COUNT_TOP, bottom=COUNT_BOTTOM, round=b.round)
    waiting = tuple(a for a in awaited(b) if viewer.is_gm or a.kind != CHOOSE or a.who is not None)
    # (the turn order and who is awaited: the last view's very objects while equal, so a widget that keeps what it
    # drew from them (the window following who acts, the Now panel's groups, the hands) sees by identity that they
    # did not change)
    if told is not None:
        order = told[0] if told[0] == order else order
        waiting = told[1] if told[1] == waiting else waiting
    _TOLD[viewer] = (order, waiting)
    _LAST[viewer] = (seen, records, tokens, order.entries, at)     # (the entries the order kept: equal to ours)
    return View(viewer, AREA_MAP, tokens, order, waiting, banner(b, viewer), SIDES,
                {"fetters": _fetters(viewer, fighters, named)})


def _records(p: Participant, viewer: Viewer, acting: bool) -> tuple[Token, OrderEntry] | None:
    """Her token and turn-order entry as ``viewer`` sees them (None: an enemy hidden from the viewer); everyone
    keeps her place on the track, those out of the battle too (drawn greyed)."""
    secret = _secret(p, viewer)
    if secret and p.hidden:
        return None
    shown = not secret or p.show_name
    name = p.name if shown else HIDDEN_NAME
    tracks = _tracks(p) if not secret or p.show_damage else ()
    ap_shown = not secret or p.show_ap
    acts = acting and ap_shown        # acting now would tell her hidden AP (it is the count)
    ap = p.ap if ap_shown else None
    key = (p.id, name, p.name_ja if shown else None, p.side, p.area, p.escaped, p.heart_broken, p.destroyed,
           id(tracks), acts, ap)
    kept = _RECORDS.get(key)
    if kept is None:
        if len(_RECORDS) >= 8192:
            _RECORDS.clear()
        zone = None if p.escaped else AREAS[p.area]
        kept = _RECORDS[key] = (Token(p.id, name, p.side, zone, tracks, _status(p, acts),
                                      label=p.label if shown else None, headline=_headline(tracks)),
                                OrderEntry(p.id, ap, acts))
    return kept


def _secret(p: Participant, viewer: Viewer) -> bool:
    return p.side == "enemies" and not viewer.sees_side("enemies")


def _fetters(viewer: Viewer, fighters: list[Participant], named: bool) -> dict:
    """Each doll's fetters (the table's cards show them): the target as ``viewer`` reads it, the madness
    points of ``max``, whether she is mad, and the mad effect once she is. A target the GM hides, or
    whose name she hides, reads ???; a participant named by her id, by her name; anyone else (a sister named in
    either language, a memory, a person not in the battle) as written. Which dolls are shown and where each name is
    found are kept while ``named`` (every participant's id, names, side and secrecy as the last view read them)."""
    kept = _FETTERED.get(viewer) if named else None
    if kept is None:
        kept = _FETTERED[viewer] = ([i for i, p in enumerate(fighters) if p.side == "dolls" and p.fetters
                                     and not (_secret(p, viewer) and p.hidden)], _referred(fighters))
    if not kept[0]:
        return {}
    dolls = [fighters[i] for i in kept[0]]
    index = kept[1]
    refs = {f.target for p in dolls for f in p.fetters}
    names = {}
    for ref in refs:
        at = index.get(ref)
        if at is not None:
            p = fighters[at]
            hidden = _secret(p, viewer) and (p.hidden or not p.show_name)
            names[ref] = HIDDEN_NAME if hidden else p.name if ref == p.id else ref
    return {p.id: [{"target": names.get(f.target, f.target), "madness": f.madness, "max": MADNESS_MAX,
                    "mad": f.mad, "effect": f.mad_effect if f.mad else ""} for f in p.fetters] for p in dolls}


#: by viewer: the positions of the dolls whose fetters are shown, and where each id and name is first found
_FETTERED: dict[Viewer, tuple[list[int], dict]] = {}
_REFERRED: list = [None, {}]      # the fighters' ids and names last asked, and where each is first found


def _referred(fighters: list[Participant]) -> dict:
    """Where each participant's id, name and Japanese name is first found among ``fighters`` (who a fetter's
    target names), made again only when their ids and names are not the last ones asked."""
    idents = [(p.id, p.name, p.name_ja) for p in fighters]
    if idents != _REFERRED[0]:
        index: dict = {}
        for i, names in enumerate(idents):
            for ref in names:
                if ref is not None and ref not in index:
                    index[ref] = i
        _REFERRED[0], _REFERRED[1] = idents, index
    return _REFERRED[1]


def banner(b: Battle, viewer: Viewer | None = None) -> Phrase | None:
    """What the table should read now: the outcome, a pending decision, or the open window. An enemy's
    decision is the GM's secret from the table: it reads only that the GM decides."""
    if b.phase == "ended":
        return Phrase("Battle over: {outcome}", outcome=Term("outcome", b.outcome or "ended"))
    if b.prompts:
        pr = b.prompts[0]
        chooser = b.fighters.get(pr.chooser) if pr.chooser else None
        if viewer is not None and chooser is not None and not viewer.sees_side(chooser.side):
            return Phrase("The GM decides")
        return _question(pr)
    if b.window is not None:
        return Phrase("{timing} window open", timing=Term("timing", b.window.timing, b.window.timing.capitalize()))
    return None


#: a command's name on its button where command_text says no more (Term kind "command")
_COMMAND_NAMES = (NC_("command", "start"), NC_("command", "wait"), NC_("command", "pass"),
                  NC_("command", "next_count"), NC_("command", "madness_check"), NC_("command", "action_check"),
                  NC_("command", "karma"),
                  NC_("command", "override"))


def _part_name(p: Participant | None, part: Part | None, key, lang: str) -> str:
    """【A part】 of hers as her commands name it, saying which it is where another of hers has its name (two
    【Bone】 on her legs: "【Bone】 (Legs, no. 2)"); a key she has no part of, as it is."""
    if p is None or part is None:
        return f"【{key}】"
    return f"【{CATALOG.tell(part.label, lang)}】{part_distinction(p, part, lang)}"


def command_text(b: Battle, c: Command, lang: str = "en") -> str:
    """A command as a short label: 【part】 → target / area, the choice made, or the command's name."""
    names = {pid: CATALOG.tell(p.label, lang) for pid, p in b.fighters.items()}
    if c.type == USE:
        p = b.fighters.get(c.actor)
        part = p.part(c.get(PART)) if p is not None else None
        out = _part_name(p, part, c.get(PART), lang)
        if c.get(TARGET):
            out += f" → {names.get(c.get(TARGET), c.get(TARGET))}"
        to = c.get(TO)
        if to:
            i = AREAS.index(to) if to in AREAS else None
            area = area_term(i) if i is not None else None
            out += f" → {to if area is None else CATALOG.tell(area, lang)}"
        if c.get(ESCAPE):
            out += CATALOG.tell(Phrase(" → escape"), lang)
        return out
    if c.type == CHOOSE:
        (key, value), = c.params.items() if len(c.params) == 1 else ((None, c.params),)
        if key == TARGET:
            return names.get(value, str(value))
        if key == LOCATION:
            return CATALOG.tell(Term("location", value, str(value).capitalize()), lang)
        if key == PARTS:
            p = b.fighters.get(c.actor)
            return "、".join(_part_name(p, p.part(k), k, lang) for k in value) if p is not None else str(value)
        if key == VICTORY:
            return CATALOG.tell(Phrase("Count it as a victory") if value else Phrase("Not a victory"), lang)
        return str(value)
    if c.type == REROLL:                 # which fetter takes the madness point (one of them may drive her mad)
        p = b.fighters.get(c.actor or "")
        i = c.get(FETTER)
        if p is not None and isinstance(i, int) and 0 <= i < len(p.fetters):
            return CATALOG.tell(Phrase("Re-roll: +1 madness on the fetter to {target}", target=fetter_target(b, p.fetters[i].target)),
                                lang)
    return CATALOG.tell(Term("command", c.type, c.type.replace("_", " ").capitalize()), lang)


def state_text(b: Battle) -> str:
    """The battle as `vtt play` prints it at the end: every participant, her parts and fetters."""
    lines = [f"Round {b.round}, count {b.count}, phase {b.phase}, outcome {b.outcome or '-'}"]
    for p in b.fighters.values():
        head = (f"{p.id} {p.name} [{p.side}/{p.kind}] area {AREA_NAMES_JA[b.areas[p.area]]} ({b.areas[p.area]}) "
                f"AP {p.ap} / max {b.max_ap(p)}")
        if p.kind == "legion":
            head += f" bodies {p.bodies}"
        for flag in ("escaped", "heart_broken", "destroyed"):
            if getattr(p, flag):
                head += f" {flag.upper()}"
        lines.append(head)
        locs = [loc for loc in (*LOCATIONS, "body", "skill") if any(x.location == loc for x in p.parts)]
        for loc in locs:
            parts = ", ".join(("x " if x.damaged else "") + x.name for x in p.parts if x.location == loc)
            lines.append(f"  {loc}: {parts}")
        for f in p.fetters:
            lines.append(f"  fetter {f.target} ({f.emotion}): madness {f.madness}" + (" MAD" if f.mad else ""))
    if b.summary:
        lines.append("summary: " + json.dumps(b.summary, ensure_ascii=False))
    return "\n".join(lines)


class NechronicaRules(NechronicaRuleset):
    """The engine with the rest of the core's protocol (vtt.core.ruleset.Ruleset)."""

    def awaited(self, b: Battle) -> list[Awaited]:
        return awaited(b)

    def moves(self, b: Battle) -> list[Move]:
        return moves(b)

    def view(self, b: Battle, viewer: Viewer) -> View:
        return view(b, viewer)

    def shows_portrait(self, b: Battle, who: str, viewer: Viewer) -> bool:
        """Whether ``viewer`` is shown ``who``'s portrait (vtt.core.battle_pictures): not an enemy whose name
        the GM keeps from the table (her picture would tell who she is)."""
        p = b.fighters.get(who)
        return p is not None and not (_secret(p, viewer) and (p.hidden or not p.show_name))

    def event_text(self, event: Event, b: Battle, lang: str = "en") -> str:
        return narrate(event, b, lang)

    def gm_forms(self, b: Battle) -> list:
        """The GM's overrides as the window's GM command dialog offers them (forms.py)."""
        from .forms import gm_forms
        return gm_forms(b)

    def form_values(self, b: Battle, c: Command) -> dict:
        """What a GM form sets, as the battle holds it now (forms.py): the form starts there."""
        from .forms import form_values
        return form_values(b, c)

    def refusal_text(self, reason, lang: str = "en") -> str:
        return refusal_text(reason, lang)

    def text(self, value, lang: str = "en") -> str:
        return CATALOG.tell(value, lang)

    def command_text(self, b: Battle, c: Command, lang: str = "en") -> str:
        return command_text(b, c, lang)

    def outcome(self, b: Battle) -> str | None:
        return b.outcome

    def round(self, b: Battle) -> int:
        return b.round

    def state_text(self, b: Battle, lang: str = "en") -> str:
        return state_text(b)
