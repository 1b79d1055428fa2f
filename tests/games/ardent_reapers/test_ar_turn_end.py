"""The turn's end under dealer luck (AR-rotate-1, AR-draw-1, AR-play-3, AR-draw-short): run at
once, it must come to the very state its steps give when each runs as a task of its own (as at
a table), whichever constant abilities and lasting effects are about."""

from ar_helpers import DECK6, GAME, act, card, names, position

from engine.events import Dealt
from engine.games.ardent_reapers import flow
from engine.games.ardent_reapers.events import EndStep, Harvest, PlayCard
from engine.games.ardent_reapers.state import (CardState, DrawStepTask, End, EndTurnTask,
                                               MainTask, RotateTask, State, Step, Zone)
from engine.protocol import Chance, Decision, Over

HAND, DECK = Zone.HAND, Zone.DECK


def _by_steps(state: State, seat: int) -> State:
    """The turn's end with Rotate Cards, Draw Cards and the turn's end each a task, run by the
    work loop (the order `end_step` pushes them in at a table)."""
    s = GAME.clone(state)
    assert type(s.stack.pop()) is MainTask
    s.stack += [EndTurnTask(seat=seat), DrawStepTask(seat=seat), RotateTask(seat=seat)]
    flow.advance(s)
    return s


def _ends_as_its_steps(state: State, seat: int = 0) -> State:
    after = act(state, EndStep(seat=seat))
    assert GAME.encode_state(after) == GAME.encode_state(_by_steps(state, seat))
    return after


def test_no_constant_about_refills_to_three_and_the_next_hand_stays_secret():
    s = position(seats=[dict(battle_line=[("Vix", "Dormant")], hand=["Jater", "Roat"], deck=list(DECK6)),
                        dict(battle_line=[("Pokets", "Active")], hand=["Overcharge"], deck=list(DECK6))])
    s = act(s, PlayCard(seat=0, card=card(s, "Roat"), end=End.LEFT))
    after = _ends_as_its_steps(s)
    assert names(after, 0, HAND) == ["Jater", *DECK6[:2]]
    assert after.card_state[card(after, "Vix")] is CardState.ACTIVE
    assert after.active == 1 and after.step is Step.MAIN and after.revealed == []
    p = GAME.pending(after)
    assert isinstance(p, Decision) and p.seat == 1 and p.rule == "AR-turn-2"


def test_a_hand_size_constant_in_play_changes_the_refill():
    # Bo's Parasite: Ada refills to 2 (AR-card-parasite); Ada's own Bejewel adds one back
    s = position(seats=[dict(battle_line=[("Vix", "Active")], deck=list(DECK6)),
                        dict(battle_line=[("Parasite", "Dormant")], deck=list(DECK6))])
    assert names(_ends_as_its_steps(s), 0, HAND) == DECK6[:2]
    t = position(seats=[dict(battle_line=[("Bejewel", "Active")], deck=list(DECK6)),
                        dict(battle_line=[("Parasite", "Dormant")], deck=list(DECK6))])
    assert names(_ends_as_its_steps(t), 0, HAND) == DECK6[:3]


def test_a_constant_that_becomes_active_at_the_rotation_reveals_the_next_hand():
    # Ada's Silence Enforcer turns Active at her Rotate Cards step: Bo, holding only an action
    # and a relic, can play nothing and his hand is revealed (AR-card-silence-enforcer, AR-play-3)
    def ended(enforcer: str) -> State:
        s = position(seats=[dict(battle_line=[("Silence Enforcer", enforcer)], hand=["Roat"],
                                 deck=list(DECK6)),
                            dict(battle_line=[("Pokets", "Active")], hand=["Overcharge", "Hypervator"],
                                 deck=list(DECK6))])
        return _ends_as_its_steps(act(s, PlayCard(seat=0, card=card(s, "Roat"), end=End.LEFT)))
    after = ended("Dormant")
    assert after.card_state[card(after, "Silence Enforcer")] is CardState.ACTIVE
    assert set(after.revealed) == {card(after, "Overcharge"), card(after, "Hypervator")}
    # Active at the turn's end, Mature after it: nothing stops Bo, nothing is revealed
    assert ended("Active").revealed == []


def test_a_lasting_effect_with_no_constant_about_still_reveals_a_blocked_hand():
    # Silent Room harvested: Bo may play no card next turn (AR-card-silent-room), his hand shown
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Silent Room", "Mature")],
                             hand=["Tessa"], deck=list(DECK6)),
                        dict(battle_line=[("Roat", "Active")], hand=["Anox", "Overcharge"],
                             deck=list(DECK6))])
    harvested = act(s, Harvest(seat=0, card=card(s, "Silent Room")),
                    PlayCard(seat=0, card=card(s, "Tessa", zone=HAND), end=End.LEFT))
    after = _ends_as_its_steps(harvested)
    assert set(after.revealed) == {card(after, "Anox", seat=1, zone=HAND), card(after, "Overcharge")}


def test_a_short_deck_with_no_discard_pile_draws_what_is_left_and_the_turn_passes():
    # AR-draw-short: no discard pile to reshuffle, so no chance waits: the turn ends at once
    s = position(seats=[dict(battle_line=[("Vix", "Active")], deck=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active")], deck=list(DECK6))])
    after = _ends_as_its_steps(s)
    assert names(after, 0, HAND) == ["Roxxy"] and names(after, 0, DECK) == []
    assert after.active == 1 and after.turn == s.turn + 1 and after.step is Step.MAIN


def test_a_short_deck_with_a_discard_pile_waits_for_the_reshuffle_in_the_draw_step():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], deck=["Roxxy"], discard=["Tessa", "Anox"]),
                        dict(battle_line=[("Pokets", "Active")], deck=list(DECK6))])
    mid = _ends_as_its_steps(s)
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "shuffle" and p.size == 2
    assert mid.step is Step.DRAW and mid.active == 0 and names(mid, 0, HAND) == ["Roxxy"]


def test_a_one_card_discard_pile_becomes_the_deck_without_a_shuffle_and_the_turn_passes():
    # AR-draw-reshuffle with nothing to shuffle: no chance waits, the draw goes on from the new
    # deck (AR-draw-short once it runs out too) and the next turn begins
    s = position(seats=[dict(battle_line=[("Vix", "Active")], deck=["Roxxy"], discard=["Tessa"]),
                        dict(battle_line=[("Pokets", "Active")], deck=list(DECK6))])
    after = _ends_as_its_steps(s)
    assert names(after, 0, HAND) == ["Roxxy", "Tessa"] and names(after, 0, Zone.DISCARD) == []
    assert after.active == 1 and after.step is Step.MAIN
    assert isinstance(GAME.pending(after), Decision)


def test_a_match_that_ends_at_the_turns_end_ends_the_same_at_once():
    # the turn limit (AR-end-turn-limit), after a short draw: no next turn begins
    s = position(turn=6, max_turns=6, seats=[dict(battle_line=[("Vix", "Active")], deck=["Roxxy"]),
                                             dict(battle_line=[("Pokets", "Active")], deck=list(DECK6))])
    after = _ends_as_its_steps(s)
    p = GAME.pending(after)
    assert isinstance(p, Over) and p.rule == "AR-end-turn-limit" and after.step is Step.OVER
    assert names(after, 0, HAND) == ["Roxxy"] and after.stack == [] and after.turn == 6


def test_a_match_that_ends_at_the_turns_end_after_a_reshuffle_waits_for_nothing():
    # the turn limit (AR-end-turn-limit) reached once the reshuffled draw is done: the turn's
    # end runs as a task after the dealt shuffle, and the match ends with nothing waiting
    s = position(turn=6, max_turns=6, seats=[dict(battle_line=[("Vix", "Active")], deck=["Roxxy"],
                                                  discard=["Tessa", "Anox"]),
                                             dict(battle_line=[("Pokets", "Active")], deck=list(DECK6))])
    mid = act(s, EndStep(seat=0))
    assert isinstance(GAME.pending(mid), Chance)
    after = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    p = GAME.pending(after)
    assert isinstance(p, Over) and p.rule == "AR-end-turn-limit"
    assert after.need is None and after.stack == [] and after.step is Step.OVER
    assert names(after, 0, HAND) == ["Roxxy", "Anox", "Tessa"]
