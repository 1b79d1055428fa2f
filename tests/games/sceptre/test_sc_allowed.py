"""The check's yes/no (allowed.py) is exactly membership in the options of the decision due,
for the options and for events that are not: every decision of seeded self-play under
sceptre-8, -7, -5, -4 and -1, probed with the step's refused candidates, other moments' events of
either seat and near misses field by field; every roll with outcomes in and out of a d20.
And `covers` says yes exactly when `cover` finds Coins, `can_pay` exactly when `pay` does, over
every small hand."""

from __future__ import annotations

from itertools import combinations_with_replacement

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt
from engine.protocol import Chance, Decision
from engine.registry import get_game
from engine.games.sceptre.allowed import MAIN, OTHER
from engine.games.sceptre.cards import CARDS, METAL_RANK
from engine.games.sceptre.coins import (ATTACK_RANKS, COST_RANKS, can_pay, counted, cover,
                                        covers, pay)
from engine.games.sceptre.combat import ATTACK_NEEDS
from engine.games.sceptre.events import (Attack, AttachCoin, AttachSquire, BringIn, PlayAction,
                                         Sacrifice, SelectCoin, SetTrap, SpringTrap, StopRetreat)
from engine.games.sceptre.legality import candidates
from engine.games.sceptre.state import Main
from replays.simulate import default_decks
from tests.selfplay_states import played_states

new = msgspec.structs.replace


def _decisions(version: str, n: int):
    """(state, pending) at every decision and roll of seeded self-play match n."""
    game = get_game("sceptre").for_rules(version)
    seed = dealer.seed_from_number(n, f"allowed-{version}")
    genesis = game.genesis(["A", "B"], default_decks(game, 100 + n), dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"allowed{s}")) for s in range(2)]
    for state in played_states(game, genesis, seed, agents):
        yield game.clone(state), game.pending(state)


def _near_misses(ev, state) -> list:
    """Events one field away from `ev`: other targets, cards and faces, attacks by index or
    place, replaced Squires or Traps, the other seat."""
    out = [new(ev, seat=1 - ev.seat)]
    arena = [u.card for s in state.sides for u in ([s.combat] if s.combat else []) + s.garrison]
    hand = state.sides[ev.seat].hand
    if hasattr(ev, "target"):
        out += [new(ev, target=t) for t in arena + [None]]
    if hasattr(ev, "card"):
        out += [new(ev, card=c) for c in hand[:8]]
    if isinstance(ev, Attack):
        out += [new(ev, attack=a) for a in (-1, 1 - ev.attack, 2)]
        out += [new(ev, target=None, slot=s) for s in (0, 1, 3)] + [new(ev, slot=0)]
    if isinstance(ev, AttachSquire):
        out += [new(ev, face_up=True), new(ev, face_up=False), new(ev, replace=ev.card),
                new(ev, replace=None)] + [new(ev, replace=c) for c in arena]
    if isinstance(ev, SetTrap):
        out += [new(ev, replace=ev.card), new(ev, replace=None)]
    if isinstance(ev, PlayAction):
        out += [new(ev, choice="x"), new(ev, choice=ev.choice, target=arena[0] if arena else 0)]
        if ev.choice:
            out.append(new(ev, target=None, choice=""))
    if isinstance(ev, Sacrifice):
        out += [new(ev, squire=c) for c in arena + hand[:4]]
    if hasattr(ev, "paid"):  # rule 18's overpaying (sceptre-8): every metal, too many, none
        out += [new(ev, paid=p) for p in (("copper",), ("silver",), ("gold",), ("gold", "gold"),
                                          (), msgspec.UNSET, ["silver"], ["gold"])]
    if isinstance(ev, SelectCoin):
        out += [new(ev, metal=m) for m in ("gold", "silver", "copper", None, "x")]
    if isinstance(ev, SpringTrap):
        out += [new(ev, trigger=not ev.trigger), new(ev, card=ev.card + 1)]
    return out


@pytest.mark.parametrize("version,n", [("sceptre-5", 0), ("sceptre-5", 1), ("sceptre-5", 2),
                                       ("sceptre-1", 0), ("sceptre-4", 3), ("sceptre-8", 0),
                                       ("sceptre-8", 1), ("sceptre-7", 2)])
def test_the_yes_no_is_exactly_membership_in_the_options(version, n):
    steps = list(_decisions(version, n))
    recent: list = []
    said = {True: 0, False: 0}
    kinds = set()
    for state, p in steps:
        t = state.stack[-1]
        if isinstance(p, Chance):
            allowed = OTHER.get(type(t))
            if allowed is None:
                continue
            for outcome in (-1, 0, 7, 19, 20, True, 3.0, [0]):
                for kind in ("d20", "d6"):
                    ev = Dealt(kind=kind, outcome=outcome)
                    want = kind == p.kind and p.accepts(outcome)
                    assert allowed(state, t, ev) == want, (t, ev)
            continue
        assert isinstance(p, Decision)
        probes = list(p.options) + recent
        if type(t) is Main:
            probes += candidates(state, 0) + candidates(state, 1)
        probes += [m for ev in list(probes) for m in _near_misses(ev, state)]
        for ev in probes:
            if type(t) is Main:
                allowed = MAIN.get(type(ev))
                if allowed is None or ev.seat != t.seat:
                    continue  # the worded way (another seat, another step's event)
                got = allowed(state, ev)
            else:
                allowed = OTHER.get(type(t))
                if allowed is None:
                    break
                got = allowed(state, t, ev)
            assert got == (ev in p.options), (t, ev)
            said[got] += 1
            kinds.add(type(ev))
        recent = (recent + list(p.options))[-40:]
    assert said[True] > 200 and said[False] > 1000, said
    assert {Attack, AttachCoin, AttachSquire, BringIn, StopRetreat, Sacrifice} <= kinds


COINS = sorted({c.metal: cid for cid, c in CARDS.items() if c.metal is not None}.items(),
               key=lambda kv: METAL_RANK[kv[0]])
"""One Coin card id per metal, lowest first."""


class _Cards:
    """As much of a state as `cover` reads: the card id of each instance."""

    def __init__(self, ids: list[str]) -> None:
        self.cards = ids


@pytest.mark.parametrize("size", range(5))
def test_covers_says_yes_exactly_when_cover_finds_coins(size):
    ranks = sorted(METAL_RANK.values())
    assert len(COINS) == len(ranks) == 3
    tried = 0
    for hand in combinations_with_replacement(range(len(COINS)), size):
        state = _Cards([COINS[i][1] for i in hand])
        coins = list(range(len(hand)))[::-1]  # not in rank order: cover sorts them
        for k in range(4):
            for need in combinations_with_replacement(ranks, k):
                need = tuple(sorted(need, reverse=True))
                assert covers(state, coins, need) == (cover(state, coins, need) is not None), \
                    (hand, need)
                tried += 1
    assert tried >= 20


@pytest.mark.parametrize("size", range(5))
def test_an_attacks_counted_cost_says_yes_exactly_when_cover_finds_coins(size):
    # combat.ATTACK_NEEDS keeps each attack's cost as counts (Coins, Silver or better, Gold):
    # the checks' count and walk (`counted` only for a cost in Silver or Gold) must pay
    # exactly what `cover` pays with the attack's own ranks, for every attack of the set
    costs = {}
    for cid, needs in ATTACK_NEEDS.items():
        for i, (_, count, silver, gold, _) in enumerate(needs):
            costs[(count, silver, gold)] = ATTACK_RANKS[cid][i]
    assert len(costs) >= 4 and any(silver == 0 for _, silver, _ in costs)
    for hand in combinations_with_replacement(range(len(COINS)), size):
        state = _Cards([COINS[i][1] for i in hand])
        coins = list(range(len(hand)))[::-1]
        for (count, silver, gold), need in costs.items():
            said = len(coins) >= count and (not silver or counted(state.cards, coins, count,
                                                                  silver, gold))
            assert said == (cover(state, coins, need) is not None), (hand, need)


@pytest.mark.parametrize("size", range(6))
def test_can_pay_says_yes_exactly_when_pay_finds_hand_coins(size):
    from types import SimpleNamespace
    costs = {}  # one card id per distinct cost, the free ones too
    for cid, c in CARDS.items():
        costs.setdefault(COST_RANKS[cid], cid)
    assert len(costs) >= 3 and () in costs  # every cost of the set: none, one Coin of a metal
    kinds = [cid for _, cid in COINS] + ["stone-gate"]  # a card in hand that is not a Coin
    tried = 0
    for hand in combinations_with_replacement(range(len(kinds)), size):
        for cid in costs.values():
            state = SimpleNamespace(cards=[cid] + [kinds[i] for i in hand][::-1],
                                    sides=[SimpleNamespace(hand=list(range(1, size + 1)))])
            assert can_pay(state, 0, 0) == (pay(state, 0, 0) is not None), (hand, cid)
            tried += 1
    assert tried >= len(costs)


def _positions():
    """Moments self-play seldom reaches: three Traps set, a full garrison, a Coin attached
    with one more allowed, an Exterior and no Gate, a Disarmed or stuck Champion in combat."""
    from sc_helpers import seat, start
    hand = ["Rallying Horn", "Quarry Knight", "Copper Coin", "Silver Coin", "Cinder Squire",
            "Iron Helm", "Stone Gate", "Watchtower", "Royal Levy", "Sunlit Colosseum"]
    full = [{"card": c} for c in ("Mist Oracle", "Pyre Adept", "Reef Lancer", "Quarry Knight")]
    yield start(seat("Ember Warden", traps=["Caltrops", "Smoke Snare", "Spiked Palisade"],
                     hand=hand), seat("Tide Sentinel"))
    yield start(seat({"card": "Ember Warden", "coins": ["Gold Coin"]}, garrison=full[:1],
                     coin_done=True, extra_coins=1, hand=hand), seat("Tide Sentinel"))
    yield start(seat({"card": "Ember Warden", "conditions": ["disarmed"]}, hand=hand),
                seat("Tide Sentinel", garrison=full[1:2]))
    yield start(seat({"card": "Ember Warden", "conditions": ["dazed"], "stuck": True}, garrison=full,
                     hand=hand),
                seat("Tide Sentinel"))
    yield start(seat("Ember Warden", coin_done=True, hand=hand), seat("Tide Sentinel"))


def test_the_yes_no_at_written_positions():
    from sc_helpers import GAME
    for state in _positions():
        p = GAME.pending(state)
        t = state.stack[-1]
        probes = candidates(state, t.seat)
        probes += [m for ev in list(probes) for m in _near_misses(ev, state)]
        said_yes = set()
        for ev in probes:
            allowed = MAIN.get(type(ev))
            if allowed is not None and ev.seat == t.seat:
                assert allowed(state, ev) == (ev in p.options), ev
                if ev in p.options:
                    said_yes.add(ev)
        assert said_yes == set(p.options)


def test_the_checks_read_the_filled_registrys_own_dict():
    # allowed.py reads `registry.BY_ID` (a module attribute, specialized) rather than
    # `ABILITIES.get`: it must be the registry's dict itself, so an entry changed there (a
    # test's monkeypatch) is what the checks read
    from engine.games.sceptre import registry
    assert registry.BY_ID is registry.ABILITIES.table
    assert all(registry.BY_ID[cid] is registry.ABILITIES.get(cid) for cid in registry.BY_ID)
