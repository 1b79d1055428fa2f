"""The story of an event: what it did, told from the views before and after it."""

from engine.views import CardView, SeatView, View, ZoneView
from replays.story import consequences


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
    before = _view({"battle line": [(1, "Anox", ()), (2, "Vix", ())], "discard pile": []},
                   {"score pile": [], "hand": 2})
    after = _view({"battle line": [], "discard pile": [(1, "Anox", ())]},
                  {"score pile": [(2, "Vix", ())], "hand": 2})
    assert consequences(before, after) == [
        "Anox is destroyed (Ada's battle line to Ada's discard pile)",
        "Vix is scored (Ada's battle line to Bo's score pile)",
    ]


def test_hidden_draws_are_counted_not_named_and_states_and_keys_are_told():
    before = _view({"battle line": [(1, "Anox", ("ready",))]}, {"hand": 3, "deck": 10},
                   stats1={"keys": 1, "Æmber": 7})
    after = _view({"battle line": [(1, "Anox", ("stunned",))]}, {"hand": 5, "deck": 8},
                  stats1={"keys": 2, "Æmber": 1})
    assert consequences(before, after) == [
        "Anox is now stunned, no longer ready",
        "Bo draws 2 cards unseen",
        "Bo forges a key (keys 1 to 2)",
        "Bo's Æmber: 7 to 1",
    ]


def test_a_card_played_from_a_hidden_hand_is_not_also_told_as_lost():
    before = _view({"hand": []}, {"hand": 3, "battle line": []})
    after = _view({"hand": []}, {"hand": 2, "battle line": [(9, "Pokets", ())]})
    assert consequences(before, after) == []  # the event's own words say Bo played Pokets

