"""The story of an event: what it did, told from the views before and after it, in the words
the game declares (`Game.words`)."""

import ast
from pathlib import Path

import msgspec

import replays
from engine.registry import game_ids, get_game
from engine.views import CardView, SeatView, View, ZoneView
from engine.words import Told, Words, stat_label
from replays.story import Sight, consequences, told

WORDS = Words(stats={"keys": Told(up="{who} forges {a} key{s} ({label} {old} to {new})"),
                     "amber": Told(label="Æmber", up="{who} gains {n} Æmber",
                                   down="{who} loses {n} Æmber"),
                     "house": Told(quiet=True)},
              tags={"damage #": Told(up="{who} is dealt {n} damage")},
              arrive={"hand": "drawn", "score pile": "scored", "discard pile": "discarded"},
              leave_play={"discard pile": "destroyed"}, in_play=("battle line",),
              hands=("hand",))


def _view(seat0: dict, seat1: dict, stats0=None, stats1=None) -> View:
    """A two-seat view from {zone: [(id, name, tags)] or a hidden count}."""
    def zones(spec):
        out = []
        for name, cards in spec.items():
            if isinstance(cards, int):
                out.append(ZoneView(name, [CardView(hidden=True) for _ in range(cards)], cards, False))
            else:
                out.append(ZoneView(name, [CardView(i, n, list(t)) for i, n, t in cards], len(cards)))
        return out
    return View("g", 3, 0, "main", [SeatView(0, "Ada", zones(seat0), stats0 or {}),
                                    SeatView(1, "Bo", zones(seat1), stats1 or {})])


def test_a_creature_leaving_play_for_the_discard_pile_is_destroyed_and_one_scored_is_scored():
    before = _view({"battle line": [(1, "Anox", ()), (2, "Vix", ())], "discard pile": [],
                    "hand": [(3, "Pip", ())]}, {"score pile": [], "hand": 2})
    after = _view({"battle line": [], "discard pile": [(1, "Anox", ()), (3, "Pip", ())],
                   "hand": []}, {"score pile": [(2, "Vix", ())], "hand": 2})
    assert consequences(before, after, WORDS) == [
        "Anox is destroyed (Ada's battle line to Ada's discard pile)",
        "Pip is discarded (Ada's hand to Ada's discard pile)",
        "Vix is scored (Ada's battle line to Bo's score pile)",
    ]
    # without the game's words a move is only a move
    assert consequences(before, after)[0] == "Anox moves (Ada's battle line to Ada's discard pile)"


def test_hidden_draws_are_counted_not_named_and_states_keys_and_counters_are_told():
    before = _view({"battle line": [(1, "Anox", ("ready", "damage 1"))]}, {"hand": 3, "deck": 10},
                   stats1={"keys": 1, "amber": 7, "house": "Mars"})
    after = _view({"battle line": [(1, "Anox", ("stunned", "damage 4"))]}, {"hand": 5, "deck": 8},
                  stats1={"keys": 2, "amber": 1, "house": "Dis"})
    assert consequences(before, after, WORDS) == [
        "Anox is now stunned, no longer ready",
        "Anox is dealt 3 damage",
        "Bo draws 2 cards unseen",
        "Bo forges a key (keys 1 to 2)",
        "Bo loses 6 Æmber",
    ]
    assert consequences(before, after)[-3:] == ["Bo's keys: 1 to 2", "Bo's amber: 7 to 1",
                                               "Bo's house: Mars to Dis"]


def test_a_card_played_from_a_hidden_hand_is_not_also_told_as_lost():
    before = _view({"hand": []}, {"hand": 3, "battle line": []})
    after = _view({"hand": []}, {"hand": 2, "battle line": [(9, "Pokets", ())]})
    assert consequences(before, after, WORDS) == []  # the event's own words say Bo played Pokets


def test_every_game_declares_the_words_of_its_counters_and_zones():
    """Each game's stat keys are stable snake_case keys with a word for what a change means,
    and every zone a card can move into has its word, so nothing is told as a bare 'moves'."""
    for gid in game_ids():
        game = get_game(gid)
        words = game.words()
        from replays.simulate import default_decks
        genesis = game.genesis(["A", "B"], default_decks(game, 1, 2), "0" * 64)
        view = game.view(game.start(genesis), None)
        for seat in view.seats:
            for key in seat.stats:
                assert key.isascii() and key == key.lower() and " " not in key, (gid, key)
                told = words.stats.get(key)
                assert told is not None and (told.up or told.down or told.set or told.quiet
                                             or told.label), (gid, key)
            for zone in seat.zones:
                assert zone.name in words.arrive or zone.name in words.passing, (gid, zone.name)
        zones = {z.name for s in view.seats for z in s.zones}
        assert set(words.in_play) <= zones and words.hands and set(words.hands) <= zones, gid


def test_stat_labels_are_the_declared_rules_word_else_the_key_with_spaces():
    assert stat_label(WORDS, "amber") == "Æmber"
    assert stat_label(WORDS, "key_cost") == "key cost"
    assert stat_label(get_game("keyforge").words(), "amber") == "Æmber"
    assert stat_label(get_game("sceptre").words(), "blood_cards") == "Blood Cards"


def test_replays_tell_stories_without_knowing_any_game_by_its_zones_or_counters():
    """The words live in the games: replays/ holds no game's zone or stat names as strings."""
    names = set()
    for gid in game_ids():
        words = get_game(gid).words()
        names |= {k for k in [*words.arrive, *words.leave_play]}
        names |= {t.label for t in words.stats.values() if t.label}
    root = Path(replays.__file__).parent
    found = []
    for path in sorted(root.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and node.value in names:
                found.append((path.name, node.value))
    assert found == []


def test_many_cards_of_one_zone_gaining_one_state_are_told_in_one_line():
    """A KeyForge match at a table starts by making every deck card unseen: one line per zone,
    not one per card; a few cards changing alike are still named, and counters stay per card."""
    deck = [(i, f"Card{i}", ()) for i in range(1, 6)]
    before = _view({"deck": deck, "battle line": [(10, "Anox", ()), (11, "Vix", ())]},
                   {"deck": [(20, "Pip", ()), (21, "Moth", ())]})
    after = _view({"deck": [(i, n, ("unseen",)) for i, n, _ in deck],
                   "battle line": [(10, "Anox", ("stunned",)), (11, "Vix", ("damage 2",))]},
                  {"deck": [(20, "Pip", ("unseen",)), (21, "Moth", ("unseen",))]})
    assert consequences(before, after, WORDS) == [
        "5 cards in Ada's deck are now unseen",
        "Anox is now stunned",
        "Vix is dealt 2 damage",
        "Pip is now unseen",
        "Moth is now unseen",
    ]


def test_a_seat_is_told_which_cards_came_into_its_own_hand_and_only_counts_of_others():
    """Seat 0's view: its deck is face down, its hand open; Bo's hand is hidden from it."""
    before = _view({"deck": 5, "hand": [(1, "Anox", ())]}, {"deck": 5, "hand": 1})
    after = _view({"deck": 3, "hand": [(1, "Anox", ()), (7, "Vix", ()), (8, "Pip", ())]},
                  {"deck": 4, "hand": 2})
    assert consequences(before, after, WORDS) == [
        "Vix comes into Ada's hand",
        "Pip comes into Ada's hand",
        "Bo draws 1 card unseen",
    ]
    # a card of the hand turned face up in place (the hand does not grow) is not new to it
    hidden = _view({"hand": 2}, {"hand": 0})
    shown = _view({"hand": [(3, "Moth", ()), (4, "Turp", ())]}, {"hand": 0})
    assert consequences(hidden, shown, WORDS) == []


def test_a_seat_playing_a_card_that_draws_two_is_told_both_cards_it_drew():
    """Grave Whisper (Reaper) is played from the hand and draws two: the hand grows by one,
    but both drawn cards are new to it and the player reviewing the game is told both."""
    before = _view({"deck": 5, "hand": [(1, "Grave Whisper", ()), (2, "Anox", ())],
                    "discard pile": []}, {"deck": 5, "hand": 1})
    after = _view({"deck": 3, "hand": [(2, "Anox", ()), (7, "Vix", ()), (8, "Pip", ())],
                   "discard pile": [(1, "Grave Whisper", ())]}, {"deck": 5, "hand": 1})
    assert consequences(before, after, WORDS) == [
        "Grave Whisper is discarded (Ada's hand to Ada's discard pile)",
        "Vix comes into Ada's hand",
        "Pip comes into Ada's hand",
    ]
    # a card turned face up in a hand while another is played is still not new to it
    hidden = _view({"hand": [(1, "Moth", ())], "discard pile": []}, {"hand": 0})
    hidden.seats[0].zones[0].cards.append(CardView(hidden=True))
    hidden.seats[0].zones[0].count = 2
    shown = _view({"hand": [(4, "Turp", ())], "discard pile": [(1, "Moth", ())]}, {"hand": 0})
    assert consequences(hidden, shown, WORDS) == [
        "Moth is discarded (Ada's hand to Ada's discard pile)"]


def test_a_card_taken_back_from_a_discard_pile_is_put_into_the_hand_not_drawn():
    """Only a card from a draw pile is drawn; one from anywhere else is put into the hand."""
    words = Words(arrive={"hand": "drawn"}, hands=("hand",), draw_piles=("deck",))
    before = _view({"deck": [(1, "Anox", ())], "discard pile": [(2, "Vix", ())], "hand": []},
                   {"hand": 0})
    after = _view({"deck": [], "discard pile": [], "hand": [(1, "Anox", ()), (2, "Vix", ())]},
                  {"hand": 0})
    assert consequences(before, after, words) == [
        "Anox is drawn (Ada's deck to Ada's hand)",
        "Vix is put into the hand (Ada's discard pile to Ada's hand)",
    ]
    # a game that names no draw pile keeps telling every arrival in a hand as drawn
    assert consequences(before, after, WORDS)[1] == "Vix is drawn (Ada's discard pile to Ada's hand)"


def test_a_card_from_a_zone_that_feeds_the_draw_pile_reaching_the_hand_is_drawn():
    """A game declares the zones whose cards leave only for a draw pile (`Words.feeds`:
    Reaper's burned Souls go to the bottom of the Grimoire): one that reaches a hand in the
    same event went through the pile and was drawn; a discard pile still puts a card there."""
    words = Words(arrive={"hand": "drawn"}, hands=("hand",), draw_piles=("deck",),
                  feeds=("soul pool",))
    before = _view({"deck": [], "soul pool": [(1, "Anox", ())], "discard pile": [(2, "Vix", ())],
                    "hand": []}, {"hand": 0})
    after = _view({"deck": [], "soul pool": [], "discard pile": [],
                   "hand": [(1, "Anox", ()), (2, "Vix", ())]}, {"hand": 0})
    assert consequences(before, after, words) == [
        "Anox is drawn (Ada's soul pool to Ada's hand)",
        "Vix is put into the hand (Ada's discard pile to Ada's hand)",
    ]


def _seen_by_ada(seat0: dict, seat1: dict, hidden=("hand", "deck", "archives")) -> Sight:
    """A position from {zone: [(id, name)]} for both seats, sighted as Ada (seat 0) sees it:
    Bo's zones named in `hidden` show face-down cards; the whole view says where each is."""
    def zones(spec, hide):
        return [ZoneView(z, [CardView(hidden=True) if z in hide else CardView(i, n)
                             for i, n in cards], len(cards), z not in hide)
                for z, cards in spec.items()]

    def view(hide1, as_seat):
        return View("g", 3, 0, "main", [SeatView(0, "Ada", zones(seat0, ())),
                                        SeatView(1, "Bo", zones(seat1, hide1))], as_seat)
    return Sight(view(hidden, 0), view((), None))


HIDDEN_WORDS = Words(arrive={"hand": "drawn", "discard": "discarded", "thralls": "put into play"},
                     leave_play={"discard": "killed", "hand": "returned to hand"},
                     in_play=("thralls",), hands=("hand",), draw_piles=("deck",))


def test_a_card_played_that_draws_two_is_told_to_the_opponent_as_two_cards_drawn_unseen():
    """Grave Whisper (Reaper): Bo plays it from a hidden hand and draws two. The hand grows by
    one; the opponent is told how many were drawn (two), never which."""
    before = _seen_by_ada({"thralls": []}, {"deck": [(20, "Vix"), (21, "Pip"), (22, "Moth")],
                                             "hand": [(10, "Grave Whisper"), (11, "Anox")],
                                             "discard": []})
    after = _seen_by_ada({"thralls": []}, {"deck": [(22, "Moth")],
                                            "hand": [(11, "Anox"), (20, "Vix"), (21, "Pip")],
                                            "discard": [(10, "Grave Whisper")]})
    told_ = told(before, after, HIDDEN_WORDS)
    assert told_ == ["Grave Whisper is discarded (Bo's hand to Bo's discard)",
                     "Bo draws 2 cards unseen"]
    assert not any(name in line for line in told_ for name in ("Vix", "Pip", "Anox"))
    # the net change alone (no whole view to say where the cards went) told one
    assert told(Sight(before.view), Sight(after.view), HIDDEN_WORDS) == ["Bo draws 1 card unseen"]


def test_a_card_returned_to_a_hidden_hand_from_play_is_named_not_drawn():
    """The opponent saw the Thrall in play: it is told returned to Bo's hand, by name."""
    before = _seen_by_ada({}, {"deck": [(20, "Vix")], "hand": [(11, "Anox")],
                               "thralls": [(12, "Pokets")]})
    after = _seen_by_ada({}, {"deck": [(20, "Vix")], "hand": [(11, "Anox"), (12, "Pokets")],
                              "thralls": []})
    assert told(before, after, HIDDEN_WORDS) == [
        "Pokets is returned to hand (Bo's thralls to Bo's hand)"]


def test_after_a_shuffle_a_card_seen_in_the_discard_pile_and_drawn_is_counted_not_named():
    """AR-draw-reshuffle: Bo's discard pile is shuffled into a new deck and Bo draws on. The
    reader saw the pile's cards, not which of them the shuffle put on top: counted only."""
    before = _seen_by_ada({}, {"deck": [], "hand": [(11, "Anox")],
                               "discard": [(12, "Pokets"), (13, "Turp"), (14, "Moth")]})
    after = _seen_by_ada({}, {"deck": [(13, "Turp"), (14, "Moth")],
                              "hand": [(11, "Anox"), (12, "Pokets")], "discard": []})
    told_ = told(before, after, HIDDEN_WORDS, dealt=True)
    assert told_ == ["Bo draws 1 card unseen"]
    assert not any("Pokets" in line for line in told_)
    # the same move with no shuffle (the pile held one card: it is the deck as it is) names it
    assert "Pokets" in told(before, after, HIDDEN_WORDS)[0]


def test_hidden_cards_moving_between_a_hand_and_other_hidden_zones_are_counted_by_place():
    """Taking archives into the hand is not a draw; a draw of nothing from an empty deck is
    not told; a card leaving the hand face down says where it went."""
    before = _seen_by_ada({}, {"deck": [], "hand": [(11, "Anox"), (12, "Vix")],
                               "archives": [(13, "Pip"), (14, "Moth")]})
    after = _seen_by_ada({}, {"deck": [(12, "Vix")], "hand": [(11, "Anox"), (13, "Pip"),
                                                               (14, "Moth")], "archives": []})
    assert told(before, after, HIDDEN_WORDS) == [
        "2 cards go from Bo's archives into Bo's hand, unseen",
        "1 card goes from Bo's hand to Bo's deck, unseen"]
    assert told(before, before, HIDDEN_WORDS) == []


def test_a_card_from_a_hidden_hand_attached_where_the_reader_sees_it_is_not_lost_unseen():
    """Sceptre: Bo attaches a Silver Coin from the hand to a Champion in combat: the reader
    sees the Coin there, so nothing is told lost (the event's words say what happened)."""
    def pair(hand, attached):
        whole = View("g", 3, 0, "main", [SeatView(0, "Ada", []), SeatView(1, "Bo", [
            ZoneView("hand", [CardView(i, n) for i, n in hand], len(hand)),
            ZoneView("combat", [CardView(5, "Iron Matriarch", attached=[CardView(i, n) for i, n in attached])], 1)])])
        seat = msgspec.structs.replace(whole, as_seat=0, seats=[whole.seats[0], msgspec.structs.replace(
            whole.seats[1], zones=[ZoneView("hand", [CardView(hidden=True) for _ in hand], len(hand), False),
                                   whole.seats[1].zones[1]])])
        return Sight(seat, whole)
    before, after = pair([(7, "Silver Coin"), (8, "Pip")], []), pair([(8, "Pip")], [(7, "Silver Coin")])
    assert told(before, after, HIDDEN_WORDS) == []
    assert told(Sight(before.view), Sight(after.view), HIDDEN_WORDS) == ["Bo loses 1 card unseen"]


def test_the_whole_story_tells_a_card_drawn_after_its_discard_pile_was_shuffled_as_drawn():
    """AR-draw-reshuffle in the dealer's event: the discard pile becomes the new deck and the
    draw goes on from it; told to the omniscient reader as drawn, not put into the hand. A card
    taken back from a discard pile with no shuffle is still put into the hand."""
    def whole(deck, hand, discard):
        return Sight(_view({"deck": deck, "hand": hand, "discard": discard}, {}))
    before = whole([], [(11, "Anox", ())], [(12, "Pokets", ()), (13, "Turp", ())])
    after = whole([(13, "Turp", ())], [(11, "Anox", ()), (12, "Pokets", ())], [])
    told_ = told(before, after, HIDDEN_WORDS, dealt=True)
    assert "Pokets is drawn (Ada's discard to Ada's hand)" in told_
    assert "Turp is put into the deck (Ada's discard to Ada's deck)" in told_ or \
        "Turp moves (Ada's discard to Ada's deck)" in told_
    assert "Pokets is put into the hand (Ada's discard to Ada's hand)" in \
        told(before, after, HIDDEN_WORDS)


def test_a_card_an_ability_discards_from_a_hidden_hand_is_told_as_the_whole_log_tells_it():
    """Pinpoint (Ardent Reapers) makes Bo discard Moth from his hand: Ada sees Moth arrive in
    Bo's discard pile and his hand shrink, so her log tells the move as the whole log does,
    and no card that stays hidden (Anox in the hand, the deck's Vix) is named or counted."""
    def at(hand0, hand1, discard1, hidden=("hand", "deck", "archives")):
        return _seen_by_ada({"hand": hand0}, {"deck": [(20, "Vix")], "hand": hand1,
                                              "discard": discard1}, hidden)

    before = at([(1, "Pinpoint")], [(10, "Moth"), (11, "Anox")], [])
    after = at([], [(11, "Anox")], [(10, "Moth")])
    line = "Moth is discarded (Bo's hand to Bo's discard)"
    assert told(before, after, HIDDEN_WORDS) == [line]
    whole = told(Sight(at([(1, "Pinpoint")], [(10, "Moth"), (11, "Anox")], [], ()).view),
                 Sight(at([], [(11, "Anox")], [(10, "Moth")], ()).view), HIDDEN_WORDS)
    assert whole[0] == line
