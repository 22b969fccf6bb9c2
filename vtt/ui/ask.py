"""The one question every window asks before work no file holds is dropped: Save, Discard or Cancel; a
Yes/No question; and the questions a ruleset declares before a command is sent (``completed``, ``confirmed``).

QMessageBox is imported when asked, not with the window (its type and enums are not built before the
first paint)."""
from __future__ import annotations


def ask_save_discard_cancel(parent, title: str, text: str):
    """The question, Save by default; the button the user pressed (Cancel when the box is closed)."""
    from PySide6.QtWidgets import QMessageBox
    button = QMessageBox.StandardButton
    return QMessageBox.question(parent, title, text, button.Save | button.Discard | button.Cancel, button.Save)


def go_on_after(answer, save, discard=None) -> bool:
    """True to go on after ``answer``: Save goes on only if ``save()`` saved; Discard goes on (after
    ``discard()``, if given); Cancel, or anything else, stays."""
    from PySide6.QtWidgets import QMessageBox
    if answer == QMessageBox.StandardButton.Save:
        return bool(save())
    if answer == QMessageBox.StandardButton.Discard:
        if discard is not None:
            discard()
        return True
    return False


def save_discard_or_cancel(parent, title: str, text: str, save, discard=None) -> bool:
    """Ask, then act on the answer (``go_on_after``): True to go on."""
    return go_on_after(ask_save_discard_cancel(parent, title, text), save, discard)


def given_back(parent, ask):
    """``ask()``'s answer (a modal question over ``parent``), the window ``parent`` stands in made the active window
    again once the question closes, so its keys reach it (its focus where it was: Qt gives a window activated its
    last focus back). Without a window manager (Xvfb, t63, played) no window was active after the fetter's
    question closed and the Now panel's keys did nothing until a click; offscreen the question stayed active."""
    from PySide6.QtWidgets import QApplication
    window = parent.window() if parent is not None else None
    try:
        return ask()
    finally:
        if window is not None and window.isVisible() and QApplication.activeWindow() is not window:
            window.activateWindow()


def yes_or_no(parent, title: str, text: str, default_yes: bool = False) -> bool:
    """Ask a Yes/No question (its window given back after it: ``given_back``)."""
    from PySide6.QtWidgets import QMessageBox
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    return given_back(parent, lambda: QMessageBox.question(parent, title, text, yes | no,
                                                           yes if default_yes else no)) == yes


def confirmed(parent, controller, command) -> bool:
    """Whether to send ``command`` the GM chose (in the Now panel, on a sheet): yes, unless its ruleset declares a
    question for it (its contributions' ``confirm``: Nechronica's attack on one's own side) and she answers No.
    Asked where the command is chosen, once: the window does not ask again."""
    ask = _declared(controller, "confirm")
    question = ask(controller, command) if ask is not None else None
    return question is None or yes_or_no(parent, *question)


def completed(parent, controller, command):
    """``command`` as the GM completes it before it is sent, when its ruleset declares a question that completes it
    (its contributions' ``complete``: Nechronica's re-roll by madness asks which fetter takes the point); None when
    she cancels; ``command`` itself when nothing is asked."""
    complete = _declared(controller, "complete")
    return given_back(parent, lambda: complete(parent, controller, command)) if complete is not None else command


def offered_text(controller, command) -> str:
    """``command``'s label where the GM chooses it (the Now panel): its ruleset's ``asked_text`` when ``completed``
    will ask what completes it (a label naming the answer would pretend it was chosen), else its command_text."""
    label = _declared(controller, "asked_text")
    text = label(controller, command) if label is not None else None
    return text if text is not None else controller.command_text(command)


def _declared(controller, what: str):
    """The function the battle's ruleset declares as its contribution ``what`` (None: none, or no battle)."""
    from vtt.ui import contributions
    session = controller.session
    return contributions.load(getattr(contributions.of(session.ruleset.name), what)) if session is not None else None
