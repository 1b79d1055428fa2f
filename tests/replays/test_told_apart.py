"""Options whose words are the same carry what tells them apart."""

from replays.legal import Option, _told_apart


def test_two_copies_fighting_the_same_target_are_told_apart_by_instance():
    same = "Alice's Roxxy fights Vile Bear"
    opts = [Option(2, {"type": "fight", "seat": 0, "attackers": [5], "targets": [20]}, same),
            Option(4, {"type": "fight", "seat": 0, "attackers": [4], "targets": [20]}, same),
            Option(5, {"type": "end-step", "seat": 0}, "Alice ends the step")]
    told = _told_apart(opts)
    assert [o.text for o in told] == [f"{same} [attackers #5]", f"{same} [attackers #4]",
                                      "Alice ends the step"]


def test_a_card_field_names_its_card_as_the_deciding_seat_sees_it():
    same = "Player 0 places a Champion into combat, face down"
    opts = [Option(0, {"type": "place-starter", "seat": 0, "card": 9, "slot": 1}, same),
            Option(1, {"type": "place-starter", "seat": 0, "card": 14, "slot": 2}, same),
            Option(2, {"type": "place-starter", "seat": 0, "card": 10, "slot": 3}, same)]
    # card 10 is not among the names (a card the deciding seat cannot see); `slot` is no card
    # field, so its numbers stay numbers even where a card has that number
    seen = {9: "Cinder Marshal", 14: "Granite Bulwark", 1: "Stone Page"}
    told = _told_apart(opts, frozenset({"card"}), lambda: seen)
    assert [o.text for o in told] == [f"{same} [card Cinder Marshal#9, slot #1]",
                                      f"{same} [card Granite Bulwark#14, slot #2]",
                                      f"{same} [card #10, slot #3]"]


def test_names_are_not_looked_up_when_every_option_reads_differently():
    def never() -> dict:
        raise AssertionError("the view was built for options that need no telling apart")

    opts = [Option(0, {"type": "play", "seat": 0, "card": 3}, "Alice plays Anox"),
            Option(1, {"type": "end-step", "seat": 0}, "Alice ends the step")]
    assert [o.text for o in _told_apart(opts, frozenset({"card"}), never)] == [
        "Alice plays Anox", "Alice ends the step"]
