"""A player whose Fountain is empty can pay for no card with a cost (ASC-fountain-1,
ASC-assume-stamina), only for one without: the steps that ask who has something to play or
use pass over such a player's costed cards, and ask for a free one."""

from asc_helpers import act, card, decision, position, refused, roll

from engine.games.ascendant.events import AttackKind, Declare, Pass, PlayStack, Use
from engine.games.ascendant.state import Step


def test_an_empty_fountain_pays_only_for_a_free_gambit_in_the_engage_window():
    """Melee Engage (ASC-engage-3): Ann's Adrenal Surge costs a Genki she no longer has, so
    she is not asked; Bo, the target, is asked for his Sprint (no cost) but not offered his
    Tripwire (a Finesse he does not have); Cy, with a Finesse, is asked for hers."""
    state = position([dict(hand=["Adrenal Surge"]), dict(hand=["Tripwire", "Sprint"]),
                      dict(hand=["Tripwire"], fountain=["Finesse"])])
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    sprint, tripwire = card(state, "Sprint"), card(state, "Tripwire", seat=1)
    d = decision(state)
    assert (d.seat, state.need.step) == (1, Step.WINDOW)
    assert d.options == [Use(seat=1, card=sprint), Pass(seat=1)]
    refused(state, Use(seat=1, card=tripwire), "ASC-assume-gambit")  # its cost, not its roll
    state = act(state, Pass(seat=1))
    d = decision(state)
    assert d.seat == 2 and d.options == [Use(seat=2, card=card(state, "Tripwire", seat=2)), Pass(seat=2)]


def test_an_empty_fountain_plays_no_stack_and_uses_no_jumon_unless_costs_are_off():
    """Ann's Bulwark Sigil (a stack, ASC-open-3) and Ember Bolt (a Jumon, ASC-finish-1) both
    cost a Genki: with none she is asked neither to play the stack nor, after her missed
    Aim, to use the Jumon, and the turn passes to Bo. With option pay_costs off, the same
    Ann is asked for both."""
    seats = [dict(hand=["Bulwark Sigil", "Ember Bolt"]), dict()]
    state = position(seats)
    assert state.need.step is Step.DECLARE  # no Stacks step: nothing she can pay for
    refused(state, PlayStack(seat=0, card=card(state, "Bulwark Sigil")), "ASC-assume-stack")
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    state = roll(state, 1)  # the Aim misses: the Finishing Phase asks nobody
    assert state.turn == 2 and state.active == 1
    free = position(seats, options={"pay_costs": False})
    assert decision(free).options == [PlayStack(seat=0, card=card(free, "Bulwark Sigil")), Pass(seat=0)]
    free = act(act(free, Pass(seat=0)), Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    free = roll(free, 1)
    d = decision(free)
    assert (d.seat, free.need.step) == (0, Step.FINISHING)
    assert Use(seat=0, card=card(free, "Ember Bolt"), opponent=1) in d.options
