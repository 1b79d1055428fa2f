"""The turn's frame under the dealer's luck runs straight through from the end of the main
step to the next turn's house, asking once whether a card in play changes it."""

from __future__ import annotations

from engine.events import Dealt
from engine.games.keyforge import forge, tasks as T, turn
from engine.games.keyforge.carriers import in_play
from engine.games.keyforge.abilities.logos_2 import POCKET_FORGE
from engine.games.keyforge.events import ChooseHouse, ChooseOption, Decline, EndStep, Fight
from engine.games.keyforge.keywords import BASE_KEY_COST, hand_size, key_cost
from engine.protocol import Chance, Decision
from engine.games.keyforge.cards import House

from kf_helpers import GAME, position, refused
from test_kf_fold_paths import _states


def test_a_plain_frame_has_the_hand_size_and_key_cost_the_full_rules_give():
    """Wherever the frame is found plain (no card in play that changes it, no upgrade in the
    match that raises the key cost), the full rules give the state's hand size, a key cost
    of 6 before effects, no skipped forge, no key bank and no end-of-turn ability; where key
    banks are its only cards in play (`_banks_only`), the same but for the banks."""
    plain = full = banks = 0
    for n in (0, 1, 2, 3, 6, 8):  # 6 and 8 hold key banks
        for _, _, state in _states(n):
            if not state.stack or type(state.stack[-1]) is not T.Main:
                continue
            if not turn._plain_frame(state):
                full += 1
                if not turn._banks_only(state):
                    continue
                banks += 1  # plain but for key banks (`begin_turn` asks for them)
                assert in_play(state, "key_bank")
            else:
                plain += 1
                assert not in_play(state, "key_bank")
            for seat in (0, 1):
                assert hand_size(state, seat) == state.hand_size
                assert key_cost(state, seat, with_effects=False) == BASE_KEY_COST
                assert not forge.skips_forge(state, seat)
            assert not in_play(state, "end_of_turn")
    assert plain > 0 and full > banks > 0  # each kind came up


def test_mother_in_play_makes_its_controller_draw_one_more_at_the_end_of_the_turn():
    """Mother (hand size +1) is in play: the frame is not plain, and seat 0 refills to 7
    (KF-draw-1); the turn passes and seat 1 forges with 6 Æmber (KF-forge-1)."""
    s = position(house="Logos", seats=[dict(battleline=["Mother"], deck=["Troll"] * 8),
                                       dict(amber=6, deck=["Krump"] * 8)])
    s = GAME.apply(s, EndStep(seat=0), check=True)
    assert len(s.players[0].hand) == 7
    assert s.active == 1 and s.players[1].keys == 1 and s.players[1].amber == 0
    refused(s, EndStep(seat=0), "KF-sequence")  # seat 1 now chooses a house


def test_murmook_raises_the_cost_of_the_key_the_next_player_would_forge():
    """Murmook (seat 0's) makes seat 1's keys cost 7: with 6 Æmber seat 1 does not forge
    when its turn begins (KF-forge-cost); its hand is refilled to 6 as usual."""
    s = position(house="Untamed", seats=[dict(battleline=["Murmook"], deck=["Troll"] * 8),
                                         dict(amber=6, deck=["Krump"] * 8)])
    s = GAME.apply(s, EndStep(seat=0), check=True)
    assert len(s.players[0].hand) == 6
    assert s.active == 1 and s.players[1].keys == 0 and s.players[1].amber == 6
    assert isinstance(GAME.pending(s), Decision) and GAME.pending(s).rule == "KF-house-1"


def test_the_sting_keeps_its_controller_from_forging_when_its_turn_begins():
    """The Sting (seat 1's) makes its controller skip the forge step: the frame is not plain,
    and seat 1 begins its turn with 6 Æmber and no key forged."""
    s = position(house="Logos", seats=[dict(deck=["Troll"] * 8),
                                       dict(amber=6, artifacts=["The Sting"], deck=["Krump"] * 8)])
    assert not turn._plain_frame(s)
    s = GAME.apply(s, EndStep(seat=0), check=True)
    assert s.active == 1 and s.players[1].keys == 0 and s.players[1].amber == 6
    assert isinstance(GAME.pending(s), Decision) and GAME.pending(s).rule == "KF-house-1"


def test_pocket_universe_makes_up_a_short_pool_when_its_controllers_turn_begins():
    """4 Æmber in seat 1's pool and 2 on its Pocket Universe: when seat 0 ends its step, seat 1
    may forge its key with the Æmber on the card (KF-bank), a choice it may decline."""
    s = position(house="Logos", seats=[dict(deck=["Troll"] * 8),
                                       dict(amber=4, artifacts=[{"card": "Pocket Universe", "amber": 2}],
                                            deck=["Krump"] * 8)])
    assert not turn._plain_frame(s) and turn._banks_only(s)
    s = GAME.apply(s, EndStep(seat=0), check=True)
    assert s.active == 1 and s.players[1].keys == 0
    assert GAME.pending(s).options == [ChooseOption(seat=1, option=POCKET_FORGE), Decline(seat=1)]
    s = GAME.apply(s, ChooseOption(seat=1, option=POCKET_FORGE), check=True)
    assert s.players[1].keys == 1 and s.players[1].amber == 0
    assert s.inplay[s.players[1].artifacts[0]].amber == 0


def test_a_key_bank_with_the_sting_in_play_is_asked_in_the_full_frame():
    """Seat 1 holds Pocket Universe and seat 0 The Sting (it skips its own controller's forge,
    not seat 1's): the frame is not plain nor banks only, and seat 1, 4 Æmber short of a key
    with 2 on the Universe, is still offered to forge with it (KF-bank)."""
    s = position(house="Logos", seats=[dict(deck=["Troll"] * 8, artifacts=["The Sting"]),
                                       dict(amber=4, artifacts=[{"card": "Pocket Universe", "amber": 2}],
                                            deck=["Krump"] * 8)])
    assert not turn._plain_frame(s) and not turn._banks_only(s)
    s = GAME.apply(s, EndStep(seat=0), check=True)
    assert GAME.pending(s).options == [ChooseOption(seat=1, option=POCKET_FORGE), Decline(seat=1)]
    refused(s, ChooseHouse(seat=1, house=House.LOGOS), "KF-sequence")  # the bank's choice first


def test_a_draw_that_needs_a_reshuffle_ends_the_turn_once_the_deck_is_refilled():
    """Seat 0's deck holds 2 cards and its discard pile 5: the draw step draws the 2, waits
    for the reshuffle (KF-draw-reshuffle), then draws the rest; only then does the turn end
    and seat 1 forge with its 6 Æmber and choose a house."""
    s = position(house="Brobnar", seats=[dict(deck=["Troll"] * 2, discard=["Krump"] * 5),
                                         dict(amber=6, deck=["Troll"] * 8)])
    s = GAME.apply(s, EndStep(seat=0), check=True)
    p = GAME.pending(s)
    assert isinstance(p, Chance) and s.active == 0 and len(s.players[0].hand) == 2
    refused(s, ChooseHouse(seat=1, house=House.BROBNAR), "KF-sequence")  # the dealer first
    s = GAME.apply(s, Dealt(kind=p.kind, outcome=list(range(5))), check=True)
    assert len(s.players[0].hand) == 6 and len(s.players[0].deck) == 1
    assert s.active == 1 and s.players[1].keys == 1
    assert GAME.pending(s).rule == "KF-house-1" and GAME.pending(s).seat == 1


def test_a_turn_starts_with_no_card_in_play_marked_as_attacked_or_having_used_armor(monkeypatch):
    """KF-elusive, KF-armor-1: what a creature's armor prevented and whether it was attacked
    count for one turn. The turn's start clears only the records marked since the last one
    (`state.turn_mark`) when it saw the same state object then; after every turn's start of
    seeded matches (both ways came up), no record in play keeps a mark."""
    from engine.games.keyforge import state as state_mod
    full = state_mod.clear_turn_marks
    seen = {"marked only": 0, "all": 0, "marks cleared": 0}

    def checked(state):
        seen["marked only" if state is state_mod._CLEARED else "all"] += 1
        seen["marks cleared"] += sum(1 for ip in state_mod._MARKED if ip.armor_used or ip.attacked) \
            if state is state_mod._CLEARED else 0
        full(state)
        assert not any(ip.armor_used or ip.attacked for ip in filter(None, state.inplay))

    monkeypatch.setattr(turn, "clear_turn_marks", checked)
    for n in (0, 1, 2, 3, 6, 8):
        for _ in _states(n):
            pass
    assert seen["marked only"] > 0 and seen["all"] > 0 and seen["marks cleared"] > 0


def test_an_elusive_creature_attacked_last_turn_is_elusive_again():
    """Spiny Wisp (a test card: elusive, hazardous 3) is attacked by Troll: no fight damage
    either way (KF-elusive), 3 hazardous damage to Troll, and the Wisp is marked attacked.
    After both turns pass, Krump's attack is again stopped by elusive (the mark was cleared
    at a turn's start), after its hazardous damage."""
    s = position(house="Brobnar", seats=[dict(battleline=["Troll", "Krump"], deck=["Troll"] * 8),
                                         dict(battleline=["Spiny Wisp"], deck=["Krump"] * 8)])
    wisp = s.players[1].battleline[0]
    s = GAME.apply(s, Fight(seat=0, attacker=s.players[0].battleline[0], defender=wisp), check=True)
    assert s.inplay[wisp].attacked and s.inplay[wisp].damage == 0
    s = GAME.apply(s, EndStep(seat=0), check=True)
    assert not s.inplay[wisp].attacked
    s = GAME.apply(s, ChooseHouse(seat=1, house=House.UNTAMED), check=True)
    s = GAME.apply(s, EndStep(seat=1), check=True)
    s = GAME.apply(s, ChooseHouse(seat=0, house=House.BROBNAR), check=True)
    krump = s.players[0].battleline[1]
    s = GAME.apply(s, Fight(seat=0, attacker=krump, defender=wisp), check=True)
    assert s.inplay[wisp].damage == 0 and s.inplay[krump].damage == 3  # elusive again; hazardous
    refused(s, Fight(seat=0, attacker=krump, defender=wisp), "KF-use-exhausted")
