"""log, show and matches tell what happened and how the match ended, the same way."""

import json


def test_log_tells_consequences_and_the_end_as_show_and_matches_do(run):
    m = json.loads(run("simulate", "keyforge", "-n", 1, "--seed", 2, "--json").stdout)["matches"][0]
    rows = json.loads(run("log", m, "--json").stdout)
    told = [line for r in rows for line in r["consequences"]]
    assert any(" forges a key (keys " in line for line in told)
    assert any(" is drawn (" in line for line in told)
    outcome = json.loads(run("show", m, "--json").stdout)["outcome"]
    ends = [line for line in told if line.startswith("Over: ")]
    assert ends == [f"Over: {outcome['text']}"]
    assert rows[-1]["event"]["type"] == "reveal" and ends[0] in rows[-2]["consequences"]
    assert f"Over: {outcome['text']}" in run("show", m).stdout
    seat_rows = json.loads(run("log", m, "--as", 1, "--json").stdout)
    seat_told = [line for r in seat_rows for line in r["consequences"]]
    assert any(line.startswith("Agent A draws ") and line.endswith(" unseen") for line in seat_told)


def _drawn_by(rows: list[dict], player: str) -> list[int]:
    """Per event: how many cards the whole log tells `player` drew (from a draw pile, or from
    a discard pile a shuffle made the new deck)."""
    import re
    drawn = re.compile(rf" is drawn \(.* to {re.escape(player)}'s hand\)$")
    return [sum(1 for line in r["consequences"] if drawn.search(line)) for r in rows]


def _told_drawn(rows: list[dict], player: str) -> list[int]:
    """Per event: the draws a seat is told `player` made, unseen ("draws 2 cards unseen") or
    named (a card the seat knows, Reaper's Soul both players saw burned: "is drawn (...)")."""
    import re
    said = re.compile(rf"{re.escape(player)} draws (\d+) cards? unseen")
    unseen = [sum(int(m.group(1)) for line in r["consequences"] if (m := said.fullmatch(line)))
              for r in rows]
    return [u + named for u, named in zip(unseen, _drawn_by(rows, player))]


def test_an_opponent_is_told_how_many_cards_a_player_drew_whatever_else_left_the_hand(run):
    """Grave Whisper (Reaper) is played from the hand and draws two: its player's opponent
    reads 'draws 2 cards unseen', not the hand's net change of one; and in every game, every
    event tells a seat as many draws of the other player as the whole log names (unseen, or by
    name a card the seat knows: reaper-7)."""
    assert run("simulate", "reaper", "-n", 1, "--seed", 11).exit_code == 0
    whole = json.loads(run("log", 1, "--json").stdout)
    seat1 = json.loads(run("log", 1, "--as", 1, "--json").stdout)
    whispers = [r["seq"] for r in whole if r["event"].get("type") == "play"
                and r["text"].startswith("Agent A plays Grave Whisper")]
    assert whispers
    for seq in whispers:
        assert "Agent A draws 2 cards unseen" in seat1[seq]["consequences"]
        assert _drawn_by(whole, "Agent A")[seq] == 2
    for n, game in enumerate(["ardent-reapers", "keyforge", "sceptre", "ascendant"], start=2):
        assert run("simulate", game, "-n", 1, "--seed", 7).exit_code == 0
    for m in range(1, 6):
        whole = json.loads(run("log", m, "--json").stdout)
        for seat, other in ((0, "Agent B"), (1, "Agent A")):
            seen = json.loads(run("log", m, "--as", seat, "--json").stdout)
            assert _told_drawn(seen, other) == _drawn_by(whole, other), (m, seat)
            # a card the seat saw in play going back to a hand is named in either hand
            assert [sorted(x for x in r["consequences"] if " is returned to hand (" in x)
                    for r in seen] == \
                [sorted(x for x in r["consequences"] if " is returned to hand (" in x)
                 for r in whole], (m, seat)


PINPOINT = {
    "players": ["Ada", "Bo"], "active": 0, "turn": 3, "first": 0,
    "seats": [{"deck": ["Tessa", "Roxxy", "Yearn"], "hand": ["Pinpoint", "Vix"],
               "battle_line": [["Renegade", "Active"]]},
              {"deck": ["Jater", "Roat", "Yewcha"], "hand": ["Anox", "Moth", "Millipede"],
               "battle_line": [["Pokets", "Active"]]}],
}


def test_pinpoint_tells_both_players_the_hand_it_revealed_the_kept_cards_too(run, tmp_path):
    """AR-card-pinpoint: "Your opponent reveals their hand": once Ada has chosen the number,
    she knows every card of Bo's hand, so her log (and her replay page) names the cards that
    stay in it, not only the one discarded; Bo's log tells the same. Before the choice nothing
    of Bo's hand is named to Ada, in the options or in the log."""
    f = tmp_path / "pinpoint.json"
    f.write_text(json.dumps(PINPOINT))
    m = json.loads(run("new", "ardent-reapers", "--position", f, "--json").stdout)["match"]
    assert run("decide", m, "Pinpoint").exit_code == 0
    before = run("options", m).stdout + run("log", m, "--as", 0).stdout
    assert not any(name in before for name in ("Anox", "Moth", "Millipede"))
    assert run("decide", m, json.dumps({"type": "choose", "seat": 0, "number": -1})).exit_code == 0
    shown = "Bo reveals their hand: Anox, Moth and Millipede"
    for seat in (None, 0, 1):
        rows = json.loads(run("log", m, "--json", *(() if seat is None else ("--as", seat))).stdout)
        assert rows[2]["consequences"][0] == shown, (seat, rows[2])
        assert any(line.startswith("Moth is discarded") for line in rows[2]["consequences"])
    page = tmp_path / "ada.html"
    assert run("html", m, "--as", 0, "-o", page).exit_code == 0
    assert shown in page.read_text()
