"""The pictures of a running battle, in every ruleset: each participant's portrait and the map picture under
the map, offered by the session's view to each viewer, and the GM's ``map_picture`` command.

The view (``Session.view``) carries them in its ``extra``: ``"portraits"`` (participant id -> her portrait,
``{"image": absolute path, "x", "y", "zoom"}``, for the tokens the viewer sees and may know: a ruleset that
hides who someone is says so with ``shows_portrait(state, who, viewer)``: a foe whose name the GM keeps from
the table) and ``"map_picture"`` (the map picture as vtt.core.picture_fields.MapPicture dumps
it, its file by an absolute path). Both come from the battle's setup (the scenario it began on: a session
that knows its setup tells them with ``setup_pictures()``); the map picture is the last ``map_picture``
command's where the GM set one in the battle.

``map_picture`` is the session's own command, as the dice box's free roll is (vtt.core.free_roll), taken
before the rules see a command, in every ruleset: the GM's alone (no actor), ``{"map_picture": {...}}`` to
set the picture (file, placement, brightness, the zones' boxes over it: checked by the file models'
MapPicture, its boxes naming zones of the map), ``{"map_picture": null}`` to take it away. A battle change
and not a setting of the GM's window, because the players look at it on the table view for hours: like
everything else there it is logged (the log says "The GM set the map picture: bridge.png"), undone and
redone, saved and replayed with the battle, and kept through a crash by the journal; the rules' state is not
touched (a snapshot, and so every saved battle's replay, stays the same). Its file is not read when the
command is checked: a battle saved on another computer replays whatever its pictures; one missing is shown
as missing (the window reads the picture, and refuses one it cannot show, before it issues the command).

A saved battle keeps its pictures beside it: ``keep_beside`` copies each file it names into ``images/``
next to the battle file (named by content, as the GM's library does) and names it relative to the file;
``replay_log`` names a replayed ``map_picture`` command's file from the battle file's folder again."""
from __future__ import annotations

import copy
from itertools import compress
from operator import attrgetter, is_not
from pathlib import Path
from typing import Any

from .errors import MalformedCommandError, Phrase
from .records import Command, Event

MAP_PICTURE = "map_picture"            # the command's type, its parameter, and the view's extra key
PORTRAITS = "portraits"                 # the view's extra key: participant id -> portrait
SET_EVENT, REMOVED_EVENT = "map_picture_set", "map_picture_removed"


# -- the command ---------------------------------------------------------------------------------------

def params(c: Command) -> dict:
    """The command's parameters as the session keeps them: ``map_picture``, the picture checked by the file
    models' MapPicture (its defaults filled in) or None. Anything else: a MalformedCommandError naming it."""
    from .params import _got, _shown
    unknown = [k for k in c.params if k != MAP_PICTURE]
    if unknown:
        raise MalformedCommandError("{command} has no parameter {key}; it takes: {keys}", command=MAP_PICTURE,
                                    key=_shown(unknown[0]), keys=[MAP_PICTURE])
    if MAP_PICTURE not in c.params:
        raise MalformedCommandError("{command} needs {key} (a map picture, or null to take it away)",
                                    command=MAP_PICTURE, key=repr(MAP_PICTURE))
    picture = c.params[MAP_PICTURE]
    if picture is None:
        return {MAP_PICTURE: None}
    if not isinstance(picture, dict):
        raise MalformedCommandError("{command}: {key} must be a map picture (an object) or null, not {got}",
                                    command=MAP_PICTURE, key=repr(MAP_PICTURE), got=_got(picture))
    return {MAP_PICTURE: checked_picture(picture)}


def checked_picture(picture: dict) -> dict:
    """A map picture as the file models' MapPicture reads it (dumped as a file holds it), or a
    MalformedCommandError naming the field that is wrong."""
    from pydantic import ValidationError
    from .picture_fields import MapPicture
    try:
        checked = MapPicture.model_validate(copy.deepcopy(picture))
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(x) for x in first.get("loc", ())) or MAP_PICTURE
        raise MalformedCommandError("the map picture's {field}: {why}", field=where,
                                    why=str(first.get("msg", "not allowed"))) from None
    except (ValueError, TypeError, RecursionError) as e:     # (a validator's own refusal)
        raise MalformedCommandError("the map picture: {why}", why=str(e)[:200]) from None
    return checked.model_dump(mode="json")


def verify(ruleset, state, c: Command) -> None:
    """The GM's alone, no dice; each zone's box names a zone of the battle's map."""
    if c.actor is not None:
        raise MalformedCommandError("only the GM sets the map picture (a map_picture command has no actor)")
    if c.dice:
        raise MalformedCommandError("the map picture takes no dice")
    picture = c.params.get(MAP_PICTURE)
    if picture is None:
        return
    from .ruleset import GM_VIEWER
    zones = [z.id for z in ruleset.view(state, GM_VIEWER).map.zones]
    for zone in picture.get("boxes") or {}:
        if zone not in zones:
            raise MalformedCommandError("a box over the map picture names no zone {zone}; the zones are: {known}",
                                        zone=repr(zone)[:60], known=", ".join(zones) or "-")


def apply(ruleset, state, c: Command, feed) -> list[Event]:
    """Nothing of the rules changes: the event says what the table now sees."""
    picture = c.params.get(MAP_PICTURE)
    if picture is None:
        return [Event(REMOVED_EVENT, {}, None, Phrase("The GM took the map picture away"))]
    name = Path(str(picture["image"])).name
    return [Event(SET_EVENT, {"image": picture["image"]}, None, Phrase("The GM set the map picture: {file}", file=name))]


def command(picture: dict | None) -> Command:
    """The GM's command that sets the map picture (None: takes it away)."""
    return Command(MAP_PICTURE, None, {MAP_PICTURE: picture})


# -- what each view is given ---------------------------------------------------------------------------

_ID = attrgetter("id")


class BattlePictures:
    """A session's pictures: the portraits and map picture of its setup (``setup``: what its
    ``setup_pictures()`` gave), and the map picture the log's last ``map_picture`` command set."""

    __slots__ = ("portraits", "setup_picture", "_seen", "_picture", "_given")

    def __init__(self, setup: tuple):
        self.portraits: dict = setup[0] or {}
        self.setup_picture: dict | None = setup[1]
        self._seen: tuple = (0, None)          # (log length, its last record) when the log was last read
        self._picture: tuple = (-1, None)      # (the record's index, the picture it set); -1: the setup's
        self._given: dict = {}                 # viewer -> (the tokens, whether each is shown hers, the portraits)

    def map_picture(self, log) -> dict | None:
        """The map picture now: the last ``map_picture`` command's in ``log``, else the setup's. The log is
        read only where it grew since last asked (an undo past that command reads it again)."""
        n = len(log)
        last = log[-1] if n else None
        seen_n, seen_last = self._seen
        if n != seen_n or last is not seen_last:
            index, picture = self._picture
            # the log as seen, with commands after it: only those are read; else (an undo) all of it again
            grew = n > seen_n and (seen_n == 0 or log[seen_n - 1] is seen_last)
            start = seen_n if grew else 0
            if not grew:
                index, picture = -1, None
            for i in range(n - 1, start - 1, -1):
                command = log[i].command
                if command.type == MAP_PICTURE:
                    index, picture = i, command.params.get(MAP_PICTURE)
                    break
            self._picture = (index, picture)
            self._seen = (n, last)
        index, picture = self._picture
        return picture if index >= 0 else self.setup_picture

    def _portraits(self, session, view) -> dict:
        """The portraits of ``view``'s tokens its viewer is shown, by id. The ruleset's ``shows_portrait`` is asked
        once per token record: a token the view hands out again (the very same record: a ruleset keeps a token
        unchanged, vtt.core.ruleset) keeps its answer, and the same answers give the same dict (200 tokens after
        a move: one asked, not 200)."""
        portraits, tokens = self.portraits, view.tokens
        shown: Any = getattr(session.ruleset, "shows_portrait", None)
        state, viewer = session.state, view.viewer

        def ask(t) -> bool:
            return t.id in portraits and (shown is None or shown(state, t.id, viewer))
        last = self._given.get(viewer)
        if last is None or len(last[0]) != len(tokens):
            answers = list(map(ask, tokens))
        else:
            answers, same = list(last[1]), True
            for i in compress(range(len(tokens)), map(is_not, tokens, last[0])):
                answers[i] = ask(tokens[i])
                same = same and answers[i] == last[1][i] and tokens[i].id == last[0][i].id
            if same:
                self._given[viewer] = (tokens, last[1], last[2])
                return last[2]
        ids = tuple(map(_ID, tokens))
        given = dict(compress(zip(ids, map(portraits.get, ids)), answers))
        self._given[viewer] = (tokens, answers, given)
        return given

    def view(self, session, view):
        """``view`` with the pictures its viewer is given (itself when there are none)."""
        picture = self.map_picture(session.log)
        portraits = self.portraits
        if picture is None and not portraits:
            return view
        given = self._portraits(session, view) if portraits else {}
        extra = dict(view.extra)
        if given:
            extra[PORTRAITS] = given
        if picture is not None:
            extra[MAP_PICTURE] = picture
        from . import ruleset
        return ruleset.View(view.viewer, view.map, view.tokens, view.order, view.awaited, view.banner, view.sides, extra)


# -- a saved battle's pictures beside it -------------------------------------------------------------------

def keep_beside(data: dict, path) -> dict:
    """A saved battle's ``data`` (changed in place, and returned) whose pictures (its setup's, its
    ``map_picture`` commands') are copied into ``images/`` beside the battle file ``path`` (one already
    in that folder stays where it is) and named relative to it: the folder copied to another computer
    keeps them. One that cannot be copied (missing, refused) is named as it was."""
    from .pictures import LIBRARY_IMAGES, keep_pictures
    folder = Path(str(path)).absolute().parent
    keep_pictures(data, None, folder, folder / LIBRARY_IMAGES, inside=folder)
    return data


def absolute_command(entry, folder):
    """A logged command (a file's dict) whose map picture is named relative to ``folder`` (a saved battle's)
    as the session holds it: by its absolute path. Any other entry: itself."""
    if not (isinstance(entry, dict) and entry.get("type") == MAP_PICTURE):
        return entry
    from .pictures import with_absolute_pictures
    return with_absolute_pictures(copy.deepcopy(entry), folder)
