"""`vtt --demo --system ashes` opens the generic window (vtt.ui.battle_window) on the ashes demo, and
the decision panel plays it: the Effort roll, the bids, a turn."""
from PySide6.QtCore import QRectF, Qt

from vtt.core import registry
from vtt.core.ruleset import TABLE_VIEWER
from vtt.ui.main_window import MainWindow
from tests.ui.generic.conftest import window_on
from vtt.ui.widgets.battle_controller import BattleController
from tests.ui.panel import offered, press


def click(qtbot, button):
    # a panel rebuilt a moment ago shows its new buttons by a queued call and lays them out after:
    # click once the button is on screen with its size
    qtbot.waitUntil(lambda: button.isVisible() and button.height() > 0, timeout=3000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_demo_opens_in_the_generic_window_and_plays_through_the_panel(qtbot):
    session = registry.get("ashes").demo_session(3)
    w = MainWindow(BattleController(session))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert "Ashes" in w.windowTitle()
    c = w.controller
    # Mei's Imbalance first: a dramatic penalty, then the GM rolls everyone's Effort
    click(qtbot, w.now.buttons["Haunted: dramatic penalty"])
    click(qtbot, w.now.buttons["Roll the Effort dice"])
    assert c.state.phase == "bid"
    while c.state.phase == "bid":
        click(qtbot, w.now.buttons["Pass bid"])
    assert c.state.phase == "turns"
    me = c.awaited()[0].who
    click(qtbot, w.now.buttons["End turn"])
    assert c.awaited()[0].who != me
    assert c.view(TABLE_VIEWER).order.kind == "bids"
    assert set(w.map.zone_rects()) == {"road", "shrine", "ruins", "well"}


def test_a_whole_fight_to_its_end_by_hand_through_the_panel_with_the_ai_playing_the_foes(qtbot, tmp_path):
    """The party's moves are clicks on the Now panel's buttons: the button of the command a player would
    choose (the heuristic policy's advice, found by its label among the buttons); the AI plays the foes
    (and rolls their Effort dice; the GM rolls the party's, #40 item 5: the Now panel's move-on button)."""
    from vtt.rules.ashes.policies import Heuristic
    from vtt.sim.driver import next_command
    session = registry.get("ashes").demo_session(5)
    w = window_on(session, tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    c = w.controller
    w.ai.set_interval_ms(0)
    w.ai_actions["foes"].setChecked(True)
    advice = {"party": Heuristic("party", 1)}
    for _ in range(800):
        if c.state.phase == "ended":
            break
        aw = c.awaited()
        if not aw or aw[0].side != "party" and not (aw[0].who is None and any(a.side == "party" for a in aw)):
            qtbot.waitUntil(lambda: c.state.phase == "ended" or (c.awaited() and any(
                a.side == "party" for a in c.awaited())), timeout=10000)
            continue
        command = next_command(c.session, advice)
        n = len(c.session.log)
        if command.actor is None:                  # the GM's roll of the party's Effort (the foes' is rolled)
            assert all(f.rolled for f in c.state.fighters.values() if f.side == "foes" and not f.out)
            click(qtbot, w.now.move_on)
            qtbot.waitUntil(lambda: len(c.session.log) > n, timeout=3000)
            continue
        wanted = c.command_text(command)
        if wanted not in offered(w.now):           # one answer among several people's: "Mei: Roll"
            wanted = f"{c.view().token(command.actor).name}: {wanted}"
        assert wanted in offered(w.now), (wanted, list(w.now.buttons))
        press(qtbot, w.now, wanted)
        qtbot.waitUntil(lambda: len(c.session.log) > n, timeout=3000)
    assert c.state.phase == "ended" and c.state.outcome in ("victory", "defeat")
    # the party answered the bidding through the panel (the heuristic opens no bidding since #43, and neither do
    # the foes: its answer is often a pass; the dice tray's bid is test_the_dice_tray_bids_attacks_and_defends...)
    assert any(r.command.type in ("bid", "pass_bid") and r.command.actor in ("kenshi", "mei") for r in c.session.log)
    assert any(r.command.type == "attack" and r.command.actor in ("kenshi", "mei") for r in c.session.log)
    assert w.log.count() > 20


def test_the_dice_tray_bids_attacks_and_defends_with_the_dice_picked(qtbot, tmp_path):
    """The Effort tray (issue 16): "its rolled dice grouped into sets automatically ... dice spent greyed out";
    picking dice and a button sends the command with them, checked by the rules."""
    from tests.rules.ashes.builders import npc, pc, rolled
    s = rolled(pc("ann", effort=3), npc("orc", effort=3), dice=[[8, 8, 2], [5, 5, 1]])
    w = window_on(s, tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    tray = w.extras["effort"]
    assert [who for who, _ in tray.pools()] == ["ann", "orc"]
    tray.pick("orc", [2])
    click(qtbot, tray.buttons["Bid 1 (1)"])
    tray.pick("ann", [2])
    click(qtbot, tray.buttons["Bid 2 (2)"])
    while w.controller.state.phase == "bid":
        click(qtbot, w.now.buttons["Pass bid"])
    assert w.controller.state.order == ["ann", "orc"]
    tray.click_die("ann", 0)                     # the whole set of 8s
    assert tray.picked == ("ann", {0, 1})
    click(qtbot, tray.buttons["Attack Orc with 2×8"])
    tray.click_die("orc", 0)
    click(qtbot, tray.buttons["Defend with 2×5"])
    assert w.controller.state.choices[0]["damage"] == 28 - 25


def test_every_rolled_die_is_in_sight_in_the_tray_at_1280x800(qtbot, tmp_path):
    """A pool of 10 dice (and of 20, the sheet's most) in the tray of a 1280×800 window: each die whole inside
    the tray's rows, none over another, none drawn too small to read (#40: the 10th die was cut off)."""
    from tests.rules.ashes.builders import npc, pc, rolled
    faces = [9, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    s = rolled(pc("ann", effort=10), npc("orc", effort=20), pc("bo", effort=3),
               dice=[faces, faces + [10, 10, 9, 8, 7, 6, 5, 4, 3, 2], [4, 4, 1]])
    w = window_on(s, tmp_path)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    tray = w.extras["effort"]
    qtbot.waitUntil(lambda: tray.rows.width() > 0 and tray.rows.isVisible())
    rows = tray.rows
    rects = rows.die_rects()
    assert len(rects) == 33
    box = QRectF(rows.rect())
    for key, r in rects.items():
        assert box.contains(r), (key, r, box)
        assert r.width() >= 16, (key, r)
    for who in ("ann", "orc", "bo"):
        mine = sorted((r for (w_, _), r in rects.items() if w_ == who), key=lambda r: (r.top(), r.left()))
        for a, b in zip(mine, mine[1:]):
            assert not a.intersects(b), (who, a, b)
    # a click on the last die picks it: it is where it is drawn
    last = rects[("ann", 9)]
    qtbot.mouseClick(rows, Qt.MouseButton.LeftButton, pos=last.center().toPoint())
    assert tray.picked == ("ann", {9})


def test_one_out_of_the_fight_leaves_the_dice_tray(qtbot, tmp_path):
    """#40, found playing: a Cinder jackal killed kept its row in the tray (the GM's and the table's), empty
    from the next round on, beside its living namesake. A fighter vanquished or dead has no dice to use: the
    tray shows those who fight on."""
    from tests.rules.ashes.builders import at_turns, npc, pc
    s = at_turns(pc("ann", effort=3), npc("orc", effort=3, boxes=1), npc("rat", effort=1),
                 dice=[[9, 9, 9], [1, 1, 1], [2]], bids=[("orc", None), ("rat", None), ("ann", [0])])
    w = window_on(s, tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    tray = w.extras["effort"]
    assert [who for who, _ in tray.pools()] == ["ann", "orc", "rat"]
    tray.click_die("ann", 1)                     # her two 9s left
    click(qtbot, tray.buttons["Attack Orc with 2×9"])
    press(qtbot, w.now, "Take hit")
    press(qtbot, w.now, "Give in")
    press(qtbot, w.now, "Kill Orc")
    assert w.controller.state.fighters["orc"].dead
    assert [who for who, _ in tray.pools()] == ["ann", "rat"]
    assert {who for who, _ in tray.rows.die_rects()} == {"ann", "rat"}


def test_a_button_s_extras_are_listed_as_japanese_lists_them(qtbot, tmp_path, japanese, shown):
    """#39, played (ashes in Japanese): Kenshi's attack read 「略奪者 を攻撃 2×10 (利点, 流星斬)」, an ASCII comma
    in a Japanese list; a list of the button's extras takes 、 (and ", " in English)."""
    from vtt.ui.i18n import install_language
    w = shown(window_on(registry.get("ashes").demo_session(3), tmp_path), 1920, 1080)    # (the attacks unfolded)
    from PySide6.QtWidgets import QApplication
    from vtt.sim.driver import make_policy, next_command
    c, system = w.controller, registry.get("ashes")
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}

    def two_extras(*words):                # the answers the panel offers (on a button or folded) naming both
        QApplication.processEvents()
        return [label for label in offered(w.now) if all(x in label for x in words)]

    for _ in range(300):                   # the battle played on by the AI until the panel offers one
        if two_extras("利点", "流星斬"):
            break
        assert c.do(next_command(c.session, policies))
    labels = two_extras("利点", "流星斬")
    assert labels and all("(利点、流星斬)" in t and ", " not in t for t in labels), labels
    press_open = labels[0]
    for _ in range(5):                     # its folded group opened: the button says it so
        if press_open in w.now.buttons:
            break
        click(qtbot, w.now.folded[press_open])
    assert "(利点、流星斬)" in w.now.buttons[press_open].text()
    install_language("en")
    qtbot.waitUntil(lambda: bool(two_extras("advantage", "Falling Star Cut")))
    assert all("(advantage, Falling Star Cut)" in t for t in two_extras("advantage", "Falling Star Cut"))
