"""Ardent Reapers through the CLI: positions (new --position, hand-written transcripts), deck
files, explaining decisions (options, decide, audit), looking up rules and cards, and
reproducible simulations with random decks."""

from __future__ import annotations

import json

import pytest

FILL0 = ["Tessa", "Roxxy", "Yearn", "Anox", "Millipede", "Greaser", "Roat", "Yewcha", "Dark Velum",
         "Pokets", "Brother Bear", "Vile Bear"]
FILL1 = ["Vix", "Jater", "Tessa", "Roxxy", "Yearn", "Anox", "Greaser", "Roat", "Yewcha",
         "Dark Velum", "Brother Bear", "Vile Bear", "Renegade"]

POSITION = {
    "players": ["Ada", "Bo"], "active": 0, "turn": 3, "first": 0,
    "seats": [
        {"deck": FILL0, "hand": ["Jater", "Tessa", "Roxxy"],
         "battle_line": [["Renegade #15", "Active"], ["Vix #16", "Dormant"]]},
        {"deck": FILL1, "hand": ["Anox", "Yearn", "Millipede"], "battle_line": [["Pokets #33", "Active"]]},
    ],
}


def _json(r):
    assert r.exit_code in (0, 1), r.output
    return json.loads(r.stdout)


def _simulated(run, n=1, seed=4):
    return _json(run("simulate", "ardent-reapers", "-n", n, "--seed", seed, "--json"))["matches"]


def test_new_from_a_position_file_reproduces_the_state_it_was_taken_from(run, tmp_path):
    [m] = _simulated(run)
    head = _json(run("show", m, "--json"))["seq"]
    for i, at in enumerate(sorted({1, 2, 5, head // 3, head // 2, head - 1, head})):
        shown = _json(run("show", m, "--at", at, "--json"))
        f = tmp_path / f"p{at}.json"
        # both shapes: the whole `show --json` output, or just its position
        f.write_text(json.dumps(shown if i % 2 else shown["position"]))
        r = run("new", "ardent-reapers", "--position", f, "--json")
        assert r.exit_code == 0, r.output
        m2 = _json(r)["match"]
        again = _json(run("show", m2, "--at", 0, "--json"))
        assert again["digest"] == shown["digest"], at
        assert again["position"] == shown["position"]
    assert run("verify", "--all").exit_code == 0


def test_new_refuses_a_bad_position_in_one_line(run, tmp_path):
    bad = json.loads(json.dumps(POSITION))
    bad["seats"][0]["hand"][0] = "Nobody Special"
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(bad))
    r = run("new", "ardent-reapers", "--position", f)
    assert r.exit_code == 2
    assert "unknown card 'Nobody Special' in seat 0's hand" in r.output
    assert len(r.output.strip().splitlines()) == 1


def _transcript(tmp_path, *events, name="judge.jsonl"):
    lines = [json.dumps({"matchlog": 1, "game": "ardent-reapers",
                         "genesis": {"players": ["Ada", "Bo"], "position": POSITION}})]
    lines += [json.dumps(e) for e in events]
    f = tmp_path / name
    f.write_text("\n".join(lines) + "\n")
    return f


def test_a_hand_written_position_transcript_is_audited_and_imported(run, tmp_path):
    f = _transcript(tmp_path,
                    {"type": "play", "seat": 0, "card": 12, "end": "left"},
                    {"type": "fight", "seat": 0, "attackers": [15], "targets": [33]},
                    {"type": "end-step", "seat": 0})
    r = run("audit", "--transcript", f, "--json")
    assert r.exit_code == 0, r.output
    assert _json(r)["ok"]
    m = _json(run("import", f, "--json"))["match"]
    view = _json(run("show", m, "--at", 0, "--json"))
    assert view["position"]["turn"] == 3
    log = _json(run("log", m, "--json"))
    assert "Renegade fights Pokets" in log[2]["text"]


def test_audit_explains_an_illegal_decision_with_the_rule_words_and_alternatives(run, tmp_path):
    f = _transcript(tmp_path, {"type": "fight", "seat": 0, "attackers": [16], "targets": [33]})
    r = run("audit", "--transcript", f, "--json")
    assert r.exit_code == 1
    [finding] = _json(r)["findings"]
    assert finding["rule"] == "AR-fight-dormant"
    assert "Cards that are Dormant cannot fight or be harvested." in finding["rule_text"]
    assert "Ada's Renegade fights Pokets" in [a["text"] for a in finding["alternatives"]]
    assert {"type": "fight", "seat": 0, "attackers": [16], "targets": [33]}.items() <= finding["event"].items()
    r = run("audit", "--transcript", f)
    assert "rule AR-fight-dormant" in r.output and "legal instead" in r.output


def _position_match(run, tmp_path):
    f = tmp_path / "pos.json"
    f.write_text(json.dumps(POSITION))
    return _json(run("new", "ardent-reapers", "--position", f, "--json"))["match"]


def test_options_name_the_rule_of_the_decision_and_of_each_option(run, tmp_path):
    m = _position_match(run, tmp_path)
    out = _json(run("options", m, "--json"))
    assert out["rule"] == "AR-turn-2" and "Cards can be played" in out["rule_text"]
    by_text = {o["text"]: o for o in out["options"]}
    fight = by_text["Ada's Renegade fights Pokets"]
    assert fight["rule"] == "AR-fight-1" and "Active or Mature" in fight["rule_text"]
    assert any(o["rule"] == "AR-play-battle-line-end" for o in out["options"])
    r = run("options", m)
    assert r.exit_code == 0 and "allowed by" in r.output and "rule AR-turn-2" in r.output


def test_options_check_judges_a_decision_without_recording_it(run, tmp_path):
    m = _position_match(run, tmp_path)
    before = run("log", m, "--json").stdout
    dormant = json.dumps({"type": "fight", "seat": 0, "attackers": [16], "targets": [33]})
    r = run("options", m, "--check", dormant, "--json")
    assert r.exit_code == 1
    v = _json(r)
    assert not v["legal"] and v["rule"] == "AR-fight-dormant"
    assert "Cards that are Dormant cannot fight" in v["rule_text"]
    assert len(v["alternatives"]) > 3
    r = run("options", m, "--check", "0", "--json")
    assert r.exit_code == 0 and _json(r)["legal"]
    assert run("log", m, "--json").stdout == before


def test_decide_refuses_with_the_rule_words_and_json_alternatives(run, tmp_path):
    m = _position_match(run, tmp_path)
    before = run("log", m, "--json").stdout
    dormant = json.dumps({"type": "fight", "seat": 0, "attackers": [16], "targets": [33]})
    r = run("decide", m, dormant)
    assert r.exit_code == 2
    line = r.output.strip()
    assert len(line.splitlines()) == 1 and "Traceback" not in line
    assert "[AR-fight-dormant]" in line and "Cards that are Dormant cannot fight" in line
    r = run("decide", m, dormant, "--json")
    assert r.exit_code == 2
    out = json.loads(r.stdout)
    assert out["appended"] == [] and out["rule"] == "AR-fight-dormant"
    assert any(a["text"] == "Ada's Renegade fights Pokets" for a in out["alternatives"])
    assert run("log", m, "--json").stdout == before


def test_deck_files_take_names_ids_and_numbers_in_any_case(run, tmp_path):
    f = tmp_path / "deck.txt"
    f.write_text("# numbers, ids and names\n2x vix\nOC-002\n5\n009\nroxxy\n  Anox \n14\n15\n21\n"
                 "BROTHER BEAR\n31\n35\n41\n46\n47\nNothing to See\n")
    r = run("new", "ardent-reapers", "--deck", f, "--deck", f, "--seed", 1, "--json")
    assert r.exit_code == 0, r.output
    m = _json(r)["match"]
    genesis = _json(run("log", m, "--json"))[0]["event"]
    assert genesis["decks"][0][:4] == ["OC-001", "OC-001", "OC-002", "OC-005"]
    assert genesis["decks"][0][-1] == "OC-100" and len(genesis["decks"][0]) == 17


@pytest.mark.parametrize("text, words", [
    ("Vix\nFrobnitz\n", "deck.txt:2: unknown card 'Frobnitz'"),
    ("Vix\n# fine\n\n999\n", "deck.txt:4: unknown card '999'"),
    ("# nothing\n", "lists no cards"),
    ("Vix\nJater\n", "deck has 2 cards; a deck has 17"),
])
def test_deck_file_errors_name_the_file_and_line(run, tmp_path, text, words):
    f = tmp_path / "deck.txt"
    f.write_text(text)
    r = run("new", "ardent-reapers", "--deck", f, "--deck", f)
    assert r.exit_code == 2
    assert words in r.output
    assert len(r.output.strip().splitlines()) == 1


def test_rules_lists_the_index_and_looks_one_up(run):
    rules = _json(run.bare("rules", "ardent-reapers", "--json"))
    ids = [r["id"] for r in rules]
    assert "AR-fight-2" in ids and "AR-errata-silence-enforcer" in ids and "AR-faq-gynormica" in ids
    assert set(rules[0]) == {"id", "section", "summary", "quote", "assumption"}
    [one] = _json(run.bare("rules", "ardent-reapers", "AR-fight-2", "--json"))
    assert one["quote"].startswith("If the power of the friendly Creature")
    several = _json(run.bare("rules", "ardent-reapers", "AR-errata", "--json"))
    assert len(several) >= 9
    r = run.bare("rules", "ardent-reapers", "AR-nonsense")
    assert r.exit_code == 2 and "no rule 'AR-nonsense'" in r.output
    assert _json(run.bare("rules", "keyforge", "--json"))
    dormant = _json(run.bare("rules", "ardent-reapers", "--search", "dormant fight", "--json"))
    assert "AR-fight-dormant" in [r["id"] for r in dormant]
    assert run.bare("rules", "ardent-reapers", "--search", "xyzzy").exit_code == 2


def test_cards_shows_facts_summary_rulings_and_cited_rules(run):
    every = _json(run.bare("cards", "ardent-reapers", "--json"))
    assert len([c for c in every if c["id"].startswith("OC-")]) == 100
    rolando = [c for c in every if c["name"] == "Rolando"]
    assert not rolando or "AR-errata-rolando" in rolando[0]["rulings"]
    assert {"id", "name", "type", "facts", "summary", "rulings", "rules"} <= set(every[0])
    enforcer = _json(run.bare("cards", "ardent-reapers", "silence enforcer", "--json"))
    assert enforcer["id"] == "OC-025"
    assert "AR-errata-silence-enforcer" in enforcer["rulings"]
    assert "If this card is Active" in enforcer["rule_text"]["AR-errata-silence-enforcer"]["quote"]
    renegade = _json(run.bare("cards", "ardent-reapers", "41", "--json"))
    assert renegade["name"] == "Renegade" and "AR-bearhug-1" in renegade["rules"]
    assert renegade["facts"]["power"] == 8 and renegade["facts"]["keywords"] == ["Bear Hug"]
    luminate = _json(run.bare("cards", "ardent-reapers", "OC-003", "--json"))
    assert luminate["summary"].startswith("Luminate")
    kf = _json(run.bare("cards", "keyforge", "--json"))
    assert kf and all(c["summary"] for c in kf)
    r = run.bare("cards", "ardent-reapers", "Nobody Special")
    assert r.exit_code == 2 and "unknown card 'Nobody Special'" in r.output
    r = run.bare("cards", "ardent-reapers", "Gynormica")
    assert r.exit_code == 0 and "AR-faq-gynormica" in r.output


def test_simulate_deals_random_decks_reproducibly(tmp_path):
    from tests.cli.conftest import Run
    exports = []
    for name in ("a.db", "b.db"):
        run = Run(tmp_path / name)
        ids = _simulated(run, n=3, seed=11)
        lines = []
        for m in ids:
            out = tmp_path / f"{name}-{m}.jsonl"
            assert run("export", m, "-o", out).exit_code == 0
            lines.append(out.read_text())
        exports.append(lines)
    assert exports[0] == exports[1]
    decks = [json.loads(t.splitlines()[0])["genesis"]["decks"] for t in exports[0]]
    assert len({json.dumps(d) for d in decks}) == 3  # each match its own decks
    from engine.registry import get_game
    samples = list(get_game("ardent-reapers").sample_decks().values())
    assert all(d not in samples for pair in decks for d in pair)


def test_schema_describes_positions_for_people_writing_them(run):
    schema = _json(run.bare("schema", "ardent-reapers", "--position"))
    assert "Position" in schema["$defs"] and "SeatPosition" in schema["$defs"]
    kf = _json(run.bare("schema", "keyforge", "--position"))
    assert "Position" in kf["$defs"] and "InPlayEntry" in kf["$defs"]
    r = run.bare("schema", "pig", "--position")  # the toy game has none
    assert r.exit_code == 2 and "no explicit positions" in r.output


def test_new_from_a_position_whose_score_piles_are_worth_vp_unnamed(run, tmp_path):
    """AR-position-pad: Blanks worth VP name a score pile's VP without its cards; `new
    --position` starts the match (the genesis pins set BV), `show` counts them in the score,
    `verify` checks the match, and a deck file listing one is refused in one line (its reader knows
only the cards of the playing sets)."""
    pos = json.loads(json.dumps(POSITION))
    pos["seats"][0]["score_pile"] = ["Blank worth 4 VP", "Blank worth 3 VP"]
    pos["seats"][1]["score_pile"] = ["Blank worth -1 VP"]
    pos["seats"][0]["deck"], pos["seats"][1]["deck"] = FILL0[:-2], FILL1[:-1]  # 17 cards a seat
    f = tmp_path / "vp.json"
    f.write_text(json.dumps(pos))
    r = run("new", "ardent-reapers", "--position", f, "--json")
    assert r.exit_code == 0, r.output
    m = _json(r)["match"]
    shown = _json(run("show", m, "--json"))
    assert [s["stats"]["score"] for s in shown["view"]["seats"]] == [7, -1]
    assert run("verify", m).exit_code == 0
    deck = tmp_path / "deck.txt"
    deck.write_text("\n".join(["Vix"] * 16 + ["Blank worth 2 VP"]) + "\n")
    r = run("new", "ardent-reapers", "--deck", deck, "--deck", deck)
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1
    assert "deck.txt:17: unknown card 'Blank worth 2 VP'" in r.output  # not a card a deck file names
