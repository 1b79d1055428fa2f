"""The Opening Phase (draw or purge, reset, complete stacks, the declaration), the Finishing
Phase passing counter-clockwise, the turn passing clockwise, and players going out."""

import pytest
from asc_helpers import START, GAME, act, card, decision, over, position, refused, roll

from engine.protocol import IllegalEvent

from engine.games.ascendant.events import AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use
from engine.games.ascendant.state import Phase, Step

JUMON = dict(hand=["Mending Light"], fountain=["Finesse"])


def _miss(state, seat, opponent):
    """A ranged attack whose Aim fails, straight to the Finishing Phase."""
    state = act(state, Declare(seat=seat, attack=AttackKind.RANGED, opponent=opponent))
    return roll(state, 2)


def test_every_player_draws_or_purges_starting_with_the_turn_player():
    state = position([dict(arsenal=["Brace", "Sprint"], scrapyard=["Insight"]),
                      dict(arsenal=["Tripwire"], scrapyard=["Smoke Veil"]),
                      dict(scrapyard=["Heavy Swing"])], active=1)
    assert state.phase is Phase.OPENING and decision(state).seat == 1
    refused(state, Purge(seat=1, card=card(state, "Insight")), "ASC-assume-purge")  # not its Scrapyard
    state = act(state, Draw(seat=1))
    assert state.seats[1].hand == [card(state, "Tripwire")] and state.seats[1].arsenal == []
    assert decision(state).seat == 2
    refused(state, Draw(seat=2), "ASC-assume-opening-order")  # an empty Arsenal: purge instead
    state = act(state, Purge(seat=2, card=card(state, "Heavy Swing")))
    assert state.seats[2].abyss == [card(state, "Heavy Swing")] and state.seats[2].scrapyard == []
    state = act(state, Purge(seat=0, card=card(state, "Insight")))
    assert state.seats[0].arsenal == [card(state, "Brace"), card(state, "Sprint")]
    assert state.need.step is Step.DECLARE and decision(state).seat == 1


def test_after_the_opening_a_draw_or_purge_is_refused_as_an_opening_choice_whatever_the_arsenal():
    state = position([dict(arsenal=["Tripwire", "Sprint"], scrapyard=["Insight"]), dict()])
    state = act(state, Draw(seat=0))  # seat 1 can neither draw nor purge: skipped
    assert state.need.step is Step.DECLARE  # no stack to play: the Opening is over
    for event in (Draw(seat=0), Purge(seat=0, card=card(state, "Insight"))):
        with pytest.raises(IllegalEvent) as err:
            GAME.apply(GAME.clone(state), event, check=True)
        # the Arsenal is not empty and the card is in the Scrapyard: what is wrong is the step
        assert err.value.rule == "ASC-open-1"
        assert err.value.message == "a player draws or purges only in the Opening (now: declare)"


def test_activated_stacks_are_reset_and_complete_stacks_are_played():
    state = position([dict(battlefield=[{"card": "Gale Longbow", "activated": True}],
                           hand=["Rivet Crossbow", "Eagle Brow", "Ember Bolt"],
                           fountain=["Genki", "Finesse"]), dict()])
    assert state.seats[0].activated == []  # ASC-open-2
    assert state.need.step is Step.STACKS
    offered = [e.card for e in decision(state).options if isinstance(e, PlayStack)]
    assert offered == [card(state, "Eagle Brow")]  # the Crossbow needs 2 Genki; a Jumon is no stack
    refused(state, PlayStack(seat=0, card=card(state, "Rivet Crossbow")), "ASC-assume-stack")
    refused(state, PlayStack(seat=0, card=card(state, "Genki")), "ASC-hand-2")
    state = act(state, PlayStack(seat=0, card=card(state, "Eagle Brow")))
    assert card(state, "Eagle Brow") in state.seats[0].battlefield
    assert state.seats[0].abyss == [card(state, "Finesse")]  # spent Stamina
    assert state.need.step is Step.DECLARE  # nothing more to play: on to the declaration


def test_with_one_opponent_the_declaration_names_it_and_with_several_a_target():
    two = position([dict(), dict()])
    assert {(e.attack, e.opponent) for e in decision(two).options} == {
        (AttackKind.RANGED, 1), (AttackKind.MELEE, 1)}
    four = position([dict(), dict(), dict(), dict()], active=2)
    assert decision(four).rule == "ASC-open-5"
    assert {e.opponent for e in decision(four).options} == {0, 1, 3}


def test_finishing_passes_counter_clockwise_in_a_four_player_match():
    state = position([dict(**JUMON), dict(**JUMON), dict(**JUMON), dict(**JUMON)], active=1)
    state = _miss(state, 1, 3)
    asked = []
    while state.phase is Phase.FINISHING:
        d = decision(state)
        asked.append(d.seat)
        if len(asked) == 2:
            refused(state, Pass(seat=2), "ASC-seat")  # seat 0 is asked before seat 2
        state = act(state, Pass(seat=d.seat))
    assert asked == [1, 0, 3, 2]
    assert state.turn == 2 and state.active == 2  # the turn passes clockwise


def test_a_player_at_zero_health_is_skipped_and_the_last_one_wins():
    bolt = dict(hand=["Ember Bolt"], fountain=["Genki"])
    state = position([dict(health=3, **bolt), dict(health=3, **bolt), dict(health=3, **bolt)])
    state = _miss(state, 0, 1)
    assert decision(state).seat == 0
    state = act(state, Use(seat=0, card=card(state, "Ember Bolt", 0), opponent=1))
    assert state.seats[1].health == 0 and state.seats[1].out
    # seat 1 is out: Finishing passes from seat 0 to seat 2, and seat 1 is not asked
    assert decision(state).seat == 2
    state = act(state, Pass(seat=2))
    assert state.active == 2 and state.turn == 2  # seat 1's turn is skipped
    # the Opening asks seat 2 (nothing to draw or purge: skipped), then seat 0, never seat 1
    assert decision(state).seat == 0
    state = act(state, Purge(seat=0, card=card(state, "Ember Bolt", 0)))
    refused(state, Declare(seat=2, attack=AttackKind.MELEE, opponent=1), "ASC-open-5")
    assert {e.opponent for e in decision(state).options} == {0}
    state = _miss(state, 2, 0)
    state = act(state, Use(seat=2, card=card(state, "Ember Bolt", 2), opponent=0))
    result = over(state)
    assert result.winner == 2 and result.rule == "ASC-fact-win"
    assert result.scores == [0, 0, 3]
    refused(state, Pass(seat=2), "ASC-over")


def test_two_players_a_counterattack_can_win_for_the_target():
    state = position([dict(health=4), dict()])
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    for face in (12, 3, 5, 9, 20):  # Speed, Speed, Melee Damage, Defense, Counterattack
        state = roll(state, face)
    result = over(state)
    assert result.winner == 1 and GAME.pending(state).scores == [0, START]


def test_the_turn_limit_ends_the_match_by_health():
    state = position([dict(health=7), dict(health=9)], turn=3, options={"max_turns": 3})
    state = _miss(state, 0, 1)
    result = over(state)
    assert result.winner == 1 and result.rule == "ASC-assume-turn-limit"
    # the match ends in the turn that reached the limit: no next turn is begun after it
    assert (state.turn, state.active, state.phase, state.stack) == (3, 0, Phase.FINISHING, [])
    assert state.log[-1] == "Aim 2: the aim check fails"  # the last turn's notes stay


def test_each_step_asks_in_its_own_words():
    """The prompt of a decision names what its step asks for (ASC-open-1, ASC-open-3,
    ASC-open-4, ASC-engage-1, ASC-engage-3, ASC-finish-1), through one turn of Ann's."""
    state = position([dict(arsenal=["Sprint"], hand=["Bulwark Sigil", "Ember Bolt"],
                           battlefield=["Iron Maul"], fountain=["Genki", "Genki"]),
                      dict(hand=["Sprint"])])
    asked = []
    for event in (Draw(seat=0), Pass(seat=0), Declare(seat=0, attack=AttackKind.MELEE, opponent=1),
                  Pass(seat=0), Pass(seat=0), Pass(seat=1)):
        d = decision(state)
        asked.append((d.seat, state.need.step, d.prompt))
        state = act(state, event)
    state = roll(roll(state, 1), 20)  # Ann's Speed 1 against Bo's 20: the attack fails
    d = decision(state)
    asked.append((d.seat, state.need.step, d.prompt))
    assert asked == [
        (0, Step.OPENING, "draw a card or purge one from the Scrapyard"),
        (0, Step.STACKS, "play complete card stacks, or pass"),
        (0, Step.DECLARE, "declare the attack"),
        (0, Step.WEAPONS, "activate a Weapon, or pass"),
        (0, Step.WINDOW, "use a card on the coming rolls, or pass"),
        (1, Step.WINDOW, "use a card on the coming rolls, or pass"),
        (0, Step.FINISHING, "use a card effect, or pass")]
