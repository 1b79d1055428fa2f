"""The log and the status line name players, as every other game's do (seats are numbers for
machines; people read names)."""

from asc_helpers import GAME, act, card, position

from engine.events import Dealt
from engine.games.ascendant.events import AttackKind, Declare, Draw, Use
from engine.games.ascendant.view import view


def test_events_and_the_status_line_name_the_players():
    state = position([dict(battlefield=["Eagle Brow"], hand=["Steady Breath"]),
                      dict(hand=["Brace"], fountain=["Genki"]), dict()])
    assert GAME.describe(state, Draw(seat=2)) == "Cy draws a card from the Arsenal"
    declare = Declare(seat=0, attack=AttackKind.RANGED, opponent=1)
    assert GAME.describe(state, declare) == "Ann declares a Ranged attack on Bo"
    state = act(state, declare)
    status = view(state, None, GAME.id).status
    assert status.startswith("ranged attack by Ann on Bo") and "seat" not in status
    use = Use(seat=0, card=card(state, "Steady Breath"))
    assert GAME.describe(state, use) == "Ann uses Steady Breath"
    # a roll is the dealer's, and names whose roll it is
    due = act(position([dict(battlefield=["Eagle Brow"]), dict()]), declare)
    assert GAME.pending(due).kind == "d20"
    assert GAME.describe(due, Dealt(kind="d20", outcome=12)) == "Ann rolls 13 on the d20 for Aim"
