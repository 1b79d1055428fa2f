"""A checked decision is tested on its own card and target, not looked for in a listing of
the step's options: through one turn of Ann's, every kind of decision is tried at every step,
refused under the rule it breaks (the step's own, or the one a card's place or cost breaks),
and the decision asked for is accepted; `is_option` agrees with each answer."""

from asc_helpers import GAME, act, card, decision, position, refused, roll

from engine.events import DecisionEvent
from engine.games.ascendant.events import AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from engine.games.ascendant.legality import is_option
from engine.games.ascendant.state import Step

MELEE = AttackKind.MELEE


class Shout(DecisionEvent, tag="shout", kw_only=True, frozen=True):
    """A decision of no game of ours: never one of a step's options."""


def _turn():
    return position([dict(arsenal=["Sprint"], hand=["Eagle Brow", "Ember Bolt"],
                          battlefield=["Iron Maul"], scrapyard=["Brace"],
                          fountain=["Genki", "Genki", "Finesse"]),
                     dict(hand=["Sprint"], scrapyard=["Tripwire"])])


def _refusals(state, tried: dict) -> None:
    for event, rule in tried.items():
        assert not is_option(state, event), event
        refused(state, event, rule)


def _accepted(state, event):
    assert is_option(state, event) and event in decision(state).options
    return act(state, event)


def test_every_kind_of_decision_at_every_step_of_a_turn():
    state = _turn()
    ann = lambda name: card(state, name, seat=0)  # noqa: E731
    bolt, maul, brow = ann("Ember Bolt"), ann("Iron Maul"), ann("Eagle Brow")

    assert state.need.step is Step.OPENING and decision(state).seat == 0
    _refusals(state, {
        Pass(seat=0): "ASC-open-1", Use(seat=0, card=bolt): "ASC-open-1",
        Purge(seat=0, card=card(state, "Tripwire")): "ASC-assume-purge",  # Bo's Scrapyard, not Ann's
        PlayStack(seat=0, card=brow): "ASC-open-3",  # a payable stack, before its step
        Declare(seat=0, attack=MELEE, opponent=1): "ASC-open-4",
        Wield(seat=0, card=maul): "ASC-engage-1", Draw(seat=1): "ASC-seat"})
    state = _accepted(state, Draw(seat=0))
    assert decision(state).seat == 1  # Bo: nothing to draw, a card to purge
    _refusals(state, {Draw(seat=1): "ASC-assume-opening-order", Pass(seat=1): "ASC-open-1"})
    state = _accepted(state, Purge(seat=1, card=card(state, "Tripwire")))

    assert state.need.step is Step.STACKS
    _refusals(state, {
        PlayStack(seat=0, card=bolt): "ASC-assume-stack",  # a Jumon is no stack
        PlayStack(seat=0, card=card(state, "Genki")): "ASC-hand-2",
        PlayStack(seat=1, card=card(state, "Sprint", seat=1)): "ASC-seat",
        Purge(seat=0, card=card(state, "Brace")): "ASC-open-1", Use(seat=0, card=bolt): "ASC-open-3",
        Declare(seat=0, attack=MELEE, opponent=1): "ASC-open-4", Wield(seat=0, card=maul): "ASC-engage-1",
        Shout(seat=0): "ASC-open-3"})
    state = _accepted(state, PlayStack(seat=0, card=brow))

    assert state.need.step is Step.DECLARE  # no other stack in hand
    _refusals(state, {
        Pass(seat=0): "ASC-open-4", Use(seat=0, card=bolt): "ASC-open-4",
        Declare(seat=0, attack=MELEE, opponent=0): "ASC-open-5",  # not oneself
        Declare(seat=0, attack=MELEE, opponent=2): "ASC-open-5",  # no such seat
        Wield(seat=0, card=maul): "ASC-engage-1"})
    state = _accepted(state, Declare(seat=0, attack=MELEE, opponent=1))

    assert state.need.step is Step.WEAPONS
    _refusals(state, {
        Wield(seat=0, card=brow): "ASC-engage-1",  # no Weapon
        Wield(seat=0, card=card(state, "Sprint", seat=0)): "ASC-engage-1",  # not on the Battlefield
        Declare(seat=0, attack=MELEE, opponent=1): "ASC-open-4", Use(seat=0, card=bolt): "ASC-engage-1"})
    state = _accepted(state, Wield(seat=0, card=maul))
    refused(state, Wield(seat=0, card=maul), "ASC-engage-1")  # after the Weapons step

    sprint = card(state, "Sprint", seat=0)
    assert state.need.step is Step.WINDOW and decision(state).seat == 0
    _refusals(state, {
        Use(seat=0, card=bolt): "ASC-engage-3",  # changes no roll
        Use(seat=0, card=sprint, opponent=1): "ASC-engage-3",  # a Gambit names no target
        Use(seat=0, card=sprint, pick=bolt): "ASC-engage-3",
        Pass(seat=1): "ASC-seat", PlayStack(seat=0, card=bolt): "ASC-open-3"})  # its step is over
    state = _accepted(state, Use(seat=0, card=sprint))
    assert decision(state).seat == 1
    state = _accepted(state, Pass(seat=1))
    state = roll(roll(state, 1), 20)  # Speed 1 (+ Sprint, the Maul) against 20: the attack fails

    assert state.need.step is Step.FINISHING and decision(state).seat == 0
    _refusals(state, {
        Use(seat=0, card=bolt): "ASC-finish-1",  # Ember Bolt names its target
        Use(seat=0, card=bolt, opponent=0): "ASC-finish-1",  # oneself is no opponent
        Use(seat=0, card=bolt, opponent=1, pick=brow): "ASC-finish-1",  # it picks no card
        Use(seat=0, card=maul): "ASC-finish-1",  # a Weapon has no effect to use
        Declare(seat=0, attack=MELEE, opponent=1): "ASC-open-4", Wield(seat=0, card=maul): "ASC-engage-1"})
    health = state.seats[1].health
    state = _accepted(state, Use(seat=0, card=bolt, opponent=1))
    assert state.seats[1].health == health - 3
    assert bolt in state.seats[0].scrapyard and state.seats[0].fountain == [card(state, "Genki", nth=1)]


def test_an_effect_allows_exactly_the_choices_it_lists():
    """`Effect.allows`, the check of a used card's target and pick, says yes to exactly the
    choices `Effect.choices` lists, for every effect, seat and candidate (a target seat or
    none, a picked card from any Scrapyard, Abyss or hand, or none), a seat being out."""
    from engine.games.ascendant.abilities import EFFECTS

    state = position([dict(hand=["Grave Whisper"], scrapyard=["Brace", "Genki"], abyss=["Finesse"],
                           fountain=["Finesse"]),
                      dict(scrapyard=["Tripwire"]), dict(scrapyard=["Sprint"], health=0, out=True)])
    seen = 0
    for seat in range(3):
        picks = {None, -1}
        for s in state.seats:
            picks |= set(s.scrapyard) | set(s.abyss) | set(s.hand)
        for effect in EFFECTS.table.values():
            listed = effect.choices(state, seat)
            for target in (None, -1, 0, 1, 2, 3):
                for pick in picks:
                    assert effect.allows(state, seat, target, pick) == ((target, pick) in listed)
                    seen += (target, pick) in listed
    assert seen > 10
