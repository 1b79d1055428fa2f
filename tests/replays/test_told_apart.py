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
