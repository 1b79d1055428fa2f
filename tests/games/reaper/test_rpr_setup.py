"""Setup and deck building: Angel cards in play, faces, the Grimoire size and Max Grimoire Pages."""

import pytest

from rpr_helpers import GAME

from engine import dealer
from engine.events import Dealt
from engine.games.reaper.decks import SAMPLE_DECKS
from engine.games.reaper.events import ChooseFace
from engine.protocol import Chance, Decision, IllegalEvent, InvalidSetup

COMMIT = dealer.commitment(b"x" * 32)


def _genesis(decks, **options):
    return GAME.genesis(["Ada", "Bo"], decks, COMMIT, options=options)


def _run_to_decision(state):
    while True:
        p = GAME.pending(state)
        if not isinstance(p, Chance):
            return state, p
        outcome = list(range(p.size)) if p.shuffle else 0
        state = GAME.apply(state, Dealt(kind=p.kind, outcome=outcome))


def test_the_sample_decks_are_legal_with_a_forty_card_grimoire():
    for name, deck in SAMPLE_DECKS.items():
        assert len(deck) == 43, name
        _genesis([deck, deck])  # raises if not legal
    deck = SAMPLE_DECKS["ember-gloam"]
    with pytest.raises(InvalidSetup, match=r"not 50 \[RPR-deck-size\]"):
        _genesis([deck, deck], grimoire_size=50)


def test_max_grimoire_pages_and_the_three_angel_cards_are_enforced():
    deck = SAMPLE_DECKS["tide-gloam"]
    serpent_twice = deck[:-1] + ["RPR-066"]  # Maelstrom Serpent: Max Grimoire Pages 1
    with pytest.raises(InvalidSetup, match=r"RPR-deck-pages"):
        _genesis([serpent_twice, deck])
    four_sailors = [c for c in deck if c != "RPR-061"] + ["RPR-063"] * 1 + ["RPR-042"]
    _genesis([four_sailors, deck])  # Drowned Sailor allows 4 (3 + 1), Ember Wretch is a new card
    with pytest.raises(InvalidSetup, match=r"RPR-deck-1"):
        _genesis([deck[1:] + ["RPR-060"], deck])  # no Creed
    arch = ["RPR-002" if c == "RPR-001" else c for c in SAMPLE_DECKS["ember-gloam"]]
    with pytest.raises(InvalidSetup, match=r"RPR-arch"):
        _genesis([arch, deck])


def test_setup_asks_for_two_sided_faces_as_laid_out_then_shuffles_deals_five_and_picks_a_first_player():
    """RPR-setup-face: "Each player lays their Reaper, Scythe and Creed out in front of them,
    then shuffles their Grimoire": a two-sided card's face is chosen as it is laid out, before
    any shuffle or draw, so no player has seen a card of their hand when choosing (reaper-5)."""
    g = _genesis([SAMPLE_DECKS["gloam-host"], SAMPLE_DECKS["ember-gloam"]])
    state = GAME.start(g)
    p = GAME.pending(state)
    assert [len(pl.hand) for pl in state.players] == [0, 0]  # nothing drawn, nothing shuffled
    assert [len(pl.angels) for pl in state.players] == [3, 3]
    assert isinstance(p, Decision) and p.rule == "RPR-setup-face" and p.seat == 0
    morrow = state.players[0].angels[1]
    assert {o.face for o in p.options} == {"RPR-003", "RPR-004"}
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), ChooseFace(seat=0, card=morrow, face="RPR-002"))
    assert err.value.rule == "RPR-setup-face"
    with pytest.raises(IllegalEvent) as err:  # the shuffle waits for the face
        GAME.apply(GAME.clone(state), Dealt(kind="shuffle", outcome=list(range(40))))
    assert err.value.rule == "RPR-sequence"
    state = GAME.apply(state, ChooseFace(seat=0, card=morrow, face="RPR-004"))
    assert state.cards[morrow] == "RPR-004"
    # Vessa's other face is an Arch card: nobody is asked; the shuffles and hands follow
    state, p = _run_to_decision(state)
    assert sorted(len(pl.hand) for pl in state.players) == [5, 6]
    assert state.turn == 1 and len(state.players[state.active].hand) == 6  # turn 1 draws too


def test_reaper_4_matches_keep_asking_for_faces_after_the_opening_hands():
    """reaper-4 asked for the faces after both opening hands were drawn; a match recorded
    under it folds so still."""
    old = GAME.for_rules("reaper-4")
    g = old.genesis(["Ada", "Bo"], [SAMPLE_DECKS["gloam-host"], SAMPLE_DECKS["ember-gloam"]], COMMIT)
    assert g.rules_version == "reaper-4"
    state, p = _run_to_decision(old.start(g))
    assert [len(pl.hand) for pl in state.players] == [5, 5]
    assert isinstance(p, Decision) and p.rule == "RPR-setup-face" and p.seat == 0
    state = old.apply(state, p.options[0])
    p = old.pending(state)
    assert isinstance(p, Chance) and p.kind == "coin"


def test_drawing_from_an_empty_grimoire_skips_by_default_and_loses_under_the_option():
    from rpr_helpers import table
    from engine.games.reaper.events import EndTurn
    from engine.protocol import Over
    s = table({}, {"grimoire": []})
    s = GAME.apply(s, EndTurn(seat=0))
    assert isinstance(GAME.pending(s), Decision) and s.active == 1
    s = table({}, {"grimoire": []}, empty_grimoire="lose")
    s = GAME.apply(s, EndTurn(seat=0))
    over = GAME.pending(s)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "RPR-empty-grimoire"


@pytest.mark.parametrize("empty", ["skip", "lose"])
def test_a_card_that_draws_from_an_empty_grimoire_draws_nothing_under_either_setting(empty):
    """RPR-empty-grimoire's option is the start of turn's draw: Ada's Shade Thief (exhaust to
    draw a card) and Grave Whisper (draw two) with an empty Grimoire draw nothing, and the
    match goes on under "lose" too, until her next turn's draw."""
    from rpr_helpers import act, card, decision, pass_all, table
    from engine.games.reaper.events import Activate, EndTurn, Play
    from engine.protocol import Over
    s = table({"grimoire": [], "thralls": ["Shade Thief"], "hand": ["Grave Whisper"],
               "souls": [{"card": "Kindle", "owner": 1, "face_up": True}],  # burned to Bo's
               "angels": ["Creed of Many Veils", "Morrow", "Duskmourn"]},
              {"grimoire": ["Foam Sprite"]}, empty_grimoire=empty)
    s = act(s, Activate(seat=0, card=card(s, "Shade Thief")))
    s = act(s, Play(seat=0, card=card(s, "Grave Whisper"), burn=[card(s, "Kindle")]))
    assert not s.over and s.players[0].hand == [] and isinstance(GAME.pending(s), Decision)
    s = pass_all(act(s, EndTurn(seat=0)))
    s = act(s, EndTurn(seat=1))  # Ada's turn: its draw finds the Grimoire empty
    if empty == "lose":
        over = GAME.pending(s)
        assert isinstance(over, Over) and over.winner == 1 and over.rule == "RPR-empty-grimoire"
    else:
        assert decision(s).seat == 0 and s.players[0].hand == []


def test_the_face_choice_names_a_card_whose_sides_share_a_name_once():
    """Morrow's two sides are both "Morrow": the options read "starts Morrow as Morrow, Reaper
    of the Long Night", not the name of the side it shows now followed by the other side."""
    g = _genesis([SAMPLE_DECKS["gloam-host"], SAMPLE_DECKS["ember-gloam"]])
    state, p = _run_to_decision(GAME.start(g))
    texts = sorted(GAME.describe(state, o) for o in p.options)
    assert texts == ["Ada starts Morrow as Morrow, Reaper of the Gloam",
                     "Ada starts Morrow as Morrow, Reaper of the Long Night"]


def _fifty(deck):
    """The sample deck's Grimoire grown to 50 cards with ten more legal copies (each title
    kept within its Max Grimoire Pages)."""
    more = ["RPR-042"] * 2 + ["RPR-053"] * 4 + ["RPR-057"] * 3 + ["RPR-080"]
    grown = list(deck) + more
    assert len(grown) - 3 == 50
    return grown


@pytest.mark.parametrize("size", [None, 40, 50])
def test_the_grimoire_size_is_forty_by_default_and_fifty_under_the_option(size):
    """RPR-deck-size: Setup says fifty, Deck Building forty; the engine plays forty and option
    `grimoire_size` plays the other. A deck is held to the size in force both ways: with
    forty, a fifty-card Grimoire is refused; with fifty, it is legal and the match deals from
    all fifty (five to each hand, forty-five left), and a forty-card one is refused."""
    forty = SAMPLE_DECKS["ember-gloam"]
    fifty = _fifty(forty)
    options = {} if size is None else {"grimoire_size": size}
    good, bad = (fifty, forty) if size == 50 else (forty, fifty)
    with pytest.raises(InvalidSetup, match=rf"not {size or 40} \[RPR-deck-size\]"):
        _genesis([bad, good], **options)
    state, _ = _run_to_decision(GAME.start(_genesis([good, good], **options)))
    left = (size or 40) - 5
    first = state.active  # five each, and the first player's draw for turn 1
    assert [len(p.hand) for p in state.players] == [6 if s == first else 5 for s in (0, 1)]
    assert [len(p.grimoire) for p in state.players] == [left - (s == first) for s in (0, 1)]


def test_option_strict_decks_off_lets_a_grimoire_of_any_size_and_copies_through_but_not_the_angels():
    """Option strict_decks (default on) holds a Grimoire to RPR-deck-size and RPR-deck-pages;
    off (a table trying cards out), ten cards with four Maelstrom Serpents (Max Grimoire Pages
    1) are played, but the three Angel cards (RPR-deck-1) and what may go in a Grimoire
    (RPR-deck-grimoire) still hold."""
    angels = ["RPR-020", "RPR-005", "RPR-014"]
    odd = angels + ["RPR-066"] * 4 + ["RPR-060"] * 6
    with pytest.raises(InvalidSetup, match=r"RPR-deck-size"):
        _genesis([odd, odd])
    with pytest.raises(InvalidSetup, match=r"RPR-deck-pages"):
        _genesis([odd, odd], grimoire_size=10)
    state = GAME.start(_genesis([odd, odd], strict_decks=False))
    assert [len(p.grimoire) for p in state.players] == [10, 10]
    with pytest.raises(InvalidSetup, match=r"RPR-deck-1"):
        _genesis([odd[1:], odd], strict_decks=False)  # no Creed
    with pytest.raises(InvalidSetup, match=r"RPR-deck-1"):
        _genesis([odd + ["RPR-015"], odd], strict_decks=False)  # a second Scythe
    with pytest.raises(InvalidSetup, match=r"RPR-deck-grimoire"):
        _genesis([odd + ["RPR-047"], odd], strict_decks=False)  # Smoulder Grub's back face
