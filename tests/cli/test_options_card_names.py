"""`options` names each card of a decision as the deciding seat sees it, where the rules' words
for the event would not (a card placed face down)."""

import json


def test_a_face_down_champion_is_named_to_its_player_in_options_not_in_the_log(run):
    """Sceptre's first Champion goes into combat face down: the words of the event do not
    name it, but the player choosing which one reads each option's card by name, as their own view
    shows their hand."""
    assert run("new", "sceptre", "--seed", "2").exit_code == 0
    shown = json.loads(run("show", "1", "--as", "0", "--json").output)
    hand = next(z for z in shown["view"]["seats"][0]["zones"] if z["name"] == "hand")
    names = {c["id"]: c["name"] for c in hand["cards"]}
    opts = json.loads(run("options", "1", "--json").output)["options"]
    assert len(opts) > 1 and all(o["event"]["type"] == "place-starter" for o in opts)
    for o in opts:
        card = o["event"]["card"]
        assert o["text"].endswith(f"[card {names[card]}#{card}]"), o["text"]
    # recorded, the placement stays hidden from the other seat: its log names no card there
    chosen = names[opts[0]["event"]["card"]]
    assert run("decide", "1", "0").exit_code == 0
    theirs = json.loads(run("log", "1", "--as", "1", "--json").output)[-1]
    assert theirs["event"] == {"type": "place-starter", "card": None, "seat": 0}
    assert chosen not in json.dumps(theirs)
    ours = json.loads(run("log", "1", "--as", "0", "--json").output)[-1]
    assert chosen in json.dumps(ours)
