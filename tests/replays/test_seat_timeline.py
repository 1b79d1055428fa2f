"""A seat's timeline tells what the whole table saw: dice and coins (in words: a review copy
carries no outcome number), attacks declared on a seat by number. Cards hidden from the seat
and the dealer's shuffles are not told."""

from replays.history import load_history
from replays.simulate import simulate
from replays.timeline import timeline


def test_a_seat_sees_every_roll_and_every_declared_target_of_a_three_seat_ascendant_match(ledger):
    (match,) = simulate(ledger, "ascendant", 1, 13, seats=3)
    history = load_history(ledger, match)
    full = timeline(history, story=False)
    for seat in range(3):
        rows = timeline(history, as_seat=seat, story=False)
        assert len(rows) == len(full)
        rolls = declares = 0
        for whole, seen in zip(full, rows):
            if whole.event["type"] == "chance" and whole.event["kind"] == "shuffle":
                # the order of a hidden Arsenal: never shown to a seat
                assert seen.redacted and seen.text == "the dealer draws"
                assert "outcome" not in seen.event
            elif whole.event["type"] == "chance":  # a d20 rolled in the open
                rolls += 1
                assert " rolls " in whole.text
                assert seen.text == whole.text  # the face, in words
                assert seen.event == {"type": "chance", "kind": "d20"}  # a review copy: no outcome
            elif whole.event["type"] == "declare":  # "opponent" is a seat, not a card
                declares += 1
                assert (seen.text, seen.event) == (whole.text, whole.event)
        assert rolls > 20 and declares > 5

