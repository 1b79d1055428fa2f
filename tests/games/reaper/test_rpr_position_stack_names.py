"""A written position's pending work names only cards the position holds and the two seats.

Found by the fault hunt (MATCHLOG_SOAK=1 of tests/reliability/test_damaged_files.py): a
`show --json` position of a match mid-attack with its `seats` removed kept a stack naming card
32; `new reaper --position` then failed inside the engine (exit 3) instead of refusing the
position in one line (exit 2)."""

import pytest

from rpr_helpers import GAME, decision

from engine.protocol import InvalidSetup

from test_rpr_loose19 import _attack


def _with(task_at: int, **fields) -> dict:
    """The guarded-attack position of test_rpr_loose19 with fields of one stack task replaced."""
    pos = _attack()
    pos["stack"][task_at] = {**pos["stack"][task_at], **fields}
    return pos


@pytest.mark.parametrize("task_at, fields, said", [
    (1, {"attacker": 32}, r"stack\[1\]: `attacker` names card 32, which this position does not hold \(it holds 5 cards\)"),
    (1, {"target": 5}, r"stack\[1\]: `target` names card 5"),
    (1, {"target": -1}, r"stack\[1\]: `target` names card -1"),
    (1, {"seat": 2}, r"stack\[1\]: `seat` must be seat 0 or 1, not 2"),
    (0, {"seat": -1}, r"stack\[0\]: `seat` must be seat 0 or 1, not -1"),
])
def test_a_stack_naming_a_card_or_seat_the_position_lacks_is_refused_in_one_line(task_at, fields, said):
    with pytest.raises(InvalidSetup, match=said):
        GAME.from_position(_with(task_at, **fields))


def test_damage_pending_on_a_card_the_position_lacks_is_refused_and_the_neighbour_is_read():
    """A Deal's hit names its Thrall by number: card 9 of a five-card position is refused; the
    same hit on Bo's Reef Crawler (card 3) is read and the attack waits on Bo's guard."""
    pos = _attack()
    pos["stack"].insert(2, {"task": "deal", "hits": [{"target": 9, "amount": 3, "dealer": 0}]})
    with pytest.raises(InvalidSetup, match=r"stack\[2\]: `hits.target` names card 9"):
        GAME.from_position(pos)
    pos["stack"][2]["hits"][0]["dealer"] = 7
    pos["stack"][2]["hits"][0]["target"] = 3
    with pytest.raises(InvalidSetup, match=r"`hits.dealer` must be seat 0 or 1, not 7"):
        GAME.from_position(pos)
    good = _attack()
    assert decision(GAME.from_position(good)).seat == 1


def test_the_position_of_the_fault_hunt_is_refused_not_a_bug(tmp_path):
    """The hunt's input through the command: one line, exit 2, nothing stored."""
    import json
    from typer.testing import CliRunner
    from cli.app import app
    db = str(tmp_path / "r.db")
    pos = _attack()
    pos["seats"] = [{}, {}]
    path = tmp_path / "p.json"
    path.write_text(json.dumps(pos))
    res = CliRunner().invoke(app, ["new", "reaper", "--position", str(path), "--db", db])
    assert res.exit_code == 2, res.output
    listed = CliRunner().invoke(app, ["matches", "--db", db])
    assert "matches 0" in listed.output or "no match" in listed.output.lower(), listed.output
    assert "names card 0, which this position does not hold (it holds 0 cards)" in res.output
    assert "internal error" not in res.output
