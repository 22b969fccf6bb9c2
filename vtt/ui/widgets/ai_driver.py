"""Solo play, for any ruleset: an AI that takes one step at a time for one side or both, on a timer.

Every step is an ordinary command sent through the SessionController, so it is verified, logged
(and shows in the log dock) and can be undone like a human's.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QActionGroup

from vtt.core import registry
from vtt.ui.actions import text_action
from vtt.ui.i18n import current_language
from vtt.sim.driver import make_policy, next_command

SPEEDS_MS = {QT_TRANSLATE_NOOP("AiDriver", "Slow"): 1200, QT_TRANSLATE_NOOP("AiDriver", "Normal"): 500,
             QT_TRANSLATE_NOOP("AiDriver", "Fast"): 150, QT_TRANSLATE_NOOP("AiDriver", "Instant"): 0}


class AiDriver(QObject):
    """Plays the sides switched on with ``set_side``; one command per timer tick.

    The GM's routine duties (start, closing a window nobody wants to react in, the next count)
    are done too when ``auto_gm`` is on, but never while a human side could still react or act. It plays
    only its own sides' participants: never a command in the name of one a person plays, nor a GM's step
    that rolls for her (vtt.sim.driver: each rolls her own Effort, the GM's roll the rest), so the GM can
    type the physical dice of the people's side.
    """

    stepped = Signal(object)          # the Command just done
    idle = Signal()                   # nothing for the AI to do: a human's turn, or the battle is over
    active_changed = Signal(bool)     # some side is played by the AI (the timer runs)
    failed = Signal(str)              # the session refused an AI command (a bug: the AI stops)
    held_changed = Signal(bool)       # the AI waits for the GM to resume it (after an undo)
    sides_changed = Signal()          # which sides it plays changed (the Solo menu's toggles follow)

    def __init__(self, controller, parent=None, policy: str = "heuristic", interval_ms: int = 500,
                 auto_gm: bool = True, hold_on_undo: bool = False):
        super().__init__(parent)
        self.controller = controller
        self.policy = policy
        self.auto_gm = auto_gm
        # an undo with the AI on holds it: else it would at once play the undone moves again with new
        # dice, and its first command would end what the GM could still redo
        self.hold_on_undo = hold_on_undo
        self.held = False
        if hold_on_undo:
            controller.changed.connect(self._on_changed)
        self._sides: dict[str, bool] = {s: False for s in self.sides}
        self._keep = False                # the next battle is this one started over (keep_sides_once)
        self._policies: dict = {}
        self._seed = 0
        self._timer = QTimer(self, interval=interval_ms, timeout=self.step)
        controller.session_replaced.connect(self._on_session_replaced)
        # it rests while nothing is for it to do (a person's turn): at speed Instant its timer of 0 ms asked the
        # rules for its move at every turn of the event loop, ~40% of a core while the GM read the question
        controller.changed.connect(self._wake)

    # -- settings --------------------------------------------------------------------------
    @property
    def system(self):
        session = self.controller.session
        return registry.get(session.ruleset.name if session is not None else None)   # none yet: the default

    @property
    def sides(self) -> tuple[str, ...]:
        """The battle's sides, the players' first (Nechronica: dolls, enemies; zones: party, foes)."""
        return tuple(self.system.sides)

    def plays(self, side: str) -> bool:
        return self._sides.get(side, False)      # (a side of a battle just opened: before it is told of it)

    def set_side(self, side: str, on: bool) -> None:
        """Let the AI play ``side`` (one of ``sides``) or give it back to the humans."""
        if side not in self._sides:
            raise ValueError(f"side must be one of {self.sides}")
        was = self.active
        self._sides[side] = bool(on)
        if on and side not in self._policies:
            self._seed += 1
            self._policies[side] = make_policy(self.policy, side, self._seed, self.system)
        elif not on:
            self._policies.pop(side, None)
        self._update_timer(was)
        self.sides_changed.emit()

    def keep_sides_once(self) -> None:
        """The next battle put on the table is this one started over (the GM drew its map again): the AI keeps
        playing the sides it plays (any other battle starts with the AI off)."""
        self._keep = True

    @property
    def interval_ms(self) -> int:
        return self._timer.interval()

    def set_interval_ms(self, ms: int) -> None:
        """Time between two AI steps (the speed control); 0 steps as fast as the event loop allows."""
        self._timer.setInterval(max(0, int(ms)))

    @property
    def active(self) -> bool:
        return any(self._sides.values())

    @property
    def ticking(self) -> bool:
        """Its timer runs: it plays, or looks for its next move (False while it rests on a person's turn)."""
        return self._timer.isActive()

    def _wake(self, _events=()) -> None:
        """A change (a person's move, the GM's): it looks for its move again, if it plays and is not held."""
        if self.active and not self.held and not self._timer.isActive():
            self._timer.start()

    def _update_timer(self, was_active: bool) -> None:
        if self.active and not self.held and not self._timer.isActive():
            self._timer.start()
        elif not self.active or self.held:
            self._timer.stop()
        if self.active != was_active:
            self.active_changed.emit(self.active)

    # -- held after an undo (until the GM resumes it, or the battle is over) ---------------------------
    def _on_changed(self, events) -> None:
        if self.active and any(e.type == "undone" for e in events):
            self.hold()
        if self.held and self.over():          # nothing left to resume: the hold (and its banner) goes
            self.resume()

    def over(self) -> bool:
        """The battle on the table has ended (the ruleset's ``outcome``)."""
        session = self.controller.session
        return session is not None and session.ruleset.outcome(session.state) is not None

    def hold(self) -> None:
        """Stop playing until ``resume``: the GM looks at what was undone (and may redo it)."""
        if not self.held:
            self.held = True
            self._timer.stop()
            self.held_changed.emit(True)

    def resume(self) -> None:
        """Play on from the battle as it stands now."""
        if self.held:
            self.held = False
            self._update_timer(self.active)
            self.held_changed.emit(False)

    def _on_session_replaced(self) -> None:
        """Another battle on the table starts with the AI off, whatever its sides are called (t61: a new battle
        whose sides shared the last one's names was played by the AI at once); the same battle started over
        (keep_sides_once: its map drawn again) keeps the sides it played. A saved battle holds no AI choice:
        Continue and Open start with the AI off too."""
        self.resume()
        was, keep, self._keep = self.active, self._keep, False
        self._sides = {s: keep and self._sides.get(s, False) for s in self.sides}
        self._policies = {side: make_policy(self.policy, side, self._seed + i, self.system)
                          for i, side in enumerate(self.sides) if self._sides[side]}
        self._update_timer(was)
        self.sides_changed.emit()

    # -- one step ----------------------------------------------------------------------------
    def next_command(self):
        """The command the AI would do now, or None (a human's move, or the battle is over)."""
        session = self.controller.session
        if session is None or not self.active or self.held:
            return None
        c = next_command(session, {s: p for s, p in self._policies.items() if self._sides[s]})
        if c is None:
            return None
        if c.actor is None and not self.auto_gm:     # start, pass, next_count: the GM's
            return None
        token = self.controller.view().token(c.actor) if c.actor is not None else None
        if token is not None and not self.plays(token.side):
            return None          # a person's command (her own damage roll): hers to do, with her dice
        return c

    def step(self) -> bool:
        """Do one AI command through the controller; False when there was nothing to do."""
        c = self.next_command()
        if c is None:
            self._timer.stop()                         # it rests till the next change (_wake)
            self.idle.emit()
            return False
        said: list[str] = []                # why the controller refused it (the typed dice that do not fit…)
        self.controller.error.connect(said.append)
        try:
            done = self.controller.do(c)
        finally:
            self.controller.error.disconnect(said.append)
        if not done:
            for side in self.sides:
                self.set_side(side, False)
            # in words (it said the command's dict: "{'type': 'react', 'actor': 'bandit1', 'how': 'block'}")
            who = self.controller.name_of(c.actor) if c.actor is not None else QCoreApplication.translate("AiDriver", "the GM")
            self.failed.emit(QCoreApplication.translate("AiDriver", "The AI stopped: {0}'s {1} was refused: {2}").format(
                who, self.controller.command_text(c), said[-1] if said else ""))
            return False
        self.stepped.emit(c)
        return True


def add_ai_actions(menu, driver: AiDriver) -> dict:
    """Add an "AI plays the <side>" toggle per side and an "AI speed" submenu to ``menu``.

    Returns the actions by name (the sides, and the speed names) for toolbars or tests."""
    actions = {}
    for side in reversed(driver.sides):
        a = text_action("", menu, checkable=True)
        a.setChecked(driver.plays(side))
        a.toggled.connect(lambda on, s=side: driver.set_side(s, on))
        menu.addAction(a)
        actions[side] = a
    speed = menu.addMenu("")
    group = QActionGroup(speed)
    for name, ms in SPEEDS_MS.items():
        a = text_action("", speed, checkable=True)
        a.setChecked(ms == driver.interval_ms)
        a.triggered.connect(lambda _=False, v=ms: driver.set_interval_ms(v))
        group.addAction(a)
        speed.addAction(a)
        actions[name] = a
    tell_ai_actions(menu, actions, driver)

    def follow() -> None:                  # (a toggle set as it stands emits nothing: no loop)
        from shiboken6 import Shiboken
        if not Shiboken.isValid(menu):     # its menu is gone (another ruleset's board has its own toggles)
            driver.sides_changed.disconnect(follow)
            return
        for side in driver.sides:
            if side in actions:
                actions[side].setChecked(driver.plays(side))
    driver.sides_changed.connect(follow)
    return actions


def tell_ai_actions(menu, actions: dict, driver: AiDriver) -> None:
    """The words of ``add_ai_actions``' toggles and speeds in the interface language (told again by the Language
    menu: made once, they stayed in the language the Solo menu first opened in)."""
    names = getattr(driver.system, "side_names", {})
    ja = current_language() == "ja"
    for side in driver.sides:
        actions[side].setText(QCoreApplication.translate("AiDriver", "AI plays the {0}").format(
            names.get(side, (side, side))[int(ja)]))
    for name in SPEEDS_MS:
        actions[name].setText(QCoreApplication.translate("AiDriver", name))
    for a in menu.actions():
        if a.menu() is not None:
            a.menu().setTitle(QCoreApplication.translate("AiDriver", "AI speed"))
