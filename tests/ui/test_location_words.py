"""A Nechronica hit location offered on the Now panel reads as the parts table and the sheet name it (#40,
found playing: a fumble's victim was offered "head", "arms", "legs", the file's keys)."""
from tests.rules.nechronica.builders import part, quiet, session, doll, savant, settle, do, key
from tests.ui.generic.conftest import window_on
from tests.ui.panel import offered, press


def fumbled_into_herself():
    """Doll a fumbled her blade on savant s and hit herself: she chooses where."""
    blade = part("blade", "arms", "action", 2, "0", "白兵攻撃1+切断")
    s = session([doll("a", extra=[blade])], [savant("s", area="limbo")])
    quiet(s)
    do(s, "use", "a", part=key(s, "a", "blade"), target="s", dice=[1])
    settle(s)
    do(s, "choose", "a", target="a")
    assert s.state.prompts[0].kind == "location"
    return s


def test_the_locations_offered_are_named_not_keys(qtbot, tmp_path):
    w = window_on(fumbled_into_herself(), tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    shown = offered(w.now)
    assert {"Head", "Arms", "Legs"} <= shown and not {"head", "arms", "legs"} & shown, shown
    press(qtbot, w.now, "Legs")
    assert w.controller.session.log[-1].command.params == {"location": "legs"}


def test_in_japanese_they_are_the_japanese_names(qtbot, tmp_path, japanese):
    w = window_on(fumbled_into_herself(), tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert {"頭", "腕", "脚"} <= offered(w.now), offered(w.now)
