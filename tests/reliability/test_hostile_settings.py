"""#48, a settings file (settings.ini in the data folder) with values of another type than the window wrote — a
number or a size where a list of recent files, a language or a library folder belongs, as a hand edit or another
program's version may leave them: the window starts, opens the battle, the workshop finds its library, and each
such value is taken as not set.

Found: ``recent=@Variant(…int…)`` (or ``@Size(1 2)``) raised TypeError out of settings_list, so the program did not
start at all (vtt.ui.app.initial_session, the window's recent files); ``language`` as a number raised out of
install_language at start; ``workshop/library`` as a number out of open_library."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from vtt.core import registry
from vtt.ui.paths import open_settings, settings_list

INT = "@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)"          # QSettings' ini form of the whole number 5
HOSTILE = [INT, "@Size(1 2)", "@Rect(0 0 1 1)", "@ByteArray(\\0\\x1)", "@Point(3 4)"]


def settings_with(tmp_path, section: str, key: str, raw: str):
    (tmp_path / "settings.ini").write_text(f"[{section}]\n{key}={raw}\n", encoding="utf-8")
    return open_settings(tmp_path)


@pytest.mark.parametrize("raw", HOSTILE)
def test_a_recent_files_value_of_another_type_is_no_recent_file_and_the_window_starts(qapp, tmp_path, raw):
    from vtt.ui.app import initial_session
    settings = settings_with(tmp_path, "General", "recent", raw)
    assert settings_list(settings, "recent") == []
    assert initial_session(SimpleNamespace(demo=False, file=None), settings) == (None, None)
    from tests.ui.generic.conftest import window_on
    w = window_on(registry.get("zones").demo_session(1), tmp_path)
    assert w.recent_files() == []
    w.close()


def test_a_recent_files_list_keeps_its_texts_only(tmp_path):
    settings = open_settings(tmp_path)
    settings.setValue("recent", ["a.json", 5, None, "", "b.json"])
    assert settings_list(settings, "recent") == ["a.json", "b.json"]


@pytest.mark.parametrize("value", [5, b"ja", ["ja"], None])
def test_a_language_that_is_not_text_changes_nothing(qapp, value):
    from vtt.ui.i18n import current_language, install_language
    before = current_language()
    assert install_language(value) is False
    assert current_language() == before


@pytest.mark.parametrize("raw", HOSTILE)
def test_a_library_folder_of_another_type_is_the_default_library(tmp_path, raw):
    from vtt.ui.workshop.editor import LIBRARY_KEY, open_library
    from vtt.workshop.library import default_root
    section, key = LIBRARY_KEY.split("/")
    library = open_library(settings_with(tmp_path, section, key, raw))
    assert library.root == default_root()


# -- the data folder's journals (File → Continue, the start's crash check, the old autosave's migration) ---------

def _hostile_journal(path, how: str) -> None:
    import os
    if how == "fifo":
        os.mkfifo(path)
    elif how == "deep":
        path.write_text("[" * 100_000 + "\n", encoding="utf-8")
    elif how == "device":
        os.symlink("/dev/zero", path)
    else:
        path.write_bytes(b"\xff\xfe\x00garbage\n")


@pytest.mark.parametrize("how", ["fifo", "deep", "device", "bytes"])
def test_a_hostile_old_autosave_in_the_data_folder_neither_hangs_nor_stops_the_window(qapp, tmp_path, how):
    """Found: an old-style ``autosave.jsonl`` that is a FIFO hung the window's start (its first line was read with
    open()); one whose first line nests 100,000 deep raised RecursionError out of the start (migrate_data)."""
    from vtt.ui.main_window import AUTOSAVE, migrate_data
    _hostile_journal(tmp_path / AUTOSAVE, how)
    migrate_data(tmp_path)
    from tests.ui.generic.conftest import window_on
    window_on(registry.get("zones").demo_session(1), tmp_path).close()


@pytest.mark.parametrize("how", ["fifo", "deep", "device", "bytes"])
def test_a_hostile_journal_is_not_listed_to_continue_and_never_hangs_the_list(tmp_path, how):
    """Found: a FIFO among the journals hung File → Continue's list (each journal's header read with open())."""
    from vtt.ui.widgets import journals
    folder = journals.folder(tmp_path)
    folder.mkdir(parents=True)
    _hostile_journal(folder / "zones-20260101-1.jsonl", how)
    assert journals.recent(tmp_path) == []


@pytest.mark.parametrize("how", ["deep", "bytes", "fifo"])
def test_continuing_a_battle_with_a_hostile_recent_file_neither_hangs_nor_fails(qapp, tmp_path, how):
    """Found: File → Continue looks among the recent files for a saved battle holding the journal's; each was read
    whole with read_text and json.loads: a recent file nested 100,000 deep raised RecursionError out of the menu,
    a FIFO hung it (and a file of gigabytes would have been read whole)."""
    from vtt.core.journal import Journal
    from vtt.ui.widgets import journals
    from tests.playing import heuristic, play
    from tests.ui.generic.conftest import window_on
    system = registry.get("zones")
    s = play(system.demo_session(1), heuristic(system, 1), 4)
    path = journals.new_path(tmp_path, "zones")
    path.parent.mkdir(parents=True, exist_ok=True)
    Journal(s, path)
    hostile = tmp_path / "recent.json"
    _hostile_journal(hostile, how)
    w = window_on(system.demo_session(1), tmp_path)
    w.settings.setValue("recent", [str(hostile)])
    w._fill_continue_menu()             # (as the menu does when it opens)
    action = next(a for a in w.menu_continue.actions() if a.isEnabled())
    action.trigger()
    assert len(w.controller.session.log) == len(s.log)
    w.close()
