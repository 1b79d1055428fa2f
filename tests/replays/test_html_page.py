"""The replay page's data and file: what a seat's page may hold, audit markers, branches."""

from __future__ import annotations

import re

import msgspec
import pytest

from engine.events import DecisionEvent
from engine.fold import Fold
from engine.registry import game_ids
from engine.views import View, all_cards
from replays.branching import fork
from replays.history import load_history
from replays.html import match_page, render_html
from replays.importing import import_transcript
from replays.page import Line, build_page
from replays.record import decide, legal_options
from replays.secrecy import seat_genesis
from replays.simulate import simulate
from replays.transcript import export_lines
from replays.transcript_parse import parse_transcript
from replays.timeline import shown_to


def _seat_knowledge(history, seat: int) -> tuple[set[int], set[str]]:
    """Ids hidden from `seat` at every event, and every card name the seat sees at some event."""
    game = history.game
    fold = Fold(game, history.genesis, check=False)
    never_seen = set(game.secrets(fold.state, seat))
    seen_names = _names(game.view(fold.state, seat))
    for event in history.events(1):
        fold.apply(event)
        never_seen &= game.secrets(fold.state, seat)
        seen_names |= _names(game.view(fold.state, seat))
    return never_seen, seen_names


def _names(view: View) -> set[str]:
    return {c.name for c in all_cards(view) if not c.hidden}


def _all_digests(history) -> set[str]:
    fold = Fold(history.game, history.genesis, check=False)
    out = {history.game.digest(fold.state)}
    for event in history.events(1):
        fold.apply(event)
        out.add(history.game.digest(fold.state))
    return out | {s.digest for s in history.stored if s.digest}


def _id_marks(page: bytes, card_id: int) -> list[bytes]:
    """Where an instance id shows in a page: a card's `"id":N` or a name's `Name#N`.

    (`#8a8fa8`, a colour of the style sheet, is not card 8.)
    """
    return re.findall(rb'"id":%d[,}]|#%d(?![0-9A-Za-z])' % (card_id, card_id), page)


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("part", ["mid-game", "finished"])
def test_a_seat_page_holds_none_of_the_other_seats_hidden_cards_no_seed_and_no_digest(
        ledger, game_id, part):
    [full] = simulate(ledger, game_id, 1, seed=3)
    # cards come into view as a match goes on (decks cycle): 20 events in, many are unseen
    m = full if part == "finished" else _prefix_match(ledger, full, 20)
    history = load_history(ledger, m)
    hidden_ids, seen_names = _seat_knowledge(history, 0)
    names = {c.id: c.name for c in history.game.cards()}
    hidden_names = {names[c] for c in history.genesis.decks[1] if c in names} - seen_names
    seeds = msgspec.json.decode(history.stored[-1].payload).get("seeds", [])
    secrets = [*seeds, *_all_digests(history), *(s.hash for s in history.stored)]
    if part == "mid-game":
        assert hidden_ids and hidden_names, "the match must hide cards from seat 0 to test"
    else:
        assert seeds, "a finished match reveals its seed"

    mine = render_html(match_page(ledger, m, "main", 0))
    everything = render_html(match_page(ledger, m, "main", None))

    assert [i for i in hidden_ids if _id_marks(mine, i)] == []
    assert [n for n in hidden_names if n.encode() in mine] == []
    assert [s for s in secrets if s.encode() in mine] == []
    seat_data = match_page(ledger, m, "main", 0)
    # the genesis as the seat's log gives it: the other deck's list only where it is open
    [genesis] = [f["event"] for f in seat_data["frames"] if f["seq"] == 0]
    assert msgspec.json.decode(genesis) == seat_genesis(history.game, history.genesis, 0)
    assert (sorted(history.genesis.decks[1]) == msgspec.json.decode(genesis)["decks"][1]) \
        is history.game.deck_lists_open
    assert [f for f in seat_data["frames"] if f["seq"] and "event" in f] == []  # no other payload
    theirs = [f["pending"] for f in seat_data["frames"] if f["pending"].get("seat") == 1]
    ours = [f["pending"] for f in seat_data["frames"] if f["pending"].get("seat") == 0]
    # who decides (the player, public in the genesis), never their options or their count
    assert theirs and all(set(p) == {"seat", "who", "prompt", "rule"} for p in theirs)
    assert ours and all(p["options"] and p["count"] >= len(p["options"]) for p in ours)
    # the omniscient page holds digests and the event payloads: the checks above can fail
    assert [s for s in secrets if s.encode() in everything] and b"decks" in everything


def _prefix_match(ledger, m: int, events: int) -> int:
    """A new match holding the first `events` events of match `m` (a match still in play)."""
    lines = export_lines(load_history(ledger, m))
    return import_transcript(ledger, parse_transcript("\n".join(lines[: events + 1])))


def test_a_seat_page_names_only_the_rule_of_another_seats_illegal_event(ledger):
    [m] = simulate(ledger, "ardent-reapers", 1, seed=9)
    h = load_history(ledger, m)
    events = h.events(0)
    # a decision followed by another (not a dealer's draw): the repeated one has alternatives
    k = next(i for i, e in enumerate(events) if isinstance(e, DecisionEvent) and i > 10
             and isinstance(events[i + 1], DecisionEvent))
    tampered = events[: k + 1] + [events[k]] + events[k + 1:]
    line = Line("main", tampered, [("main", s) for s in range(len(tampered))])
    seat = events[k].seat

    data = build_page(h.game, [line], None, "t")
    frames = [data["frames"][i] for i in data["branches"][0]["frames"]]
    marked = [f for f in frames if "finding" in f]
    assert [f["seq"] for f in marked] == [k + 1]
    finding = marked[0]["finding"]
    assert finding["rule"].startswith("AR-") and data["rules"][finding["rule"]]
    assert finding["message"] and finding["alternatives"]
    assert finding["last_legal"] == k
    assert marked[0]["view"] == frames[k]["view"]  # the board stays at the last legal position
    clean = build_page(h.game, [Line("main", events, [("main", s) for s in range(len(events))])],
                       None, "t")
    recorded = [clean["frames"][i] for i in clean["branches"][0]["frames"]]
    # and the line goes on as recorded, one event later
    assert [f["text"] for f in frames[k + 2:]] == [f["text"] for f in recorded[k + 1:]]
    assert [f["digest"] for f in frames[k + 2:]] == [f["digest"] for f in recorded[k + 1:]]

    other = build_page(h.game, [line], 1 - seat, "t")
    f = next(other["frames"][i] for i in other["branches"][0]["frames"]
             if "finding" in other["frames"][i])["finding"]
    assert f["rule"] == finding["rule"] and "message" not in f and "alternatives" not in f
    own = build_page(h.game, [line], seat, "t")
    f = next(own["frames"][i] for i in own["branches"][0]["frames"]
             if "finding" in own["frames"][i])["finding"]
    assert f["message"] == finding["message"]


def test_branches_share_the_frames_before_their_fork(ledger):
    [m] = simulate(ledger, "ardent-reapers", 1, seed=4)
    h = load_history(ledger, m)
    at = next(s for s in range(20, h.head) if h.stored[s + 1].kind not in {"chance"}
              and len(legal_options(load_history(ledger, m, "main", upto=s)).options) > 1)
    fork(ledger, m, "other", at)
    alt = load_history(ledger, m, "other")
    p = legal_options(alt)
    taken = h.event(at + 1)
    decide(ledger, m, next(o for o in p.options if o != taken), "other")

    data = match_page(ledger, m, "other", None)
    main, other = data["branches"]
    assert (data["start"], other["parent"], other["fork"]) == ("other", "main", at)
    assert main["frames"][: at + 1] == other["frames"][: at + 1]
    assert main["frames"][at + 1] != other["frames"][at + 1]
    assert len(data["frames"]) == len(main["frames"]) + len(other["frames"]) - (at + 1)


def test_a_300_event_match_stays_under_a_megabyte(ledger):
    m = _long_match(ledger, 300)
    data = match_page(ledger, m, "main", None)
    assert len(data["branches"][0]["frames"]) >= 300
    assert len(render_html(data)) < 1_000_000


def _long_match(ledger, events: int) -> int:
    """The first simulated KeyForge match of at least `events` events."""
    for seed in range(40):
        [m] = simulate(ledger, "keyforge", 1, seed=seed)
        if ledger.head(m) + 1 >= events:
            return m
    raise AssertionError("no seed gave a long enough match")


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("seed, seat", [(3, 0), (11, 1)])
def test_no_event_of_a_seat_page_names_a_card_hidden_from_the_seat_around_it(ledger, game_id,
                                                                              seed, seat):
    """Per event: the words, consequences and pending decision of a seat's page name no card
    that is hidden from the seat both before and after it (a card seen later counts too),
    but in what the game says the event showed the seat (`shown_by`: Pinpoint's hand)."""
    [m] = simulate(ledger, game_id, 1, seed=seed)
    h = load_history(ledger, m)
    game = h.game
    data = match_page(ledger, m, "main", seat)
    frames = [data["frames"][i] for i in data["branches"][0]["frames"]]
    fold = Fold(game, h.genesis, check=False)
    checked = 0
    for seq, event in enumerate(h.events(1), start=1):
        before = game.clone(fold.state)
        revealed = shown_to(game, before, event, seat)
        fold.apply(event)
        after = fold.state
        names = {c.id: c.name for s in (before, after) for c in all_cards(game.view(s, None))
                 if c.id is not None}
        hidden = game.secrets(before, seat) & game.secrets(after, seat)
        words = ({names[i] for i in hidden if i in names}
                 - _names(game.view(before, seat)) - _names(game.view(after, seat)))
        shown = msgspec.json.encode({k: frames[seq].get(k) for k in
                                     ("text", "changes", "pending", "finding")}).decode()
        # a visible card's name may contain a hidden one's ("Sloppy Labwork", "Labwork"): the
        # visible names are taken out first, longest first, so only a hidden name itself counts
        bare = shown
        for line in revealed:
            bare = bare.replace(line, "")
        for name in sorted(_names(game.view(before, seat)) | _names(game.view(after, seat)),
                           key=len, reverse=True):
            bare = bare.replace(name, "")
        assert [w for w in words if w in bare] == [], f"event {seq}: {shown}"
        checked += len(words)
    assert checked > 0


def test_the_page_labels_stats_in_the_rules_words_and_tells_changes_in_the_games_words(ledger):
    [m] = simulate(ledger, "keyforge", 1, seed=2)
    data = match_page(ledger, m, "main", None)
    assert data["labels"]["amber"] == "Æmber"
    keys = {k for v in data["views"] for s in v["seats"] for k in s["stats"]}
    assert {"amber", "key_cost", "keys"} <= keys and all(" " not in k for k in keys)
    told = [line for f in data["frames"] for line in f["changes"]]
    assert any(" forges a key (keys " in line for line in told)
    assert any(line.endswith(" Æmber") and " gains " in line for line in told)
