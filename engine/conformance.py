"""The conformance suite every game must pass unchanged (OpenSpiel's habit), importable.

matchlog's own tests run it over every registered game. A game shipped as a plugin runs it
from its own tests, over its own engine, with two lines in a test module:

    from engine.conformance import *  # noqa: F401,F403  (collects the suite's tests)
    CONFORMANCE_GAMES = [MyGame()]

Each test takes `game, seats` and runs for each game at each seat count it declares
(`Game.seat_counts`). The module needs pytest, which only its tests import.
"""

from __future__ import annotations

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt, SeedReveal
from engine.fold import fold
from engine.protocol import (Chance, Decision, IllegalEvent, InvalidSetup, Over, PositionUnavailable,
                             encode_event)
from engine.registry import game_ids, get_game
from engine.schema import undescribed
from engine.selfplay import play_out, selfplay_genesis
from engine.views import all_cards, visible_ids

MATCHES = 12
NAMES = ["Ada", "Bo", "Cy", "Di", "Eve", "Fay"]


def pytest_generate_tests(metafunc):
    """Every test taking `game, seats` runs for each game at each declared count: the games
    in the test module's CONFORMANCE_GAMES when it has one, else every registered game."""
    if "seats" not in metafunc.fixturenames:
        return
    games = getattr(metafunc.module, "CONFORMANCE_GAMES", None)
    if games is None:
        games = [get_game(gid) for gid in game_ids()]
    which = "game"
    if "table_game" in metafunc.fixturenames:  # the table-luck test: games that play it
        games, which = [g for g in games if g.table_luck], "table_game"
    params, ids = [], []
    for game in games:
        counts = game.seat_counts
        for seats in counts:
            params.append((game, seats))
            ids.append(game.id if len(counts) == 1 else f"{game.id}-{seats}")
    metafunc.parametrize(f"{which}, seats", params, ids=ids)


def _genesis(game, seats, n):
    decks = list(game.sample_decks().values())
    seed = dealer.seed_from_number(n, game.id)
    g = selfplay_genesis(game, NAMES[:seats], [decks[s % len(decks)] for s in range(seats)],
                         dealer.commitment(seed))
    return g, seed


def _match(game, seats, n):
    g, seed = _genesis(game, seats, n)
    assert len(g.players) == seats
    agents = [RandomAgent(dealer.seed_from_number(n, f"agent{s}")) for s in range(seats)]
    return g, seed, list(play_out(game, g, seed, agents))


@pytest.mark.parametrize("n", range(MATCHES))
def test_random_play_ends_and_replays_to_the_same_digests(game, seats, n):
    g, seed, played = _match(game, seats, n)
    assert isinstance(played[-1][0], SeedReveal)
    f = fold(game, [g])
    for event, digest in played:
        f.apply(event)  # every check on: self-play only ever picks legal options
        assert game.digest(f.state) == digest
    assert isinstance(game.pending(f.state), Over)


@pytest.mark.parametrize("n", range(3))
def test_events_round_trip_through_json(game, seats, n):
    g, _, played = _match(game, seats, n)
    for event in [g] + [e for e, _ in played]:
        data = encode_event(event)
        assert game.decode_event(data) == event
        assert encode_event(game.decode_event(data)) == data


@pytest.mark.parametrize("n", range(3))
def test_options_are_legal_and_non_empty_until_over(game, seats, n):
    g, _, played = _match(game, seats, n)
    state = game.start(g)
    for event, _ in played[:-1]:
        p = game.pending(state)
        assert not isinstance(p, Over)
        if isinstance(p, Decision):
            assert p.options, "a decision with no options"
            for option in p.options[:25]:
                game.apply(game.clone(state), option, check=True)  # must not raise
            assert event in p
        state = game.apply(state, event, check=True)


@pytest.mark.parametrize("n", range(3))
def test_wrong_seat_and_unexpected_chance_are_refused_with_a_rule(game, seats, n):
    g, _, played = _match(game, seats, n)
    state = game.start(g)
    tried = 0
    for event, _ in played[:-1]:
        p = game.pending(state)
        if isinstance(p, Decision) and tried < 20:
            other = msgspec.structs.replace(p.options[0], seat=(p.seat + 1) % seats)
            with pytest.raises(IllegalEvent) as err:
                game.apply(game.clone(state), other, check=True)
            assert err.value.rule in game.rules
            with pytest.raises(IllegalEvent):
                game.apply(game.clone(state), Dealt(kind="coin", outcome=0), check=True)
            tried += 1
        if isinstance(p, Chance):
            bad = Dealt(kind=p.kind, outcome=[-1] if p.shuffle else p.size)
            with pytest.raises(IllegalEvent) as err:
                game.apply(game.clone(state), bad, check=True)
            assert err.value.rule in game.rules
        state = game.apply(state, event, check=True)
    assert tried > 0


def test_a_decision_built_with_a_seat_of_another_type_is_refused_as_unreadable(game, seats):
    """ML-event: a decision built in Python whose seat is True, or 1.0, equals an option of
    seat 1 (True == 1 == 1.0) but is stored as `true` or `1.0`, which no reader decodes. The
    checked apply (check=True) of every game refuses it as the framework's ML-event
    (`engine.protocol.check_field_types`: asked by the framework's wrapper of the game's
    `apply`, or by the game itself where it says so, `Game.checks_field_types`), the state
    left as it was; the option itself is taken, and a die's face given as True is refused
    the same way."""
    g, _, played = _match(game, seats, 0)
    state = game.start(g)
    tried = 0
    for event, _ in played[:-1]:
        p = game.pending(state)
        if isinstance(p, Decision) and p.seat == 1 and tried < 10:
            option = p.options[0]
            before = game.digest(state)
            for seat in (True, 1.0):
                bad = msgspec.structs.replace(option, seat=seat)
                assert bad == option  # what let it through a game's own checks
                with pytest.raises(IllegalEvent) as err:
                    game.apply(game.clone(state), bad, check=True)
                assert err.value.rule == "ML-event", (
                    f"{game.id}: apply(check=True) took {bad!r}: a game that sets "
                    "checks_field_types calls engine.protocol.check_field_types(event) first "
                    "when check is True")
                assert game.digest(state) == before
            game.apply(game.clone(state), option, check=True)
            tried += 1
        elif isinstance(p, Chance) and not p.shuffle and p.size > 1:
            with pytest.raises(IllegalEvent) as err:
                game.apply(game.clone(state), Dealt(kind=p.kind, outcome=True), check=True)
            assert err.value.rule == "ML-event"
        state = game.apply(state, event, check=False)
    assert tried > 0


@pytest.mark.parametrize("n", range(4))
def test_a_seat_never_sees_what_it_may_not(game, seats, n):
    g, _, played = _match(game, seats, n)
    state = game.start(g)
    for event, _ in played[:-1]:
        for seat in range(seats):
            secret = game.secrets(state, seat)
            view = game.view(state, seat)
            assert [v.seat for v in view.seats] == list(range(seats)), "a view shows every seat"
            leaked = visible_ids(view) & secret
            assert not leaked, f"seat {seat} sees secret cards {sorted(leaked)}"
        state = game.apply(state, event, check=False)
    omniscient = game.view(state, None)
    assert visible_ids(omniscient)  # an omniscient reviewer sees the cards


@pytest.mark.parametrize("n", range(4))
def test_the_omniscient_view_shows_each_card_once_all_match_long(game, seats, n):
    """A reviewer's position lists every card of the match exactly once after every event,
    the same cards throughout (a card between zones, such as a killed Champion's Squires
    while their player chooses where they go, is still shown somewhere)."""
    g, _, played = _match(game, seats, n)
    state = game.start(g)
    cards = None
    for k, (event, _) in enumerate(played[:-1], start=1):
        state = game.apply(state, event, check=False)
        view = game.view(state, None)
        assert game.turn(state) == view.turn, f"event {k}: turn() is not the view's turn"
        shown = [c.id for c in all_cards(view)]
        assert len(shown) == len(set(shown)), f"event {k}: a card is shown twice"
        cards = cards or set(shown)
        assert set(shown) == cards, (f"event {k} ({type(event).__name__}): cards missing "
                                     f"{sorted(cards - set(shown))[:5]}, new {sorted(set(shown) - cards)[:5]}")


def _placed(game, state, named: bool = True) -> dict:
    """The cards of the omniscient view, zone by zone: for each (seat, zone) that holds any,
    its cards in order as (instance id, the cards attached to it, likewise), with each card's
    name and hidden flag when `named`."""
    def card(c):
        attached = tuple(card(a) for a in c.attached)
        return (c.id, c.name, c.hidden, attached) if named else (c.id, attached)

    view = game.view(state, None)
    return {(s.seat, z.name): [card(c) for c in z.cards]
            for s in view.seats for z in s.zones if z.cards}


def _exports_hold_every_card(game, g, states, named: bool = True) -> None:
    """Export each (event, state) of `states` as a position and start a match from it, with
    the genesis `g`'s players, options and luck (the checks of the two tests below)."""
    exported = refused = unsupported = 0
    for k, (event, state) in enumerate(states, start=1):
        before = game.digest(state)
        try:
            pos = game.position(state)
        except PositionUnavailable as err:
            assert err.reason and "\n" not in err.reason, f"event {k}: a refusal without one line"
            refused += 1
            continue
        except NotImplementedError:  # no positions at all, or a refusal without its reason
            unsupported += 1
            continue
        assert game.digest(state) == before, f"event {k}: exporting changed the state"
        pos = msgspec.json.decode(msgspec.json.encode(pos))  # as a file carries it
        genesis = game.genesis(list(g.players), [], dealer.commitment(b""),
                               options=dict(g.options), position=pos)
        if g.table_luck:
            genesis = msgspec.structs.replace(genesis, luck="table", dealer="")
        again = game.start(genesis)
        where = f"event {k} ({type(event).__name__})"
        assert _placed(game, again, named) == _placed(game, state, named), \
            f"{where}: the position moves cards"
        owners = getattr(state, "owner", None)
        if owners is not None:
            assert list(again.owner) == list(owners), f"{where}: the position changes owners"
        exported += 1
    if unsupported == exported + refused + unsupported:
        return  # the game exports no positions
    assert not unsupported, (f"{unsupported} exports refused by a NotImplementedError that is "
                             f"no PositionUnavailable (a refusal without its reason)")
    assert exported, "no moment of the match exports a position"


@pytest.mark.parametrize("n", range(3))
def test_an_exported_position_holds_every_card_where_it_is_or_is_refused(game, seats, n):
    """After every event of a self-played match, `Game.position` either refuses with a
    PositionUnavailable whose reason is one line, or gives a position that, through JSON and
    the public route (`genesis(..., position=...)` with the match's players and options, then
    `start`), starts a match whose omniscient view holds the same cards in the same places:
    each (seat, zone) lists the same instances (id and name) in the same order, with the
    same cards attached to each, and every instance has the same owner (where the state
    keeps an `owner` table, as matchlog's games do). "The same" allows everything else to
    differ: the step (a position starts at a decision of the game's choosing, such as
    Sceptre's pre-attack step), the pending work, counters and tags. Exporting changes
    nothing of the state. A game with no positions at all (a plain NotImplementedError on
    every export) passes; a game that has them exports at least one moment of each match."""
    g, _, played = _match(game, seats, n)

    def states():
        state = game.start(g)
        for event, _ in played[:-1]:
            state = game.apply(state, event, check=False)
            yield event, state

    _exports_hold_every_card(game, g, states())


@pytest.mark.parametrize("n", range(2))
def test_a_position_exported_at_a_table_holds_every_card_or_is_refused(table_game, seats, n):
    """As the test above, for a match at a table (games whose `table_luck` is True), the
    match started from each position at a table too. The same cards by instance, zone, order,
    attachment and owner; names are not compared: a position started at a table has every
    deck's order unknown (each deck card unseen), where the match it came from had seen some."""
    game = table_game
    g, seed = _genesis(game, seats, n)
    g = msgspec.structs.replace(g, luck="table", dealer="")
    agents = [RandomAgent(dealer.seed_from_number(n, f"agent{s}")) for s in range(seats)]

    def states():
        state = game.start(g)
        for k in range(20_000):
            p = game.pending(state)
            if isinstance(p, Over):
                return
            event = (Dealt(kind=p.kind, outcome=dealer.choose(seed, k, p.size))
                     if isinstance(p, Chance) else agents[p.seat].choose(p))
            state = game.apply(state, event, check=False)
            yield event, state

    _exports_hold_every_card(game, g, states(), named=False)


def test_a_seat_count_the_game_does_not_declare_is_refused(game, seats):
    decks = list(game.sample_decks().values())
    for wrong in (1, max(game.seat_counts) + 1):
        with pytest.raises(InvalidSetup):
            game.genesis(NAMES[:wrong], [decks[s % len(decks)] for s in range(wrong)],
                         dealer.commitment(b"x" * 32))


def test_digest_and_clone_are_values(game, seats):
    g, _, played = _match(game, seats, 0)
    state = game.start(g)
    for event, _ in played[: len(played) // 2]:
        state = game.apply(state, event, check=False)
    copy = game.clone(state)
    assert game.digest(copy) == game.digest(state)
    assert game.decode_state(game.encode_state(state)) == state


def test_every_cited_rule_is_in_the_index(game, seats):
    assert len(game.rules) > 0
    for rule in game.rules:
        assert rule.id and rule.summary


def test_the_genesis_names_the_game_its_rules_version_and_card_sets(game, seats):
    """The commands find a recorded match's engine by its genesis: `game` must be the game's
    id (its entry point's name), `rules_version` one it offers, and each card set pinned one
    it ships with that hash; a genesis naming another id records matches that no command
    then reads ("recorded with game ..., which is not installed here")."""
    g, _ = _genesis(game, seats, 0)
    assert g.game == game.id, f"the genesis names game {g.game!r}, the game's id is {game.id!r}"
    assert g.rules_version in game.rules_versions(), f"rules version {g.rules_version!r} not offered"
    assert game.for_rules(g.rules_version).rules_version == g.rules_version
    game.check_card_sets(g)


def test_every_event_type_and_field_is_described(game, seats):
    """`matchlog schema GAME` tells a transcript writer what each event and each field is: an
    event type by its docstring, a field by `engine.schema.described(type, "one line")`."""
    missing = undescribed(msgspec.json.schema(game.events))
    assert missing == [], f"events or fields without a description: {missing}"


@pytest.mark.parametrize("n", range(2))
def test_views_name_the_players_and_each_event_is_told_in_one_line(game, seats, n):
    """Every view (each seat's and a reviewer's) names each seat's player as the genesis does
    (`show`, `log` and the replay page take the names from the views: the state keeps the
    genesis's players), and `describe` tells every event in one non-empty line."""
    g, _, played = _match(game, seats, n)
    state = game.start(g)
    for k, (event, _) in enumerate(played[:-1], start=1):
        for seat in [None, *range(seats)]:
            names = [s.player for s in game.view(state, seat).seats]
            assert names == list(g.players), f"event {k}: seat {seat}'s view names {names}"
        told = game.describe(state, event)
        assert told.strip() and "\n" not in told, f"event {k}: describe gave {told!r}"
        state = game.apply(state, event, check=False)


@pytest.mark.parametrize("n", range(3))
def test_a_match_at_a_table_asks_no_order_labels_every_chance_and_ends(table_game, seats, n):
    """Table luck (games whose `table_luck` is True): a seeded table answers every chance by
    its label; no chance asks for a shuffle's order, the match ends, and the states stay
    values that replay to the same digests and keep each seat's secrets."""
    game = table_game
    g, seed = _genesis(game, seats, n)
    g = msgspec.structs.replace(g, luck="table", dealer="")
    agents = [RandomAgent(dealer.seed_from_number(n, f"agent{s}")) for s in range(seats)]
    f = fold(game, [g])
    played = []
    for k in range(20_000):
        p = game.pending(f.state)
        if isinstance(p, Over):
            break
        if isinstance(p, Chance):
            assert not p.shuffle, f"a chance at a table asks for an order: {p.why}"
            assert len(p.labels) == p.size, f"a chance without what may be entered: {p.why}"
            event = Dealt(kind=p.kind, outcome=dealer.choose(seed, k, p.size))
        else:
            event = agents[p.seat].choose(p)
        for seat in range(seats):
            assert not visible_ids(game.view(f.state, seat)) & game.secrets(f.state, seat)
        f.apply(event)  # every check on
        played.append((event, game.digest(f.state)))
    assert isinstance(game.pending(f.state), Over), "a match at a table did not end"
    again = fold(game, [g])
    for event, digest in played:
        again.apply(event)
        assert game.digest(again.state) == digest
    assert game.decode_state(game.encode_state(f.state)) == f.state
