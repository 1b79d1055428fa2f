"""Start of Game: genesis checks, shuffles, creatures into play, hands, and the first player."""

import msgspec
import pytest
from ar_helpers import GAME, names, refused

from engine.events import Dealt
from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.state import CardState, Step, Zone
from engine.protocol import Chance, Decision, InvalidSetup

BL, HAND, DISCARD, DECK = Zone.BATTLE_LINE, Zone.HAND, Zone.DISCARD, Zone.DECK
COMMIT = "0" * 64


def deck(*head, fill="Vix", size=17):
    return list(head) + [fill] * (size - len(head))


def start(a, b, **options):
    return GAME.start(GAME.genesis(["Ada", "Bo"], [a, b], COMMIT, options or None))


def deal(state, outcomes=None):
    """Answer pending shuffles: identity unless `outcomes` says otherwise (a coin flip waits)."""
    outcomes = list(outcomes or [])
    while isinstance(p := GAME.pending(state), Chance) and p.shuffle:
        out = outcomes.pop(0) if outcomes else list(range(p.size))
        state = GAME.apply(state, Dealt(kind=p.kind, outcome=out), check=True)
    return state


# -- genesis -------------------------------------------------------------------------------
def test_genesis_resolves_names_to_ids_and_pins_the_card_set():
    g = GAME.genesis(["Ada", "Bo"], [deck("Renegade"), deck(fill="OC-006")], COMMIT)
    assert g.game == "ardent-reapers" and g.rules_version == "AR-1.8"
    assert g.decks[0][0] == "OC-041" and g.decks[1] == ["OC-006"] * 17
    assert g.card_sets[0].id == "OC" and g.card_sets[0].sha256 == GAME.card_sets()[0].sha256


def test_genesis_refuses_bad_setups_naming_the_problem():
    with pytest.raises(InvalidSetup, match="Frobnitz.*Bo's deck"):
        GAME.genesis(["Ada", "Bo"], [deck(), deck("Frobnitz")], COMMIT)
    with pytest.raises(InvalidSetup, match="Unwritten's ability is not implemented yet"):
        GAME.genesis(["Ada", "Bo"], [deck("Unwritten"), deck()], COMMIT)
    with pytest.raises(InvalidSetup, match="16 cards"):
        GAME.genesis(["Ada", "Bo"], [deck(size=16), deck()], COMMIT)
    with pytest.raises(InvalidSetup, match="a position has two seats"):
        GAME.genesis(["Ada", "Bo"], [deck(), deck()], COMMIT, position={"seats": []})
    with pytest.raises(InvalidSetup, match="unknown option"):
        GAME.genesis(["Ada", "Bo"], [deck(), deck()], COMMIT, {"turns": 5})
    with pytest.raises(InvalidSetup):
        GAME.genesis(["Ada"], [deck()], COMMIT)
    g = GAME.genesis(["Ada", "Bo"], [deck(size=5), deck(size=5)], COMMIT, {"deck_size": 5})
    assert len(g.decks[0]) == 5


def test_start_reads_every_deck_entry_as_genesis_does_ids_at_once_or_one_by_one():
    """A start takes decks of playing cards' ids as they are (at once), and anything else
    entry by entry: names resolved, a Blank, an unknown id or a card without code refused."""
    import msgspec
    ids = [c.id for c in cards.OMEGA_CODEX + cards.RULES_DOCUMENT]
    g = GAME.genesis(["Ada", "Bo"], [deck(), deck()], COMMIT)
    for i in range(0, len(ids), 17):
        chunk = (ids[i:i + 17] + ids)[:17]
        state = GAME.start(msgspec.structs.replace(g, decks=[chunk, list(reversed(chunk))]))
        assert state.cards == chunk + list(reversed(chunk))
    by_name = msgspec.structs.replace(g, decks=[deck("Renegade"), deck(fill="OC-006")])
    assert GAME.start(by_name).cards[:2] == ["OC-041", cards.resolve("Vix")]
    for entry, why in ((cards.BLANK, "lists a Blank"), ("OC-999", "unknown card 'OC-999'"),
                       ("TEST-099", "Unwritten's ability is not implemented yet")):
        bad = msgspec.structs.replace(g, decks=[deck(), deck(entry, fill="OC-006")])
        with pytest.raises(InvalidSetup, match=why):
            GAME.start(bad)


def test_start_refuses_a_changed_card_set():
    import msgspec
    g = GAME.genesis(["Ada", "Bo"], [deck(), deck()], COMMIT)
    bad = msgspec.structs.replace(g, card_sets=[msgspec.structs.replace(g.card_sets[0], sha256="ab" * 32)])
    with pytest.raises(InvalidSetup, match="card set OC"):
        GAME.start(bad)


# -- the setup steps ---------------------------------------------------------------------------
def test_setup_shuffles_then_two_creatures_active_and_three_cards_each():
    s = start(deck("Nothing to See", "Pokets", "Overcharge", "Anox", "Jater", "Tessa", "Roxxy"),
              deck("Yearn", "Roat", "Greaser"))
    p = GAME.pending(s)
    assert isinstance(p, Chance) and p.kind == "shuffle" and p.size == 17 and "Ada" in p.why
    refused(s, Dealt(kind="shuffle", outcome=[0] * 17), "AR-setup-1")
    refused(s, Dealt(kind="coin", outcome=0), "AR-setup-1")
    s = deal(s)
    assert names(s, 0, BL) == ["Pokets", "Anox"]
    assert all(s.card_state[c] is CardState.ACTIVE for c in s.seats[0].battle_line)
    assert names(s, 0, DISCARD) == ["Nothing to See", "Overcharge"]  # they stay there
    assert names(s, 0, HAND) == ["Jater", "Tessa", "Roxxy"]
    assert names(s, 1, BL) == ["Yearn", "Roat"] and names(s, 1, HAND) == ["Greaser", "Vix", "Vix"]
    assert len(s.seats[0].deck) == 10 and s.step is Step.MAIN


def test_cards_turned_over_before_a_creature_are_discarded_in_the_order_turned_over():
    # AR-setup-2: from the top until a creature, twice; Ada's first creature is third, her
    # second fifth; Bo's first is on top
    s = deal(start(deck("Overcharge", "Nothing to See", "Anox", "Hypervator", "Jater", "Tessa",
                        fill="Overcharge"),
                   deck("Roat", "Silent Room", "Overcharge", "Nothing to See", "Yearn")))
    assert names(s, 0, BL) == ["Anox", "Jater"]
    assert names(s, 0, DISCARD) == ["Overcharge", "Nothing to See", "Hypervator"]
    assert names(s, 0, HAND) == ["Tessa", "Overcharge", "Overcharge"]
    assert names(s, 1, BL) == ["Roat", "Yearn"]
    assert names(s, 1, DISCARD) == ["Silent Room", "Overcharge", "Nothing to See"]
    assert all(s.card_state[c] is CardState.ACTIVE for seat in (0, 1) for c in s.seats[seat].battle_line)


def test_the_shuffle_outcome_puts_old_index_i_on_position_i():
    s = start(deck("Renegade", "Jater", fill="Overcharge"), deck())
    perm = list(range(17))
    perm[0], perm[1] = 1, 0  # Jater on top, then Renegade
    s = deal(s, [perm])
    assert names(s, 0, BL) == ["Jater", "Renegade"]


def test_play_abilities_do_not_resolve_in_setup():
    s = deal(start(deck("Luminate", "Moth", "Overcharge", "Overcharge", "Overcharge"), deck()))
    assert names(s, 0, BL) == ["Luminate", "Moth"]
    assert len(s.seats[0].hand) == 3  # no extra card from Luminate
    assert isinstance(GAME.pending(s), Decision)


def test_first_player_has_the_least_powerful_creature():
    s = deal(start(deck("Anox", "Roat"), deck("Jater", "Greaser")))  # 5, 9 against 1, 9
    assert s.first == 1 and s.active == 1 and s.turn == 1
    assert GAME.pending(s).seat == 1


def test_first_player_tie_goes_to_the_next_least_powerful():
    s = deal(start(deck("Pokets", "Anox"), deck("Yearn", "Roat")))  # 4, 5 against 4, 9
    assert s.first == 0
    s = deal(start(deck("Roat", "Yearn"), deck("Anox", "Pokets")))  # 4, 9 against 4, 5
    assert s.first == 1


def test_first_player_full_tie_flips_a_coin():
    s = deal(start(deck("Pokets", "Anox"), deck("Anox", "Yearn")))
    p = GAME.pending(s)
    assert isinstance(p, Chance) and p.kind == "coin" and p.size == 2 and not p.shuffle
    refused(s, Dealt(kind="coin", outcome=2), "AR-first-player-3")
    refused(s, Dealt(kind="shuffle", outcome=[0, 1]), "AR-first-player-3")
    assert GAME.describe(s, Dealt(kind="coin", outcome=1)) == "the dealer flips a coin: Bo goes first"
    s1 = GAME.apply(GAME.clone(s), Dealt(kind="coin", outcome=1))
    assert s1.first == 1 and GAME.pending(s1).seat == 1
    s0 = GAME.apply(GAME.clone(s), Dealt(kind="coin", outcome=0))
    assert s0.first == 0


def test_a_deck_without_enough_creatures_starts_with_fewer():
    actions = ["Overcharge", "Nothing to See", "Overcharge", "Jater", "Overcharge"]
    s = start(actions, ["Roat"] * 5, deck_size=5)
    s = deal(s)
    assert names(s, 0, BL) == ["Jater"]
    # the rest of the deck went to the discard pile; the draw reshuffled it (identity order)
    assert names(s, 0, HAND) == ["Overcharge", "Nothing to See", "Overcharge"]
    assert s.first == 0  # Jater (1) is the least powerful creature
    assert GAME.rules["AR-setup-no-creature"].assumption


def test_a_player_with_no_creature_at_a_rank_does_not_go_first_on_that_rank():
    # Ada: Vix only; Bo: Vix and Roat -> tied on Vix; Bo has the next least powerful creature
    s = deal(start(["Vix", "Overcharge", "Overcharge", "Overcharge", "Overcharge"],
                   ["Vix", "Roat", "Overcharge", "Overcharge", "Overcharge"], deck_size=5))
    assert names(s, 0, BL) == ["Vix"] and s.first == 1


def test_the_card_set_hash_is_of_our_facts_file():
    cs = GAME.card_sets()[0]
    assert (cs.id, cs.title, cs.size) == ("OC", "Omega Codex", 100)
    assert len(cs.sha256) == 64
    assert len(cards.OMEGA_CODEX) == 100


@pytest.mark.parametrize("players, decks", [(["Ada"], 1), (["Ada", "Bo", "Cy"], 3), (["Ada", "Bo"], 1)])
def test_a_genesis_written_by_hand_for_other_than_two_players_with_a_deck_each_is_refused(players, decks):
    two = GAME.genesis(["Ada", "Bo"], [deck(), deck()], COMMIT)
    odd = msgspec.structs.replace(two, players=players, decks=[deck()] * decks)
    with pytest.raises(InvalidSetup, match="played by two players, each with a deck"):
        GAME.start(odd)  # not an IndexError from the set-up
