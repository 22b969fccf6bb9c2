"""Issue 29, items 2 and 4: nothing played is dropped behind the GM's back. New battle, Open and Close ask
before a battle no file holds is dropped (Save, Discard, Cancel, as Nechronica's window asks); each battle
keeps its own autosave journal until it is saved or discarded (the next battle's first command writes its
own), and File → Continue offers the ones left; closing the GM's window closes the table view too."""
import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from vtt.core.records import Command
from vtt.ui.main_window import MainWindow
from vtt.ui.widgets import journals

Button = QMessageBox.StandardButton


@pytest.fixture
def answer(monkeypatch):
    """answer(button): the GM's answer to the next "Unsaved battle" question; returns the questions asked."""
    asked = []

    def set_answer(button):
        def question(parent, title, text, *args):
            asked.append(title)
            return button
        monkeypatch.setattr(QMessageBox, "question", question)
        return asked
    return set_answer


def play_some(w, n=3):
    c = w.controller
    c.do(Command("deal", dice=(1, 2, 3, 4)))
    for _ in range(n - 1):
        c.do(c.awaited()[0].fallback)
    w.autosave()                         # (the window writes its journal once the event loop turns)
    return len(c.session.log)


def lines(path):
    return path.read_text(encoding="utf-8").count("\n")


def test_new_battle_asks_and_cancel_keeps_the_battle(generic_window, answer, monkeypatch):
    w = generic_window("zones")
    play_some(w)
    before = w.controller.session
    asked = answer(Button.Cancel)
    monkeypatch.setattr(QInputDialog, "getItem",                    # the rules system, then what to start
                        lambda parent, title, label, items, *a: (items[1] if "The demo battle" in items else
                                                                 "Zones and initiative cards", True))
    w.act["new"].trigger()
    assert asked == ["Unsaved battle"] and w.controller.session is before


def test_discard_starts_the_new_battle_and_throws_the_old_journal_away(generic_window, answer):
    w = generic_window("hundred")
    w.controller.do(Command("deal"))
    w.autosave()
    journal = w.autosave_path
    assert journal is not None and journal.exists()
    answer(Button.Discard)
    assert w.new_battle(w.controller.ruleset.name, "The demo battle")
    assert not w.controller.session.log and not journal.exists()


def test_save_saves_first_and_then_the_journal_is_no_longer_needed(generic_window, answer, monkeypatch, tmp_path):
    w = generic_window("zones")
    n = play_some(w)
    journal = w.autosave_path
    answer(Button.Save)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "won.json"), ""))
    assert w.new_battle(w.controller.ruleset.name, "The demo battle")
    from vtt.core.game_file import open_session
    assert len(open_session(tmp_path / "won.json").log) == n and not journal.exists()


def test_a_saved_battle_opened_again_is_left_without_asking(generic_window, answer, tmp_path):
    w = generic_window("zones")
    play_some(w)
    assert w.save_to(tmp_path / "b.json")
    asked = answer(Button.Cancel)
    assert w.new_battle(w.controller.ruleset.name, "The demo battle") and asked == []             # nothing unsaved: nothing asked
    assert w.open_path(tmp_path / "b.json") and not w.unsaved()
    assert w.new_battle(w.controller.ruleset.name, "The demo battle") and asked == []


def test_the_next_battle_s_first_command_leaves_the_last_one_s_journal_whole(generic_window, answer):
    """The issue: 68 lines → 2. A battle left without asking (a crash, a killed window) keeps its journal;
    the next battle writes its own, and File → Continue brings the first back, command for command."""
    first = generic_window("zones")
    play_some(first, 5)
    kept, snapshot = first.autosave_path, first.controller.session.snapshot()
    n = lines(kept)
    first.close()                                        # not asked: as when the process dies
    second = generic_window("zones")
    second.controller.do(Command("deal", dice=(4, 3, 2, 1)))
    second.autosave()
    assert second.autosave_path != kept and lines(kept) == n
    second.menu_continue.aboutToShow.emit()              # File → Continue lists it
    labels = [a.text() for a in second.menu_continue.actions()]
    assert len(labels) == 1 and labels[0].startswith(journals.entry(kept).name + " — ")
    answer(Button.Discard)                               # the second battle is thrown away
    second.menu_continue.actions()[0].trigger()
    assert second.controller.session.snapshot() == snapshot
    second.controller.do(second.controller.awaited()[0].fallback)       # it goes on in its own journal
    second.autosave()
    assert second.autosave_path == kept and lines(kept) == n + 1


def test_closing_asks_and_closes_the_table_view_with_it(generic_window, answer, qtbot):
    w = generic_window("ashes")
    table = w.open_table_view()
    qtbot.waitExposed(table)
    w.controller.do(w.controller.awaited()[0].fallback)
    asked = answer(Button.Cancel)
    w.act["close"].trigger()
    assert asked == ["Unsaved battle"] and w.isVisible() and table.isVisible()
    answer(Button.Discard)
    w.act["close"].trigger()
    assert not w.isVisible() and not table.isVisible()


def test_closing_without_a_battle_played_closes_the_table_view_too(generic_window, qtbot):
    w = generic_window("zones")
    table = w.open_table_view()
    qtbot.waitExposed(table)
    w.close()
    assert not table.isVisible()
