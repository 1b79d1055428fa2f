"""The turn's frame by the rules text: decks (KF-deck-1), who goes first and the starting pools
(KF-setup-first, KF-setup-2), playing from hand only (KF-play-hand), entering play exhausted
(KF-play-exhausted), actions to the discard pile (KF-action-card), the Æmber bonus before the
Play: ability (KF-bonus), the end of step 3 (KF-end-step), the ready step (KF-ready-1) and
chains (KF-chains-1, KF-chains-2; the draw step's bands are in test_kf_turn)."""

import pytest
from kf_helpers import GAME, act, card, deal, names, options, play, position, refused

from engine.games.keyforge.events import (ChooseHouse, Choose, Discard, EndStep, Mulligan, PlayCard,
                                          PlayUpgrade, Reap, UseAction)
from engine.games.keyforge.state import Flank, Step
from engine.protocol import InvalidSetup

DECK = ["Burn the Stockpile"] * 12


# -- KF-deck-1 ----------------------------------------------------------------------------------

def _decks():
    return [list(d) for d in list(GAME.sample_decks().values())[:2]]


def _swap(deck, house_out, card_in):
    """The deck with its first card of `house_out` replaced by `card_in`."""
    from engine.games.keyforge.cards import CARDS
    i = next(i for i, c in enumerate(deck) if CARDS[c].house.value == house_out)
    return deck[:i] + [card_in] + deck[i + 1:]


def test_a_deck_has_36_cards_of_exactly_three_houses_twelve_each():
    from engine.games.keyforge.cards import CARDS, by_name
    decks = _decks()
    GAME.genesis(["A", "B"], decks, "0" * 64)  # the sample decks are legal
    houses = sorted({CARDS[c].house.value for c in decks[0]})
    assert len(houses) == 3 and all(sum(CARDS[c].house.value == h for c in decks[0]) == 12 for h in houses)
    short = [decks[0][:-1], decks[1]]
    with pytest.raises(InvalidSetup, match="35 cards, not 36"):
        GAME.genesis(["A", "B"], short, "0" * 64)
    # 13 of one house and 11 of another
    other = next(c for c in decks[0] if CARDS[c].house.value == houses[1])
    with pytest.raises(InvalidSetup, match="not 12"):
        GAME.genesis(["A", "B"], [_swap(decks[0], houses[0], other), decks[1]], "0" * 64)
    # a card of a fourth house
    fourth = next(c.id for c in CARDS.values() if c.house.value not in houses
                  and c.id in {x for d in decks for x in d} | {by_name("Troll").id, by_name("Urchin").id,
                                                               by_name("Dew Faerie").id})
    with pytest.raises(InvalidSetup, match="houses"):
        GAME.genesis(["A", "B"], [_swap(decks[0], houses[0], fourth), decks[1]], "0" * 64)
    # a table that agrees to play other decks says so
    GAME.genesis(["A", "B"], short, "0" * 64, options={"strict_decks": False})


# -- KF-setup-first and KF-setup-2 ----------------------------------------------------------------

def _new_match():
    return GAME.start(GAME.genesis(["Ada", "Bo"], _decks(), "0" * 64))


@pytest.mark.parametrize("first", [0, 1])
def test_the_coin_chooses_who_goes_first_and_that_player_draws_seven(first):
    s = deal(deal(deal(_new_match(), first)))
    assert s.first == first and s.active == first
    assert len(s.players[first].hand) == 7 and len(s.players[1 - first].hand) == 6
    assert GAME.pending(s).seat == first  # the first player decides on a mulligan first
    refused(s, Mulligan(seat=1 - first, take=False), "KF-seat")
    s = act(s, Mulligan(seat=first, take=False), Mulligan(seat=1 - first, take=False))
    assert s.turn == 1 and s.active == first and s.step is Step.CHOOSE


def test_both_players_start_with_no_amber_and_no_keys():
    s = _new_match()
    assert [(p.amber, p.keys, p.chains) for p in s.players] == [(0, 0, 0), (0, 0, 0)]
    s = act(deal(deal(deal(s, 0))), Mulligan(seat=0, take=False), Mulligan(seat=1, take=False))
    # the first forge step found nothing to forge with
    assert [(p.amber, p.keys) for p in s.players] == [(0, 0), (0, 0)] and not s.forged_this_turn
    assert all(v.stats["keys"] in (0, "0") for v in GAME.view(s, None).seats)


# -- KF-play-hand -------------------------------------------------------------------------------

def test_only_a_card_in_its_players_hand_may_be_played_or_discarded():
    s = position(house="Brobnar", seats=[dict(hand=["Anger"], deck=["Troll"], discard=["Punch"],
                                              archives=["Bumpsy"], purged=["Smaaash"],
                                              battleline=["Krump"]),
                                         dict(hand=["Headhunter", "Blood of Titans"])])
    for name in ("Troll", "Punch", "Bumpsy", "Smaaash"):  # deck, discard, archives, purged
        c = card(s, name)
        ev = PlayCard(seat=0, card=c, flank=Flank.LEFT) if name != "Punch" else PlayCard(seat=0, card=c)
        refused(s, ev, "KF-play-hand")
        refused(s, Discard(seat=0, card=c), "KF-play-hand")
    refused(s, PlayCard(seat=0, card=card(s, "Headhunter"), flank=Flank.LEFT), "KF-play-hand")  # theirs
    refused(s, PlayUpgrade(seat=0, card=card(s, "Blood of Titans"), creature=card(s, "Krump")), "KF-play-hand")
    refused(s, PlayCard(seat=0, card=card(s, "Krump"), flank=Flank.LEFT), "KF-play-hand")  # in play
    refused(s, PlayCard(seat=0, card=999), "KF-play-hand")  # no such card
    assert {getattr(o, "card", None) for o in options(s) if isinstance(o, (PlayCard, Discard))} \
        == {card(s, "Anger")}


# -- KF-play-exhausted --------------------------------------------------------------------------

def test_creatures_and_artifacts_enter_play_exhausted():
    s = position(house="Brobnar", seats=[dict(hand=["Troll", "Gauntlet of Command"], deck=DECK),
                                         dict(battleline=["Krump"], deck=DECK)])
    s = play(play(s, "Troll", flank=Flank.LEFT), "Gauntlet of Command")
    troll, gauntlet = card(s, "Troll"), card(s, "Gauntlet of Command")
    assert s.inplay[troll].exhausted and s.inplay[gauntlet].exhausted
    refused(s, Reap(seat=0, card=troll), "KF-use-exhausted")
    refused(s, UseAction(seat=0, card=gauntlet), "KF-use-exhausted")
    assert options(s) == [EndStep(seat=0)]
    s = act(s, EndStep(seat=0))  # the ready step readies them for the next turn
    assert not s.inplay[troll].exhausted and not s.inplay[gauntlet].exhausted


# -- KF-action-card -----------------------------------------------------------------------------

def test_an_action_resolves_and_goes_to_its_owners_discard_pile():
    s = position(house="Brobnar", seats=[dict(hand=["Punch"]), dict(battleline=["Krump"])])
    s = play(s, "Punch")
    punch = card(s, "Punch")
    assert s.players[0].battleline == [] and s.players[0].artifacts == [] and s.inplay[punch] is None
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].damage == 3
    assert s.players[0].discard == [punch] and s.players[0].hand == []


def test_an_action_being_resolved_is_not_yet_a_card_of_the_discard_pile():
    # Routine Job steals 1, plus 1 per copy in the discard pile: the one played is not one
    s = position(house="Shadows", seats=[dict(hand=["Routine Job"], discard=["Routine Job"]),
                                         dict(amber=5)])
    s = play(s, "Routine Job")
    assert (s.players[0].amber, s.players[1].amber) == (2, 3)
    assert names(s, s.players[0].discard) == ["Routine Job", "Routine Job"]
    # Reverse Time swaps the deck and the discard pile: itself ends in the new discard pile
    s = position(house="Logos", seats=[dict(hand=["Reverse Time"], deck=["Troll", "Troll"],
                                            discard=["Punch"]), {}])
    s = play(s, "Reverse Time")
    assert names(s, s.players[0].deck) == ["Punch"]
    assert names(s, s.players[0].discard) == ["Troll", "Troll", "Reverse Time"]


# -- KF-bonus -----------------------------------------------------------------------------------

def test_the_amber_bonus_is_gained_before_the_play_ability():
    # Neuro Syphon (+1): "if your opponent has more Æmber than you, steal 1 and draw a card".
    # With the bonus first, 1 against 1 is not more: nothing is stolen
    s = position(house="Logos", seats=[dict(hand=["Neuro Syphon"], deck=DECK), dict(amber=1)])
    s = play(s, "Neuro Syphon")
    assert (s.players[0].amber, s.players[1].amber) == (1, 1) and s.players[0].hand == []
    # against 2, the opponent still has more after the bonus: steal 1, draw 1
    s = position(house="Logos", seats=[dict(hand=["Neuro Syphon"], deck=DECK), dict(amber=2)])
    s = play(s, "Neuro Syphon")
    assert (s.players[0].amber, s.players[1].amber) == (2, 1) and len(s.players[0].hand) == 1


# -- KF-end-step --------------------------------------------------------------------------------

def test_the_step_ends_when_its_player_says_so_and_not_during_a_choice():
    s = position(house="Brobnar", seats=[dict(hand=["Punch"], deck=DECK), dict(battleline=["Krump"], deck=DECK)])
    assert options(s)[-1] == EndStep(seat=0)
    refused(s, EndStep(seat=1), "KF-seat")
    waiting = play(GAME.clone(s), "Punch")  # Punch waits for its creature
    refused(waiting, EndStep(seat=0), "KF-sequence")
    s = act(s, EndStep(seat=0))  # a card still in hand does not keep the step open
    assert s.active == 1 and s.step is Step.CHOOSE and card(s, "Punch") in s.players[0].hand
    refused(s, EndStep(seat=0), "KF-sequence")  # the opponent now chooses a house


# -- KF-ready-1 ---------------------------------------------------------------------------------

def test_the_ready_step_readies_the_active_players_cards_only():
    s = position(house="Brobnar", seats=[
        dict(battleline=[{"card": "Troll", "exhausted": True},
                         {"card": "Krump", "exhausted": True, "stunned": True}],
             artifacts=[{"card": "Gauntlet of Command", "exhausted": True}], deck=DECK),
        dict(battleline=[{"card": "Headhunter", "exhausted": True}], deck=DECK)])
    s = act(s, EndStep(seat=0))
    for name in ("Troll", "Krump", "Gauntlet of Command"):
        assert not s.inplay[card(s, name)].exhausted
    assert s.inplay[card(s, "Krump")].stunned  # readying does not remove a stun
    assert s.inplay[card(s, "Headhunter")].exhausted  # the opponent readies in its own turn
    s = act(s, ChooseHouse(seat=1, house=s.players[1].houses[0]))
    refused(s, Reap(seat=1, card=card(s, "Headhunter")), "KF-use-exhausted")
    s = act(s, EndStep(seat=1))
    assert not s.inplay[card(s, "Headhunter")].exhausted


# -- KF-chains-1 and KF-chains-2 ----------------------------------------------------------------

def test_cards_give_their_player_chains_that_stay():
    s = position(house="Untamed", seats=[dict(hand=["Save the Pack"], chains=2, deck=DECK), dict(deck=DECK)])
    s = play(s, "Save the Pack")
    assert s.players[0].chains == 3 and s.players[1].chains == 0
    s = position(house="Mars", seats=[dict(hand=["Phosphorus Stars"], deck=DECK), dict(deck=DECK)])
    s = play(s, "Phosphorus Stars")
    assert s.players[0].chains == 2
    s = act(s, EndStep(seat=0))  # shed only by drawing fewer: one a draw step
    assert s.players[0].chains == 1 and len(s.players[0].hand) == 5


def test_chains_reduce_only_the_draw_step():
    """KF-chains-2: a card that draws during the turn draws in full, and sheds no chain."""
    # chains only touch the draw step: a card that draws draws in full
    s = position(house="Logos", seats=[dict(chains=12, hand=["Neuro Syphon"], deck=DECK), dict(amber=3)])
    s = play(s, "Neuro Syphon")
    assert len(s.players[0].hand) == 1 and s.players[0].chains == 12
