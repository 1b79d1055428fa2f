"""Session 20's Reaper loose end: a written position's attack pending below its guard window
(its damage and grace windows above it) whose attacker is unexhausted. Positions as
rpr_helpers builds them: seat 0 is Ada (Creed of the Harvest, Vessa, Cinderhook), seat 1 is
Bo (Creed of Many Veils, Ilse, Brinecutter)."""

import pytest

from rpr_helpers import GAME, act, decision

from engine.games.reaper.events import Grace, Pass
from engine.protocol import InvalidSetup


def _struck(attacker: dict, turn: int = 3) -> dict:
    """Ada's attack on Bo's Reef Crawler (n=3) struck, as play leaves it once Bo has passed his
    grace (Ilse and Brinecutter are exhausted): its damage waits under Ada's grace window.
    The attacker is `attacker`: Vessa as n=0 (Attack 3, an Angel card takes no hit), or a
    Reef Crawler of Ada's as n=8 (Attack 1 each way, a grace window for each hit)."""
    angels = [{"card": "Vessa", "n": 0}, {"card": "Cinderhook", "n": 1},
              {"card": "Creed of the Harvest", "n": 2}]
    if attacker["n"] == 0:
        angels[0] = attacker
        hits = [{"target": 3, "amount": 3, "dealer": 0}]
        windows = [{"task": "grace-window", "target": 3, "dealer": 0, "asked": 1}]
    else:
        hits = [{"target": 3, "amount": 1, "dealer": 0}, {"target": 8, "amount": 1, "dealer": 1}]
        windows = [{"task": "grace-window", "target": 8, "dealer": 1, "asked": 0},
                   {"task": "grace-window", "target": 3, "dealer": 0, "asked": 1}]
    fight = {"task": "fight", "seat": 0, "attacker": attacker["n"], "target": 3, "struck": True}
    return {"seats": [{"angels": angels, "thralls": [attacker] if attacker["n"] == 8 else []},
                      {"angels": [{"card": "Ilse", "n": 5, "exhausted": True},
                                  {"card": "Brinecutter", "n": 6, "exhausted": True},
                                  {"card": "Creed of Many Veils", "n": 7}],
                       "thralls": [{"card": "Reef Crawler", "n": 3}, {"card": "Foam Sprite", "n": 4}]}],
            "turn": turn,
            "stack": [{"task": "main", "seat": 0}, fight, {"task": "deal", "hits": hits}, *windows]}


def test_an_angel_card_attacking_ready_under_its_damage_is_refused():
    """RPR-attack-1 ("To start the attack, the player declares what is attacking which Thrall,
    and exhausts the attacker"): an Angel card never leaves play, and only the start of a turn
    or Tide Herald's ability (an action, taken only when the turn player's actions wait)
    unexhausts it, so while its attack is pending it is exhausted, at any depth of the stack.
    The same stack with Vessa exhausted is read and waits on Ada's grace."""
    with pytest.raises(InvalidSetup, match=r"stack\[1\]: Vessa, Ember Reaper attacks ready.*\[RPR-attack-1\]$"):
        GAME.from_position(_struck({"card": "Vessa", "n": 0}))
    s = GAME.from_position(_struck({"card": "Vessa", "n": 0, "exhausted": True}))
    assert decision(s).seat == 0 and s.stack[1].struck
    # Vessa is exhausted and cannot grace; Cinderhook can, and the grace takes
    assert Grace(seat=0, card=0) not in decision(s).options
    s = act(s, Grace(seat=0, card=1))
    assert s.inplay[3].grace == 1 and s.inplay[1].exhausted


def test_a_thrall_in_play_since_before_the_turn_attacking_ready_is_refused():
    """RPR-attack-1 with RPR-attack-thrall: a Thrall attacks only if in play since the start of
    the turn, and declaring the attack exhausts it; in play since then (entered before this
    turn) it never left, so nothing readied it. Exhausted, the same stack is read."""
    crawler = {"card": "Reef Crawler", "n": 8, "entered": 1}
    with pytest.raises(InvalidSetup, match=r"stack\[1\]: Reef Crawler attacks ready.*\[RPR-attack-1\]$"):
        GAME.from_position(_struck(crawler))
    s = GAME.from_position(_struck({**crawler, "exhausted": True}))
    assert decision(s).seat == 0
    s = act(act(s, Pass(seat=0)), Pass(seat=0))  # both windows passed: the fight's damage
    assert (s.inplay[3].damage, s.inplay[8].damage) == (1, 1) and s.inplay[8].exhausted


def test_a_thrall_that_came_into_play_this_turn_attacking_ready_is_read():
    """A Thrall that came into play this turn cannot have attacked as itself (RPR-attack-thrall),
    so as the attacker it is the attacking card back in play with a new record (killed, then
    drawn and played as a sudden card): nothing in the rules rules that out, so the stack is
    read, not refused."""
    s = GAME.from_position(_struck({"card": "Reef Crawler", "n": 8, "entered": 3}))
    assert decision(s).seat == 0 and not s.inplay[8].exhausted
