"""Session 16's second rules hunt: how Sceptre's rules combine (two rules or cards at one
moment, the order of a turn's steps, edges of empty piles, zero values and ties), each case a
declarative position, a decision, and what the rules text says must follow."""

from __future__ import annotations

from engine.events import Dealt
from engine.protocol import Chance, Decision, Over
from engine.games.sceptre.events import (Attack, BringIn, EndTurn, MoveSquire, PlayAction,
                                         Retreat, RetreatRollAgain, Sacrifice, SpringTrap,
                                         StopRetreat, UseAbility)
from engine.games.sceptre.view import STUCK

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


def _tags(state, seat_no: int, as_seat, zone: str) -> list[list[str]]:
    """The tags of each card of a zone of `seat_no`, as `as_seat` sees it (None: everyone)."""
    zones = {z.name: z for z in GAME.view(state, as_seat).seats[seat_no].zones}
    return [list(c.tags) for c in zones[zone].cards]


# -- loose end: the view shows a failed Dazed roll (SC-47-dazed) -----------------------------
def test_a_failed_dazed_roll_shows_on_the_board_and_in_the_log_until_the_turn_ends():
    # Bo's Tide Sentinel in combat and his face-down Pyre Adept are Dazed; Ada ends her turn
    # (no Coin: no attack), and between turns each rolls (rule 50): 4 fails, 6 fails
    state = start(seat("Ember Warden"),
                  seat({"card": "Tide Sentinel", "conditions": ["dazed"]},
                       garrison=[{"card": "Pyre Adept", "conditions": ["dazed"]}], deck=["Sunder"]))
    state = act(state, EndTurn(seat=0))
    words = GAME.describe(state, Dealt(kind="d20", outcome=3))
    assert words.endswith(": 4 (10 or less: it can take no action this turn)")
    state = roll(state, 4, 6)
    # Bo's turn: both cannot act, and every seat's board says so, the face-down one too
    # (its roll was made in public)
    assert STUCK in _tags(state, 1, None, "combat")[0]
    assert STUCK in _tags(state, 1, 0, "combat")[0]
    assert _tags(state, 1, 0, "garrison") == [["champion", "face down", STUCK]]
    refused(state, Retreat(seat=1), "SC-47-dazed")
    # the turn's end clears it; a roll of 11 then cures the Sentinel (and says so)
    state = act(state, EndTurn(seat=1))
    assert STUCK not in _tags(state, 1, None, "combat")[0]
    words = GAME.describe(state, Dealt(kind="d20", outcome=10))
    assert words.endswith(": 11 (11 or more: cured of Daze)")
    state = roll(state, 11, 2)
    assert "dazed" not in _tags(state, 1, None, "combat")[0]
