"""Issue 40, item 5: with the AI on for one side it plays only that side's participants. Ashes: seed 002's
"Every combatant rolls and organizes their Effort Pool" — the AI rolls the foes' Effort (each her own) and
leaves the party's to the GM, who types their physical dice and rolls what is left; hundred (the same defect
found there): a party member's damage roll ("{attacker} rolls the damage of her attack (or the GM)") is left
to the GM too. Through the window: the Solo menu's "AI plays the foes", the dice field typed, the Now panel's
button clicked."""
from PySide6.QtWidgets import QApplication

from tests.ui.generic.conftest import advance
from tests.ui.panel import click


def settle():
    """Let the event loop run the AI's timer (interval 0) as often as it would."""
    for _ in range(40):
        QApplication.processEvents()


def ai_on(w, side):
    w.ai.set_interval_ms(0)
    stepped = []
    w.ai.stepped.connect(stepped.append)
    w.ai_actions[side].trigger()                   # Solo → AI plays the foes
    assert w.ai.plays(side)
    return stepped


def test_the_ai_rolls_only_the_foes_effort_and_the_gm_types_the_party_s_dice(generic_window, qtbot):
    w = generic_window("ashes", 3, (1280, 800))
    c = w.controller
    stepped = ai_on(w, "foes")
    click(qtbot, w.now.buttons["Haunted: dramatic penalty"])     # the party's Imbalance: the GM's click
    qtbot.waitUntil(lambda: all(f.rolled for f in c.state.fighters.values() if f.side == "foes"), timeout=5000)
    settle()
    party = [f for f in c.state.seated() if f.side == "party"]
    assert c.state.phase == "effort" and not any(f.rolled for f in party)       # the people's dice wait
    assert all(s.actor is not None and c.state.fighters[s.actor].side == "foes" for s in stepped)
    typed = [(i % 10) + 1 for i in range(sum(f.pool_size() for f in party))]
    qtbot.keyClicks(w.dice.physical, " ".join(map(str, typed)))
    click(qtbot, w.now.move_on)                                   # Roll the Effort dice: what is left
    assert [d for f in party for d in f.dice] == typed
    assert c.state.phase == "bid"


def test_a_party_member_s_own_roll_is_offered_in_the_now_panel(generic_window, qtbot):
    w = generic_window("ashes", 3, (1280, 800))
    c = w.controller
    click(qtbot, w.now.buttons["Haunted: dramatic penalty"])
    label = next(lb for lb in w.now.buttons if lb.startswith("Mei:"))
    qtbot.keyClicks(w.dice.physical, "9 9 9 9 9 9")
    click(qtbot, w.now.buttons[label])
    assert c.state.fighters["mei"].dice == [9] * 6 and not c.state.fighters["kenshi"].rolled


def test_hundred_the_ai_leaves_a_party_member_s_damage_roll_to_the_gm(generic_window, qtbot):
    w = generic_window("hundred", 5, (1280, 800))
    c = w.controller

    def party_damage(c):
        a = c.state.attack()
        return a is not None and a["stage"] == "damage" and c.state.fighters[a["attacker"]].side == "party" \
            and not any(c.legal_commands(f.id) for f in c.state.fighters.values() if f.side == "foes")
    advance(w, party_damage)
    n = len(c.session.log)
    stepped = ai_on(w, "foes")
    settle()
    assert len(c.session.log) == n and not stepped           # the party's damage roll is not the AI's
    assert c.state.attack()["stage"] == "damage"
    attacker = c.state.attack()["attacker"]
    click(qtbot, w.now.move_on)                                # the GM rolls it (her typed dice would go to it)
    rolled = [e for e in c.session.log[n].events if e.type == "damage_rolled"]
    assert rolled and rolled[0].data["actor"] == attacker


# -- the deal (#40's leftover): zones' "let everyone participating in the fight draw one card each", hundred's
# "Every player and enemy draws cards": with the AI on the foes it draws theirs, one by one; the party's cards
# stay the GM's to deal (the physical cards the players drew, typed), or each party member's own draw.

def test_zones_the_ai_draws_only_the_foes_initiative_cards_and_the_gm_types_the_party_s(generic_window, qtbot):
    w = generic_window("zones", 3, (1280, 800))
    c = w.controller
    stepped = ai_on(w, "foes")
    qtbot.waitUntil(lambda: all(c.state.cards_of(f.id) for f in c.state.fighters.values() if f.side == "foes"),
                    timeout=5000)
    settle()
    assert c.state.phase == "setup"                                   # the party's cards wait for the GM
    assert not c.state.cards_of("asa") and not c.state.cards_of("bren")
    assert stepped and all(s.type == "deal" and c.state.fighters[s.actor].side == "foes" for s in stepped)
    free = [n for n in range(1, 11) if not c.state.holders.get(n)]
    qtbot.keyClicks(w.dice.physical, f"{free[0]} {free[1]}")          # the cards Asa and Bren drew
    click(qtbot, w.now.move_on)                                       # Draw the initiative cards: what is left
    assert c.state.cards_of("asa") == [free[0]] and c.state.cards_of("bren") == [free[1]]
    assert c.state.phase == "battle"


def test_zones_a_party_member_draws_her_own_card_from_the_now_panel(generic_window, qtbot):
    w = generic_window("zones", 3, (1280, 800))
    c = w.controller
    label = next(lb for lb in w.now.buttons if lb.startswith("Asa:"))
    assert label == "Asa: Draw her card"                              # (not the GM's word "Deal")
    qtbot.keyClicks(w.dice.physical, "7")
    click(qtbot, w.now.buttons[label])
    assert c.state.cards_of("asa") == [7] and not c.state.cards_of("bren") and c.state.phase == "setup"


def test_hundred_the_ai_deals_only_the_foes_hands_and_the_gm_types_the_party_s(generic_window, qtbot):
    w = generic_window("hundred", 3, (1280, 800))
    c = w.controller
    stepped = ai_on(w, "foes")
    foes = [f for f in c.state.fighters.values() if f.side == "foes"]
    party = [f for f in c.state.fighters.values() if f.side == "party"]
    qtbot.waitUntil(lambda: all(f.hand for f in foes), timeout=5000)
    settle()
    assert c.state.phase == "draw" and not any(f.hand for f in party)
    assert stepped and all(s.type == "deal" and c.state.fighters[s.actor].side == "foes" for s in stepped)
    held = {card for f in foes for card in f.hand}
    free = [n for n in range(100, 0, -1) if n not in held]
    want = sum(f.dice("combat") for f in party)
    typed = free[:want]
    qtbot.keyClicks(w.dice.physical, " ".join(map(str, typed)))
    click(qtbot, w.now.move_on)                                       # Deal the cards: what is left
    assert sorted(card for f in party for card in f.hand) == sorted(typed)
    assert c.state.phase == "preparation"


def test_hundred_a_party_member_draws_her_own_hand_from_the_now_panel(generic_window, qtbot):
    w = generic_window("hundred", 3, (1280, 800))
    c = w.controller
    assert "Aren: Draw her cards" in w.now.buttons
    n = c.state.fighters["aren"].dice("combat")
    typed = list(range(91, 91 + n))
    qtbot.keyClicks(w.dice.physical, " ".join(map(str, typed)))
    click(qtbot, w.now.buttons["Aren: Draw her cards"])
    assert c.state.fighters["aren"].hand == typed and not c.state.fighters["mira"].hand
    assert c.state.phase == "draw" and "Aren: Draw her cards" not in w.now.buttons
