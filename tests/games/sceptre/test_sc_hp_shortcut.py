"""SC-hp-zero: a Champion whose HP falls to 0 dies at once, so the fold asks after every
pre-attack play whether anyone in the arena has no HP left. It passes over an unhurt Champion
that nothing can lower (`stats.surely_alive`) without working its HP out; that must never
pass over a Champion with 0 HP left, here checked at every unit of seeded self-play and at
positions where only an effect lowers an unhurt Champion's HP."""

from __future__ import annotations

from engine import dealer
from engine.agents import RandomAgent
from engine.games.sceptre import combat
from engine.games.sceptre.cards import CARDS
from engine.games.sceptre.state import Mod, set_wounds
from engine.games.sceptre.stats import cards_lower_hp, hp_left, may_be_dying, squire_stats, surely_alive
from replays.simulate import agent_names, default_decks
from tests.selfplay_states import played_states

from sc_helpers import GAME, one, seat, start


def test_the_set_has_no_card_that_lowers_hp():
    assert not cards_lower_hp()


def test_a_unit_passed_over_always_has_hp_left():
    passed = looked = 0
    for n in range(3):
        secret = dealer.seed_from_number(n, "hp-shortcut")
        genesis = GAME.genesis(agent_names(2), default_decks(GAME, n, 2), dealer.commitment(secret))
        agents = [RandomAgent(dealer.seed_from_number(n, f"a{s}")) for s in range(2)]
        for state in played_states(GAME, genesis, secret, agents):
            for s, side in enumerate(state.sides):
                for unit in ([side.combat] if side.combat else []) + side.garrison:
                    in_combat = unit is side.combat
                    left = hp_left(state, s, unit, in_combat)
                    if surely_alive(state, s, unit, in_combat):
                        assert left > 0
                        passed += 1
                    looked += 1
    assert passed > 200 and looked > passed


def test_an_unhurt_champion_an_effect_takes_to_zero_hp_is_dead():
    state = start(seat("Tide Sentinel"), seat("Ember Warden"))
    unit = state.sides[0].combat
    unit.mods = [Mod("hp", -500)]  # in place: a position refuses a Champion with no HP left
    assert unit.damage == 0 and hp_left(state, 0, unit, True) == 0
    assert not surely_alive(state, 0, unit, True)
    assert combat.anyone_dead(state)


def test_an_effect_on_the_combat_position_counts_only_for_the_champion_in_combat():
    state = start(seat("Tide Sentinel", garrison=[{"card": "Pyre Adept"}]), seat("Ember Warden"))
    side = state.sides[0]
    side.combat_mods = [Mod("hp", -500)]  # in place: a position refuses a Champion so lowered
    assert not surely_alive(state, 0, side.combat, True)
    assert hp_left(state, 0, side.combat, True) == 0
    assert surely_alive(state, 0, side.garrison[0], False)
    assert combat.anyone_dead(state)


def test_an_unhurt_field_is_alive():
    state = start(seat("Tide Sentinel", garrison=[{"card": "Pyre Adept"}]), seat("Ember Warden"))
    assert all(surely_alive(state, s, u, u is side.combat) for s, side in enumerate(state.sides)
               for u in ([side.combat] if side.combat else []) + side.garrison)
    assert not combat.anyone_dead(state)


def test_nobody_is_dying_when_may_be_dying_says_so():
    """The death checks skip their walk when `may_be_dying` is False: then every Champion
    and every Squire in the arena has HP left, at every state of seeded self-play."""
    told = {True: 0, False: 0}
    for n in range(3):
        secret = dealer.seed_from_number(n, "hp-dying")
        genesis = GAME.genesis(agent_names(2), default_decks(GAME, n, 2), dealer.commitment(secret))
        agents = [RandomAgent(dealer.seed_from_number(n, f"d{s}")) for s in range(2)]
        for state in played_states(GAME, genesis, secret, agents):
            dying = may_be_dying(state)
            told[dying] += 1
            if not dying:
                for s, side in enumerate(state.sides):
                    for unit in ([side.combat] if side.combat else []) + side.garrison:
                        assert hp_left(state, s, unit, unit is side.combat) > 0
                        assert all(squire_stats(state, sq)[0] > 0 for sq in unit.squires)
    assert told[False] > 200 and told[True] > 5


def test_a_hurt_squire_or_champion_at_its_printed_hp_may_be_dying():
    # made deadly in place: a position refuses a Champion or Squire with no HP left
    squire = start(seat({"card": "Tide Sentinel", "squires": ["Tide Page"]}), seat("Ember Warden"))
    set_wounds(squire, one(squire, "Tide Page"), 500)
    assert may_be_dying(squire)
    champion = start(seat("Tide Sentinel"), seat("Ember Warden"))
    champion.sides[1].combat.damage = 500
    assert may_be_dying(champion) and combat.anyone_dead(champion)
    effect = start(seat("Tide Sentinel"), seat("Ember Warden"))
    effect.sides[0].combat_mods = [Mod("hp", -500)]
    assert may_be_dying(effect)
    assert not may_be_dying(start(seat("Tide Sentinel"), seat("Ember Warden")))


def _may_be_dying_walk(state) -> bool:
    """`may_be_dying` as first written: one walk over every unit and Squire in the arena."""
    if cards_lower_hp():
        return True
    for side in state.sides:
        if side.combat is not None and any(m.stat == "hp" and m.value < 0 for m in side.combat_mods):
            return True
        for unit in ([side.combat] if side.combat else []) + side.garrison:
            if unit.damage and unit.damage >= CARDS[state.cards[unit.card]].hp:
                return True
            if any(m.stat == "hp" and m.value < 0 for m in unit.mods):
                return True
            for sq in unit.squires:
                if state.wounds[sq] and state.wounds[sq] >= CARDS[state.cards[sq]].hp:
                    return True
    return False


def _hurt(squire: int, garrison_squire: int, foe: int):
    """A written position, then the damage put on in place (a position refuses a Champion or
    Squire with no HP left, and 500 leaves none)."""
    state = start(seat({"card": "Tide Sentinel", "squires": ["Tide Page"]},
                       garrison=[{"card": "Mist Oracle", "squires": ["Brine Squire"]}]),
                  seat("Ember Warden", garrison=[{"card": "Pyre Adept"}]))
    set_wounds(state, one(state, "Tide Page"), squire)
    set_wounds(state, one(state, "Brine Squire"), garrison_squire)
    state.sides[1].garrison[0].damage = foe
    return state


def test_may_be_dying_answers_as_the_plain_walk():
    """Its answer decides whether a Deaths task goes on the stack (a state's bytes), so its
    shortcuts (the Champion in combat read apart, printed HP from a table) must answer as one
    plain walk does: at every state of seeded self-play and at written positions with a hurt
    Squire in combat or in the garrison, a lowering effect, a dead Champion."""
    told = {True: 0, False: 0}
    states = [_hurt(d, g, h) for d in (0, 10, 500) for g in (0, 20, 500) for h in (0, 30, 500)]
    for in_combat in (True, False):  # a Tide Sentinel an effect takes to 0 HP, in place
        state = start(seat("Tide Sentinel") if in_combat else
                      seat("Mist Oracle", garrison=[{"card": "Tide Sentinel"}]), seat("Ember Warden"))
        side = state.sides[0]
        (side.combat if in_combat else side.garrison[0]).mods = [Mod("hp", -500)]
        states.append(state)
    for n in range(3):
        secret = dealer.seed_from_number(n, "hp-walk")
        genesis = GAME.genesis(agent_names(2), default_decks(GAME, 50 + n, 2), dealer.commitment(secret))
        agents = [RandomAgent(dealer.seed_from_number(n, f"w{s}")) for s in range(2)]
        for i, state in enumerate(played_states(GAME, genesis, secret, agents)):
            if i >= 2000:  # random play can go on for ever (attacks that never break through)
                break
            states.append(GAME.clone(state))
    for state in states:
        dying = may_be_dying(state)
        assert dying == _may_be_dying_walk(state)
        told[dying] += 1
    assert told[False] > 200 and told[True] > 20
