"""Hidden information: over random matches of every game, no seat's view shows a card it may
not see.

For every registered game, seeded self-played matches are folded event by event; after each
event and for each seat, with `secrets = game.secrets(state, seat)`:

- the view: `visible_ids(game.view(state, seat))` and `secrets` are disjoint, and its status
  line and notes name no `#id` of a secret;
- the rendering (every 4th event in CI, every event in the soak): `render_view` printed to a recording console shows no `#id` of a secret;
- `matchlog show M --at N --as SEAT --json` (sampled events) has no secret id anywhere in its
  view, and the text `show --as` has no `#id` of a secret;
- `matchlog log M --as SEAT --json`: no event names a card (by id, under a card field) that
  was secret to the seat both before and after that event, and no line of text names such
  a card unless the seat can see a card of that name at one of those moments;
- `matchlog export M --as SEAT -o -`: the same check on every event line, and no digest.
"""

from __future__ import annotations

import io
import json
import random
import re

import pytest
from rich.console import Console
from typer.testing import CliRunner

from cli.app import app
from engine.fold import Fold
from engine.registry import game_ids, get_game
from engine.views import View, visible_ids
from ledger import Ledger
from replays.history import load_history
from replays.render import render_view
from replays.simulate import simulate
from tests.reliability.common import FIGURES, SOAK, trials
from tests.tablescript import TABLE_GAMES, record_observed

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
CARD_KEYS = {"card", "cards", "attacker", "attackers", "defender", "target", "targets",
             "creature", "upgrade"}
HASH_ID = re.compile(r"(?<=\S)#(\d+)")  # "Name#12"; not "event #12"


def _render(view: View) -> str:
    console = Console(record=True, width=200, file=io.StringIO(), color_system=None)
    console.print(render_view(view))
    return console.export_text()


def _names(view: View) -> dict[int, str]:
    out: dict[int, str] = {}

    def walk(cards):
        for c in cards:
            if c.id is not None:
                out[c.id] = c.name
            walk(c.attached)

    for seat in view.seats:
        for zone in seat.zones:
            walk(zone.cards)
    return out


def _card_ids(obj, key: str | None = None) -> set[int]:
    """Ints under card-naming keys of an event's JSON."""
    if isinstance(obj, dict):
        return set().union(*(_card_ids(v, k) for k, v in obj.items())) if obj else set()
    if isinstance(obj, list):
        return set().union(*(_card_ids(v, key) for v in obj)) if obj else set()
    if isinstance(obj, int) and not isinstance(obj, bool) and key in CARD_KEYS:
        return {obj}
    return set()


def _view_ids(obj) -> set[int]:
    """Every `id` in a view's JSON."""
    if isinstance(obj, dict):
        found = {obj["id"]} if isinstance(obj.get("id"), int) else set()
        return found.union(*(_view_ids(v) for v in obj.values()))
    if isinstance(obj, list):
        return set().union(*(_view_ids(v) for v in obj)) if obj else set()
    return set()


def _fold_tables(game, history):
    """Per seq: omniscient id -> name, secrets per seat, names each seat can see."""
    fold = Fold(game, history.genesis, check=False)
    names_at, secrets_at, visible_names_at = [], [], []
    for seq in range(history.head + 1):
        if seq:
            fold.apply(history.event(seq))
        names_at.append(_names(game.view(fold.state, None)))
        secrets_at.append({s: game.secrets(fold.state, s) for s in range(history.seats)})
        visible_names_at.append({s: set(_names(game.view(fold.state, s)).values())
                                 for s in range(history.seats)})
    return names_at, secrets_at, visible_names_at


@pytest.fixture(scope="module")
def ledger_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("hidden") / "hidden.db"
    with Ledger.open(path) as led:
        for n, gid in enumerate(game_ids()):
            # the most seats a game allows: the most views that must hide from each other
            simulate(led, gid, trials(3, 40), seed=100 + n, seats=max(get_game(gid).seat_counts))
        for n, gid in enumerate(TABLE_GAMES):  # and a match recorded at a table (table luck)
            record_observed(led, gid, seed=200 + n)
    return path


def _mentions(text: str, name: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


@pytest.mark.parametrize("gid", game_ids())
def test_no_seat_sees_a_card_it_may_not_see(ledger_path, gid):
    fig = FIGURES["hidden_info"]
    runner = CliRunner()
    rng = random.Random(gid)
    game = get_game(gid)
    with Ledger.open(ledger_path, readonly=True) as led:
        match_ids = [m.id for m in led.matches() if m.game == gid]
        histories = [load_history(led, m) for m in match_ids]
    leaks: list[str] = []

    def check(where: str, ids: set[int], secret: set[int]) -> None:
        if ids & secret:
            leaks.append(f"{gid} match {m} {where}: shows {sorted(ids & secret)}")

    for m, history in zip(match_ids, histories):
        seats = range(history.seats)
        fold = Fold(game, history.genesis, check=False)
        secrets_at = []
        for seq in range(history.head + 1):
            if seq:
                fold.apply(history.event(seq))
            state = fold.state
            secrets_at.append({s: game.secrets(state, s) for s in seats})
            for s in seats:
                view = game.view(state, s)
                secret = secrets_at[-1][s]
                check(f"@{seq} seat {s} view", visible_ids(view), secret)
                words = " ".join([view.status, *view.notes])
                check(f"@{seq} seat {s} view status/notes {words!r}",
                      {int(x) for x in HASH_ID.findall(words)}, secret)
                if SOAK or seq % 4 == 0:  # rich rendering is the slow part: sampled in CI
                    check(f"@{seq} seat {s} render",
                          {int(x) for x in HASH_ID.findall(_render(view))}, secret)
                    fig["renders_checked"] += 1
                fig["views_checked"] += 1
                fig["secret_cards_checked"] += len(secret)
        fig["matches"] += 1
        fig["events"] += history.head + 1

        # the CLI, as each seat
        for s in seats:
            for seq in sorted(rng.sample(range(history.head + 1), min(5, history.head + 1))):
                r = runner.invoke(app, ["show", str(m), "--at", str(seq), "--as", str(s),
                                        "--json", "--db", str(ledger_path)], env=ENV)
                assert r.exit_code == 0, r.output
                out = json.loads(r.stdout)
                assert "position" not in out
                check(f"show --at {seq} --as {s} --json", _view_ids(out["view"])
                      | {int(x) for x in HASH_ID.findall(r.stdout)}, secrets_at[seq][s])
                fig["cli_show_json_checked"] += 1
            seq = rng.randrange(history.head + 1)
            r = runner.invoke(app, ["show", str(m), "--at", str(seq), "--as", str(s),
                                    "--db", str(ledger_path)], env=ENV)
            assert r.exit_code == 0, r.output
            check(f"show --at {seq} --as {s}", {int(x) for x in HASH_ID.findall(r.stdout)},
                  secrets_at[seq][s])
            fig["cli_show_text_checked"] += 1

    fig[f"view_show_render_leaks.{gid}"] += len(leaks)
    assert not leaks, f"{len(leaks)} leaks, the first: " + "; ".join(leaks[:3])


@pytest.mark.parametrize("gid", game_ids())
def test_log_and_export_as_a_seat_name_no_card_hidden_from_it(ledger_path, gid):
    fig = FIGURES["hidden_info"]
    runner = CliRunner()
    game = get_game(gid)
    with Ledger.open(ledger_path, readonly=True) as led:
        match_ids = [m.id for m in led.matches() if m.game == gid]
        histories = [load_history(led, m) for m in match_ids]
    leaks = []
    for m, history in zip(match_ids, histories):
        names_at, secrets_at, visible_names_at = _fold_tables(game, history)
        for s in range(history.seats):
            r = runner.invoke(app, ["log", str(m), "--as", str(s), "--json",
                                    "--db", str(ledger_path)], env=ENV)
            assert r.exit_code == 0, r.output
            for row in json.loads(r.stdout)[1:]:
                seq = row["seq"]
                after, before = secrets_at[seq][s], secrets_at[seq - 1][s]
                # a card the seat saw just before (in a discard pile, say) may be named
                ids = _card_ids(row["event"]) & after & before
                hidden_names = ({names_at[seq][c] for c in after & before if c in names_at[seq]}
                                - visible_names_at[seq][s] - visible_names_at[seq - 1][s])
                # a visible card's name may hold a hidden one's ("Sloppy Labwork", "Labwork"):
                # visible names are taken out of the text first, longest first
                text = row["text"]
                for shown in sorted(visible_names_at[seq][s] | visible_names_at[seq - 1][s],
                                    key=len, reverse=True):
                    text = text.replace(shown, "")
                named = sorted(n for n in hidden_names if _mentions(text, n))
                if ids or named:
                    leaks.append(f"{gid} match {m} log --as {s} @{seq}: {row['text']!r} "
                                 f"{row['event']} names {sorted(ids)} {named}")
                fig["cli_log_rows_checked"] += 1
            r = runner.invoke(app, ["export", str(m), "--as", str(s), "-o", "-",
                                    "--db", str(ledger_path)], env=ENV)
            assert r.exit_code == 0, r.output
            header, *lines = [json.loads(ln) for ln in r.stdout.splitlines()]
            assert [row["seq"] for row in lines] == list(range(1, history.head + 1))
            for row in lines:
                seq = row["seq"]
                ids = _card_ids(row["event"]) & secrets_at[seq][s] & secrets_at[seq - 1][s]
                assert "digest" not in row  # a digest fingerprints the hidden zones too
                if ids:
                    leaks.append(f"{gid} match {m} export --as {s} @{seq}: {row['event']} "
                                 f"names {sorted(ids)}")
                fig["cli_export_rows_checked"] += 1
    fig[f"log_export_rows_leaking.{gid}"] += len(leaks)
    assert not leaks, f"{len(leaks)} leaking rows, first: {leaks[0]}"


def test_a_reaped_soul_is_hidden_from_its_owner_as_well_until_revealed(ledger_path):
    """Reaper: a Soul reaped face down is secret to both seats, its owner included, and shows
    in every seat's view as a face-down card; only the omniscient view names it. A face-up
    (claimed or revealed) Soul is secret to nobody, nor is a face-down one both players know
    (RPR-reap-known, reaper-6: burned face up, then reaped again): every view names it."""
    fig = FIGURES["hidden_info"]
    game = get_game("reaper")
    with Ledger.open(ledger_path, readonly=True) as led:
        histories = [load_history(led, m.id) for m in led.matches() if m.game == "reaper"]
    hidden_from_owner = 0
    for history in histories:
        fold = Fold(game, history.genesis, check=False)
        for seq in range(history.head + 1):
            if seq:
                fold.apply(history.event(seq))
            everyone = game.view(fold.state, None)
            secrets = [game.secrets(fold.state, s) for s in range(history.seats)]
            for owner, seat_view in enumerate(everyone.seats):
                pool = next(z for z in seat_view.zones if z.name == "soul pool")
                face_down = {c.id for c in pool.cards
                             if "face down" in c.tags and "known" not in c.tags}
                face_up = {c.id for c in pool.cards if "face down" not in c.tags}
                known = {c.id for c in pool.cards if "face down" in c.tags and "known" in c.tags}
                for s in range(history.seats):
                    assert face_down <= secrets[s], f"@{seq}: seat {s} may see a face-down Soul"
                    assert not face_up & secrets[s], f"@{seq}: a face-up Soul is secret to seat {s}"
                    assert not known & secrets[s], f"@{seq}: a known Soul is secret to seat {s}"
                    mine = next(z for z in game.view(fold.state, s).seats[owner].zones
                                if z.name == "soul pool")
                    assert sum(c.hidden and c.id is None for c in mine.cards) == len(face_down)
                    assert known <= {c.id for c in mine.cards if not c.hidden and "known" in c.tags}
                hidden_from_owner += len(face_down)
                fig["reaper_known_souls_shown"] += len(known)
    fig["reaper_souls_hidden_from_owner"] += hidden_from_owner
    assert hidden_from_owner > 0


# Where a hand card is shown to the other seats, the tag the rules version gives it:
# reaper-7's known card (RPR-reap-known: both players saw it burned to the bottom of its
# Grimoire and saw it drawn), sceptre-9's Coin a search took (SC-search-shown). The version
# before each, kept for its recorded matches, showed no hand card to another seat.
_SHOWN_IN_HAND = {"reaper": ("known", "reaper-6"), "sceptre": ("found by a search", "sceptre-8")}


def _hand_ids(view: View, owner: int) -> tuple[set[int], dict[int, list[str]]]:
    """The ids `view` names in seat `owner`'s hand, and the tags of each."""
    hand = next(z for z in view.seats[owner].zones if z.name == "hand")
    named = {c.id: c.tags for c in hand.cards if c.id is not None}
    return set(named), named


@pytest.mark.parametrize("gid", sorted(_SHOWN_IN_HAND))
def test_a_hand_shows_another_seat_exactly_its_cards_that_are_no_secret_of_theirs(tmp_path, gid):
    """Both ways, over whole seeded matches: every seat's view of another seat's hand names
    exactly the hand's cards that are no secret of that seat (a known Reaper card, a Sceptre
    Coin found by a search), each with its tag, and no other; `show --as SEAT --json` names
    them too. The same matches folded under the version before (reaper-6, sceptre-8) show no
    hand card to another seat. The seeds are chosen so that such cards occur (counted)."""
    fig = FIGURES["hidden_info"]
    tag, older = _SHOWN_IN_HAND[gid]
    game, old = get_game(gid), get_game(gid).for_rules(older)
    path = tmp_path / "hands.db"
    with Ledger.open(path) as led:
        ids = simulate(led, gid, trials(8, 40), seed=104, seats=2)
        histories = [load_history(led, m) for m in ids]
    shown_total, old_checked, first_shown = 0, 0, {}
    for m, history in zip(ids, histories):
        fold, old_fold = Fold(game, history.genesis, check=False), Fold(old, history.genesis,
                                                                        check=False)
        for seq in range(history.head + 1):
            if seq:
                fold.apply(history.event(seq))
                old_fold.apply(history.event(seq))
            for seat in (0, 1):
                other = 1 - seat
                hand, _ = _hand_ids(game.view(fold.state, None), other)
                shown, tags = _hand_ids(game.view(fold.state, seat), other)
                assert shown == hand - game.secrets(fold.state, seat), (m, seq, seat)
                assert all(tag in tags[c] for c in shown), (m, seq, seat, tags)
                own, own_tags = _hand_ids(game.view(fold.state, other), other)
                assert own == hand and all(tag in own_tags[c] for c in shown)  # tagged for both
                if shown:
                    shown_total += len(shown)
                    first_shown.setdefault(m, (seq, seat, shown))
                old_hand, _ = _hand_ids(old.view(old_fold.state, None), other)
                assert not _hand_ids(old.view(old_fold.state, seat), other)[0], (older, m, seq)
                assert old_hand <= old.secrets(old_fold.state, seat)
                old_checked += 1
    runner = CliRunner()
    for m, (seq, seat, shown) in first_shown.items():
        r = runner.invoke(app, ["show", str(m), "--at", str(seq), "--as", str(seat), "--json",
                                "--db", str(path)], env=ENV)
        assert r.exit_code == 0, r.output
        hand = next(z for z in json.loads(r.stdout)["view"]["seats"][1 - seat]["zones"]
                    if z["name"] == "hand")
        assert {c["id"] for c in hand["cards"] if "id" in c} == shown
    fig[f"hand_cards_shown_to_another_seat.{gid}"] += shown_total
    fig[f"hand_views_checked_under_{older}"] += old_checked
    assert shown_total > 0 and first_shown, f"no {gid} hand card was shown: choose other seeds"


def test_a_seats_log_and_export_leave_out_the_starting_position(tmp_path):
    """A match started from a written position: its genesis names every card of every hand
    and Grimoire, in order. Bo's `log --as 1 --json` and `export --as 1` gave it whole, so he
    read Ada's hand (Shade Thief) and her next draws, which `show --at 0 --as 1` hides; now
    their genesis says the position is hidden and where to see his part of it. The omniscient
    log and export keep it as stored (the export imports back)."""
    runner, db = CliRunner(), tmp_path / "p.db"
    position = tmp_path / "p.json"
    position.write_text(json.dumps({"players": ["Ada", "Bo"], "active": 1, "seats": [
        {"hand": ["Shade Thief"], "grimoire": ["Tide Herald", "Kindle"]},
        {"hand": ["Kindle"], "grimoire": ["Kindle", "Kindle"]}]}))

    def cli(*args):
        r = runner.invoke(app, [*map(str, args), "--db", str(db)], env=ENV)
        assert r.exit_code == 0, r.output
        return r.stdout

    cli("new", "reaper", "--position", position, "--seed", "3")
    cli("decide", "1", "0")  # Bo ends his turn: Ada draws Tide Herald
    hidden = {"Shade Thief", "Tide Herald"}
    assert not hidden & set(_names(get_game("reaper").view(
        Fold(get_game("reaper"), _genesis(db), check=False).state, 1)).values())
    for seat in (0, 1):
        genesis = json.loads(cli("log", "1", "--as", seat, "--json"))[0]["event"]
        header = json.loads(cli("export", "1", "--as", seat, "-o", "-").splitlines()[0])
        for told in (genesis, header["genesis"]):
            assert told["players"] == ["Ada", "Bo"] and told["rules_version"] == get_game("reaper").rules_version
            assert told["position"].startswith("hidden from a seat's copy")
            assert not any(name in json.dumps(told["position"]) for name in hidden)
    whole = json.loads(cli("log", "1", "--json"))[0]["event"]["position"]
    assert whole["seats"][0]["hand"] == ["Shade Thief"]
    (tmp_path / "m.jsonl").write_text(cli("export", "1", "-o", "-"))
    assert "imported 2 events" in cli("import", tmp_path / "m.jsonl")
    other = tmp_path / "other.json"  # and `diff --as` of two matches: their geneses differ
    other.write_text(position.read_text().replace('"active": 1', '"active": 0'))
    cli("new", "reaper", "--position", other, "--seed", "3")
    parted = json.loads(cli("diff", "1", "3", "--as", "1", "--json"))
    for side in ("first_left", "first_right"):
        assert parted[side]["event"]["position"].startswith("hidden from a seat's copy")


def _genesis(db):
    with Ledger.open(db, readonly=True) as led:
        return load_history(led, 1).genesis
