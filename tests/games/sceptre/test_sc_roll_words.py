"""The log says what each d20 is rolled for and whose roll it is (the dice decide fights, so a
reviewer must be able to read which roll a number was)."""

from engine.events import Dealt
from engine.protocol import Chance, Decision
from engine.games.sceptre.events import Attack, EndTurn

from sc_helpers import GAME, act, one, roll, seat, start


def _words(state, face: int) -> str:
    return GAME.describe(state, Dealt(kind="d20", outcome=face - 1))


def test_an_attack_and_its_damage_rolls_are_named_with_the_attacker():
    state = start(seat({"card": "Pyre Adept", "coins": ["Copper Coin"]}), seat("Granite Bulwark"))
    state = act(state, Attack(seat=0, attack=0, target=one(state, "Granite Bulwark")))
    assert _words(state, 14) == "the dealer rolls a d20 for Ada's attack roll: 14"
    state = roll(state, 14)  # 14 + SKL 4 beats DEF 11: Spark Volley rolls its damage dice
    assert _words(state, 3) == "the dealer rolls a d20 for Ada's damage roll: 3"


def test_the_first_rolls_name_each_player_in_turn():
    decks = list(GAME.sample_decks().values())[:2]
    state = GAME.start(GAME.genesis(["Ada", "Bo"], decks, "0" * 64))
    # the setup: shuffles and deals as they come, each player's first Champion placed
    while not (isinstance(p := GAME.pending(state), Chance) and p.kind == "d20"):
        outcome = list(range(p.size)) if isinstance(p, Chance) and p.shuffle else 0
        state = GAME.apply(state, p.options[0] if isinstance(p, Decision) else Dealt(kind=p.kind, outcome=outcome))
    assert _words(state, 7) == "the dealer rolls a d20 for Ada, to see who goes first: 7"
    state = roll(state, 7)
    assert _words(state, 12) == "the dealer rolls a d20 for Bo, to see who goes first: 12"


def test_a_dazed_roll_names_the_champion_or_says_it_is_face_down():
    # between turns (SC-47-dazed) each Dazed Champion rolls; a face-down one (Dazed in the
    # garrison, SC-garrison-conditions) is named as such, without its card
    state = start(seat({"card": "Ember Warden", "conditions": ["dazed"]},
                       garrison=[{"card": "Pyre Adept", "conditions": ["dazed"]}]),
                  seat("Tide Sentinel"))
    state = act(state, EndTurn(seat=0))
    assert _words(state, 5) == ("the dealer rolls a d20 for the Dazed roll of Ada's Ember Warden: 5 "
                                "(10 or less: it can take no action this turn)")
    state = roll(state, 5)
    assert _words(state, 11) == ("the dealer rolls a d20 for the Dazed roll of Ada's face-down "
                                 "champion: 11 (11 or more: cured of Daze)")
