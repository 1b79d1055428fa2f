"""RPR-window-ask: a guard, grace or sudden window asks a seat only when it has an answer
besides passing. The fold decides that with a yes/no (the handlers of windows.py) instead of
listing the options; these tests hold it to the options: from positions, one refusal at a
time, and at every window of seeded self-play under every rules version."""

import pytest
from msgspec.structs import replace

from rpr_helpers import GAME, act, card, decision, refused, table

from engine import dealer
from engine.agents import RandomAgent
from engine.games.reaper import flow
from engine.games.reaper.events import Attack, Grace, Guard, Pass, Play
from engine.games.reaper.options import options
from engine.games.reaper.tasks import GraceAsk, GuardAsk, Main, SuddenAsk
from engine.games.reaper.waiting import asked_seat, fight_of
from engine.selfplay import play_out, selfplay_genesis

TIDE_ONLY = ["Creed of the Harvest", "Ilse", "Brinecutter"]
"""Seat 1 without a Gloam Angel card: Parry the Scythe (needs 1 Gloam) cannot be played."""


def _attack_crawler(seat1: dict, seat0: dict | None = None):
    """Ada's Cinder Hound attacks Bo's Reef Crawler."""
    s = table({"thralls": ["Cinder Hound"], **(seat0 or {})}, {"thralls": ["Reef Crawler"], **seat1})
    return act(s, Attack(seat=0, attacker=card(s, "Cinder Hound"), target=card(s, "Reef Crawler")))


def test_a_sudden_card_whose_faction_requirement_fails_opens_no_guard_window():
    s = _attack_crawler({"angels": TIDE_ONLY, "hand": ["Parry the Scythe"], "souls": ["Kindle"]})
    assert decision(s).rule == "RPR-grace-1"  # the guard window was not asked
    assert not any(isinstance(t, GuardAsk) for t in s.stack)
    s = _attack_crawler({"hand": ["Parry the Scythe"], "souls": ["Kindle"]})  # one Gloam Creed
    d = decision(s)
    parry = card(s, "Parry the Scythe")
    assert d.seat == 1 and d.rule == "RPR-guard-1" and isinstance(s.stack[-1], GuardAsk)
    assert d.options == [Play(seat=1, card=parry, burn=[]),
                         Pass(seat=1)]


def test_a_sudden_card_the_soul_pool_cannot_pay_for_opens_no_guard_window():
    s = _attack_crawler({"hand": ["Parry the Scythe"]})  # costs 1 Soul, the pool is empty
    assert decision(s).rule == "RPR-grace-1" and decision(s).seat == 1
    # the attack was declared, and the window for it passed: Parry answers no grace window
    refused(s, Play(seat=1, card=card(s, "Parry the Scythe")), "RPR-sudden-1")
    s = _attack_crawler({"hand": ["Parry the Scythe"], "souls": ["Hollow Husk"]})
    assert decision(s).seat == 1 and isinstance(s.stack[-1], GuardAsk)
    s = act(s, Play(seat=1, card=card(s, "Parry the Scythe")))  # the face-down Soul pays
    assert not s.players[1].souls and decision(s).seat == 0 and isinstance(s.stack[-1], Main)


def test_a_sudden_card_of_another_condition_opens_no_window():
    """Ward of Ash answers damage, not an attack: the guard window passes Bo by, the grace
    window asks him."""
    s = _attack_crawler({"hand": ["Ward of Ash"], "souls": ["Kindle"], "angels":
                         ["Creed of Cinders", {"card": "Ilse", "exhausted": True},
                          {"card": "Brinecutter", "exhausted": True}]})
    ward, crawler = card(s, "Ward of Ash"), card(s, "Reef Crawler")
    d = decision(s)
    assert isinstance(s.stack[-1], GraceAsk) and d.seat == 1
    assert Play(seat=1, card=ward, target=crawler, burn=[]) in d.options
    refused(s, Grace(seat=1, card=card(s, "Ilse")), "RPR-grace-1")  # exhausted


def test_a_thrall_that_is_the_attacker_or_exhausted_opens_no_guard_window_for_its_seat():
    """The attacker's own seat is asked second: its other Thralls may guard, the attacker not."""
    s = _attack_crawler({}, {"thralls": ["Cinder Hound", {"card": "Kelp Golem", "exhausted": True}]})
    assert decision(s).rule == "RPR-grace-1"  # neither seat had a Thrall that may guard
    s = _attack_crawler({}, {"thralls": ["Cinder Hound", "Kelp Golem"]})
    d = decision(s)
    assert isinstance(s.stack[-1], GuardAsk) and s.stack[-1].asked == 1 and d.seat == 0
    assert d.options == [Guard(seat=0, card=card(s, "Kelp Golem")), Pass(seat=0)]
    refused(s, Guard(seat=0, card=card(s, "Cinder Hound")), "RPR-guard-1")


def test_a_seat_whose_fighters_are_exhausted_is_not_asked_to_grace():
    tired = ["Creed of Many Veils", {"card": "Ilse", "exhausted": True},
             {"card": "Brinecutter", "exhausted": True}]
    s = _attack_crawler({"angels": tired}, {"angels": ["Creed of the Harvest",
                                                       {"card": "Vessa", "exhausted": True},
                                                       "Cinderhook"]})
    # Bo (first to grace his Crawler) cannot; Ada can with Cinderhook, but not with her Creed
    d = decision(s)
    assert isinstance(s.stack[-1], GraceAsk) and s.stack[-1].asked == 1 and d.seat == 0
    assert d.options == [Grace(seat=0, card=card(s, "Cinderhook")), Pass(seat=0)]
    refused(s, Grace(seat=0, card=card(s, "Creed of the Harvest")), "RPR-grace-1")


def test_a_thrall_played_opens_the_sudden_window_only_for_a_card_that_may_be_played():
    """Lurking Shade (sudden: the opponent has just played a Thrall) needs a Gloam Angel card."""
    for angels, asked in ((TIDE_ONLY, False), (["Creed of Many Veils", "Ilse", "Brinecutter"], True)):
        s = table({"hand": ["Ember Wretch"]},
                  {"hand": ["Lurking Shade"], "souls": ["Kindle"], "angels": angels})
        s = act(s, Play(seat=0, card=card(s, "Ember Wretch")))
        shade = card(s, "Lurking Shade")
        if asked:
            assert isinstance(s.stack[-1], SuddenAsk) and decision(s).seat == 1
            assert decision(s).options == [Play(seat=1, card=shade, burn=[]),
                                           Pass(seat=1)]
        else:
            assert isinstance(s.stack[-1], Main) and decision(s).seat == 0
            refused(s, Play(seat=1, card=shade, burn=[]), "RPR-seat")


def _live(state, t) -> bool:
    """Whether window `t` (just popped) asks anybody at all: a guard window of an attack that
    is neither cancelled nor guarded yet (RPR-guard-once), a grace window of a Thrall still in
    play; a sudden window always."""
    if isinstance(t, GuardAsk):
        f = fight_of(state)
        return f is not None and not f.cancelled and not f.guarded
    if isinstance(t, GraceAsk):
        return any(t.target in p.thralls for p in state.players)
    return True


def _held_to_options(handler, calls: list):
    """A window's handler in the fold's loop, checked against the options of that window: each
    seat it passes over has nothing but pass, the seat it waits for has more."""
    def run(state, t):
        start = getattr(t, "asked", 0)
        live = _live(state, t)
        waits = handler(state, t)
        if not live:
            assert waits is None and start == getattr(t, "asked", 0), t
            return waits
        seats = 1 if isinstance(t, SuddenAsk) else 2
        end = getattr(t, "asked", 0) if waits is not None else seats
        if waits is not None:
            assert state.stack[-1] is t
        for asked in range(start, seats):
            window = replace(t, asked=asked) if seats == 2 else t
            listed = options(state, window)
            seat = asked_seat(state, window)
            assert listed and all(e.seat == seat for e in listed)
            assert (len(listed) > 1) == (asked == end), (window, listed)
            calls.append((type(t), asked == end))
            if asked == end:
                break
        return waits
    return run


@pytest.mark.parametrize("version", ["reaper-5", "reaper-4", "reaper-1"])
def test_the_windows_yes_no_agrees_with_the_options_at_every_window_of_self_play(monkeypatch,
                                                                                  version):
    """Every guard, grace and sudden window the fold's loop runs in seeded self-play: the seats
    it passes over may only pass, the seat it stops at has an option besides passing."""
    calls: list[tuple[type, bool]] = []
    for kind in (GuardAsk, GraceAsk, SuddenAsk):
        monkeypatch.setitem(flow.LOOP.steps, kind, _held_to_options(flow.LOOP.steps[kind], calls))
    game = GAME.for_rules(version)
    decks = list(GAME.sample_decks().values())
    for n in range(12):
        seed = dealer.seed_from_number(n, "rpr-windows")
        g = selfplay_genesis(game, ["Ada", "Bo"], [decks[n % 3], decks[(n + 2) % 3]],
                             dealer.commitment(seed))
        agents = [RandomAgent(dealer.seed_from_number(n, f"rpr-windows{s}")) for s in range(2)]
        for _ in play_out(game, g, seed, agents):
            pass
    for kind in (GuardAsk, GraceAsk, SuddenAsk):  # both answers were compared at each kind
        assert calls.count((kind, True)) > 20 and calls.count((kind, False)) > 20, kind
