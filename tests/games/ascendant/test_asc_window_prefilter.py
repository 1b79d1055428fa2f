"""The fold asks "can anyone act?" with cheap yes/no tests (`can_pay`, `rolls.window_cards`); the
cards they let through must be exactly those a player could use: a payment `stamina_to_spend`
finds, and a card `mods_of_use` gives a modifier for. Checked in every window of seeded
self-play under rule options that change paying and windows."""

from __future__ import annotations

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.games.ascendant.cards import CARDS, CardType, Keyword
from engine.games.ascendant.events import Declare, Use
from engine.games.ascendant.legality import is_option, stacks_to_play, usable_in_window
from engine.games.ascendant.rolls import can_pay, mods_of_use, stage_rolls, stamina_to_spend
from engine.games.ascendant.state import NeedKind, card_of
from engine.games.ascendant.tasks import Finishing, Stacks, Stage, Weapons, Window
from replays.simulate import agent_names, default_decks
from tests.selfplay_states import played_states

from asc_helpers import GAME

VARIANTS = [{}, {"stamina_typed": False}, {"stamina_typed": False, "genki_pays": 2},
            {"finesse_pays": 2, "genki_pays": 3}, {"window_users": "rollers"}, {"pay_costs": False}]


def _states(opts: dict, seats: int, n: int):
    seed = dealer.seed_from_number(n, "window-prefilter")
    g = GAME.genesis(agent_names(seats), default_decks(GAME, n, seats), dealer.commitment(seed),
                     options=opts)
    agents = [RandomAgent(dealer.seed_from_number(n, f"a{s}")) for s in range(seats)]
    return played_states(GAME, g, seed, agents)


def _asks(state, task) -> bool:
    """Whether the fold's handler of a step that asks (`flow._stacks`, `flow._weapons`,
    `flow._window`, `flow._finish`) asks a seat to decide, a task's seats left as the
    handler leaves them; the work stack is put back as it was (a handler that asks puts its
    task back)."""
    from engine.games.ascendant import flow

    depth = len(state.stack)
    need = flow.LOOP.handlers[type(task)](state, task)
    del state.stack[depth:]
    return need is not None and need.kind is NeedKind.DECIDE


def _usable_as_applied(state, seat: int, stage: Stage) -> list[int]:
    """The window's cards by what applying them does: paid for (Gambits) and adding a modifier."""
    s = state.seats[seat]
    gambits = [c for c in s.hand if card_of(state, c).type is CardType.GAMBIT
               and stamina_to_spend(state, seat, c) is not None]
    actives = [c for c in s.battlefield if card_of(state, c).type is CardType.ACTIVE
               and card_of(state, c).weapon is None and c not in s.activated]
    return [c for c in gambits + actives
            if (stage is not Stage.COUNTER or card_of(state, c).has(Keyword.COUNTERATTACK))
            and mods_of_use(state, seat, c, stage)]


@pytest.mark.parametrize("opts", VARIANTS, ids=[str(v) or "defaults" for v in VARIANTS])
def test_cheap_tests_let_through_exactly_the_usable_cards(opts):
    windows = paid = 0
    for n, seats in ((0, 2), (1, 3), (2, 4)):
        for state in _states(opts, seats, n):
            for seat, s in enumerate(state.seats):
                for c in s.hand:
                    assert can_pay(state, seat, card_of(state, c)) == \
                        (stamina_to_spend(state, seat, c) is not None)
                    paid += 1
                assert stacks_to_play(state, seat) == [
                    c for c in s.hand if card_of(state, c).type in (CardType.ACTIVE, CardType.PASSIVE)
                    and stamina_to_spend(state, seat, c) is not None]
                if state.attack is None or s.out:
                    continue
                for stage in Stage:
                    got = usable_in_window(state, seat, stage)
                    if opts.get("window_users") == "rollers" and \
                            seat not in stage_rolls(state.attack, state.active, stage):
                        assert got == []
                        continue
                    assert got == _usable_as_applied(state, seat, stage)
                    windows += bool(got)
    assert windows > 10 and paid > 500



@pytest.mark.parametrize("opts", VARIANTS[:2], ids=["defaults", "untyped"])
def test_is_option_agrees_with_the_full_list(opts):
    """The check of one decision looks only at its own card; it must agree with membership in
    the whole list, for options and for events that are options at other moments."""
    asked = [(GAME.clone(st), GAME.pending(st)) for n, seats in ((3, 2), (4, 3))
             for st in _states(opts, seats, n) if st.need is not None and st.need.kind.value == "decide"]
    outsiders = 0
    for i, (state, p) in enumerate(asked):
        others = [ev for _, q in asked[max(0, i - 8):i + 8] for ev in q.options]  # any seat's
        others += [_changed(ev) for ev in p.options if hasattr(ev, "card")]
        others += [msgspec.structs.replace(ev, seat=(ev.seat + 1) % len(state.seats))
                   for ev in p.options]  # the right event from a seat not asked
        others += [_retargeted(ev, state) for ev in p.options if isinstance(ev, Declare)]
        for ev in p.options + others:
            assert is_option(state, ev) == (ev in p.options), ev
            outsiders += ev not in p.options
    assert outsiders > 200


def _retargeted(ev, state):
    """A Declare naming the attacker itself as the target."""
    return msgspec.structs.replace(ev, opponent=ev.seat)


def _changed(ev):
    """An option with one field changed: another card, or a Use naming an opponent or a pick."""
    if isinstance(ev, Use):
        return msgspec.structs.replace(ev, opponent=(ev.opponent or 0) + 1, pick=ev.pick)
    return msgspec.structs.replace(ev, card=ev.card + 1)


@pytest.mark.parametrize("opts", [{}, {"jumons_by": "turn-player", "stamina_typed": False}],
                         ids=["defaults", "turn-player-untyped"])
def test_yes_no_tests_agree_with_the_lists(opts):
    """Whether anyone is asked is answered without listing (the fold's handlers of the
    steps that ask: stacks, Weapons, windows, the Finishing Phase; an effect's `can_choose`);
    each must say yes exactly when the list the player is shown has an entry, at every state
    of seeded self-play (stacks and Weapons are the turn player's alone)."""
    from engine.games.ascendant.legality import (ACTIVE_EFFECTS, JUMON_EFFECTS, usable_in_finishing,
                                                 weapons_to_wield)
    effects = {**JUMON_EFFECTS, **ACTIVE_EFFECTS}
    seen = {"finish": 0, "wield": 0, "stack": 0, "window": 0, "choose": 0, "broke": 0}
    for n, seats in ((5, 2), (6, 3), (7, 4)):
        for state in _states(opts, seats, n):
            for seat, s in enumerate(state.seats):
                if s.out:
                    continue
                # whether a card can be paid, counted, agrees with the payment looked for,
                # also where nothing is left to pay with (one instance of each card id owned)
                mine = {state.cards[i]: i for i in range(len(state.cards)) if state.owner[i] == seat}
                for card_id, inst in mine.items():
                    paid = can_pay(state, seat, CARDS[card_id])
                    assert paid == (stamina_to_spend(state, seat, inst) is not None), card_id
                    seen["broke"] += not paid and not s.fountain
                finishes = _asks(state, Finishing(seats=[seat]))
                assert finishes == bool(usable_in_finishing(state, seat))
                seen["finish"] += finishes
                if seat == state.active:
                    stacks = _asks(state, Stacks())
                    assert stacks == bool(stacks_to_play(state, seat))
                    seen["stack"] += stacks
                for effect in effects.values():
                    assert effect.can_choose(state, seat) == bool(effect.choices(state, seat))
                    seen["choose"] += not effect.can_choose(state, seat)
                if state.attack is not None:
                    for stage in Stage:
                        got = _asks(state, Window(stage=stage, seats=[seat]))
                        assert got == bool(usable_in_window(state, seat, stage))
                        seen["window"] += got
            if state.attack is not None:
                wields = _asks(state, Weapons())
                assert wields == bool(weapons_to_wield(state))
                seen["wield"] += wields
    assert all(v > 5 for v in seen.values()), seen


@pytest.mark.parametrize("opts", [{}, {"window_users": "rollers", "jumons_by": "turn-player"}],
                         ids=["defaults", "rollers-turn-player"])
def test_a_window_and_the_finishing_phase_skip_exactly_the_seats_with_nothing_to_use(opts):
    """The fold's window and Finishing Phase handlers answer for a whole order of seats at once
    (at every window and Finishing Phase): the seats before the first one with a
    card to use are dropped, that one and those after it are kept in order, and when nobody
    has one the order is emptied. Held to the lists the players are shown, from every seat of
    every state of seeded self-play, so an order starting anywhere and holding seats that are
    out is met (a seat that is out is passed over: ASC-assume-out)."""
    from engine.games.ascendant.legality import usable_in_finishing

    def expected(order, usable):
        for i, seat in enumerate(order):
            if usable(seat):
                return order[i:]
        return []

    seen = {"window-kept": 0, "window-emptied": 0, "finish-kept": 0, "finish-emptied": 0, "out": 0}
    for n, seats in ((8, 3), (9, 4)):
        for state in _states(opts, seats, n):
            for start in range(seats):
                order = [(start + k) % seats for k in range(seats)]
                seen["out"] += any(state.seats[s].out for s in order)
                got = list(order)
                want = expected(order, lambda s: not state.seats[s].out
                                and bool(usable_in_finishing(state, s)))
                assert _asks(state, Finishing(seats=got)) == bool(want) and got == want
                seen["finish-kept" if want else "finish-emptied"] += 1
                if state.attack is None:
                    continue
                for stage in Stage:
                    got = list(order)
                    want = expected(order, lambda s: bool(usable_in_window(state, s, stage)))
                    assert _asks(state, Window(stage=stage, seats=got)) == bool(want) and got == want
                    seen["window-kept" if want else "window-emptied"] += 1
    assert all(v > 5 for v in seen.values()), seen


@pytest.mark.parametrize("opts", VARIANTS, ids=[str(v) or "defaults" for v in VARIANTS])
def test_can_pay_is_a_count_whatever_the_fountains_order(opts):
    """`can_pay` looks at both ends of the Fountain before counting it (a Fountain keeps its
    deck's order, usually one kind of Stamina and then the other): for every order of up to
    five Genki and Finesse cards it says yes exactly when `stamina_to_spend` finds a payment,
    for costs of one kind, of both, and of more than one card."""
    from itertools import product

    from asc_helpers import position

    hand = ["Cinder Blade", "Thornshot Sling", "Hailstorm Quiver", "Iron Maul", "Thunder Verdict"]
    said = {True: 0, False: 0}
    for size in range(6):
        for fountain in product(["Genki", "Finesse"], repeat=size):
            state = position([dict(hand=hand, fountain=list(fountain)), dict()], options=opts)
            for c in state.seats[0].hand:
                paid = can_pay(state, 0, card_of(state, c))
                assert paid == (stamina_to_spend(state, 0, c) is not None), (fountain, state.cards[c])
                said[paid] += 1
    assert said[True] > 50 and (said[False] > 5 or opts.get("pay_costs") is False), said
