"""When a choice is asked (ASC-choice-asked): a choice the rules leave to a player is part of
the decision it belongs to, one option per legal answer, offered even when there is only one
answer, and never asked as a question of its own afterwards."""

from asc_helpers import GAME, act, card, decision, position, refused, roll

from engine.games.ascendant.events import AttackKind, Declare, Pass, Purge, Use
from engine.games.ascendant.state import Phase

STAMINA = ["Finesse", "Genki", "Finesse", "Genki"]


def _finishing(third: dict):
    """Seat 0 attacks seat 1 and is outrolled, so it stands in its Finishing Phase holding
    Ember Bolt (an opponent to choose) and Grave Whisper (a Scrapyard card to choose)."""
    state = position([dict(hand=["Ember Bolt", "Grave Whisper"], scrapyard=["Brace", "Smoke Veil"],
                           fountain=STAMINA), dict(), third])
    # the Opening Phase purge is a choice between two cards: one option each
    assert decision(state).options == [Purge(seat=0, card=card(state, "Brace")),
                                       Purge(seat=0, card=card(state, "Smoke Veil"))]
    state = act(state, Purge(seat=0, card=card(state, "Smoke Veil")))
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    state = roll(state, 2)
    state = roll(state, 15)  # seat 1's Speed wins: no strike
    assert state.phase is Phase.FINISHING
    return state


def test_with_one_opponent_left_the_target_is_still_named_in_the_options():
    state = position([dict(), dict(), dict(health=0, out=True)])
    # one live opponent: each attack is offered once, naming it; nothing is asked after
    assert decision(state).options == [Declare(seat=0, attack=AttackKind.RANGED, opponent=1),
                                       Declare(seat=0, attack=AttackKind.MELEE, opponent=1)]
    refused(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=2), "ASC-open-5")


def test_an_effect_with_one_legal_answer_is_offered_with_it_and_resolves_in_one_decision():
    state = _finishing(dict(health=0, out=True))
    bolt, whisper, brace = (card(state, n) for n in ("Ember Bolt", "Grave Whisper", "Brace"))
    assert decision(state).options == [Use(seat=0, card=bolt, opponent=1),
                                       Use(seat=0, card=whisper, pick=brace), Pass(seat=0)]
    # the choice cannot be left out, nor answered with what is not a legal answer
    refused(state, Use(seat=0, card=bolt), "ASC-finish-1")
    refused(state, Use(seat=0, card=bolt, opponent=2), "ASC-finish-1")
    refused(state, Use(seat=0, card=whisper), "ASC-finish-1")
    refused(state, Use(seat=0, card=whisper, pick=bolt), "ASC-finish-1")
    state = act(state, Use(seat=0, card=whisper, pick=brace))
    assert brace in state.seats[0].hand and state.seats[0].scrapyard == [whisper]
    # no question about the pick follows: the next decision is the Finishing Phase's own
    assert decision(state).options == [Use(seat=0, card=bolt, opponent=1), Pass(seat=0)]


def test_two_legal_answers_are_two_options():
    state = _finishing(dict())
    bolt = card(state, "Ember Bolt")
    offered = [o for o in decision(state).options if isinstance(o, Use) and o.card == bolt]
    assert offered == [Use(seat=0, card=bolt, opponent=1), Use(seat=0, card=bolt, opponent=2)]
