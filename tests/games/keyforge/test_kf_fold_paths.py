"""The fold's fast paths answer as the plain scans and the kit's loop do, at every event of
seeded self-play over random decks (every card the engine plays can turn up)."""

from __future__ import annotations

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt
from engine.protocol import Chance, Decision
from engine.registry import get_game
from engine.games.keyforge import flow
from engine.games.keyforge.abilities.base import HOOKS
from engine.games.keyforge.carriers import carriers, in_match, in_play
from replays.simulate import default_decks

GAME = get_game("keyforge")
GROUPS = ("key_cost opponent_key_cost", "hand_bonus hand_bonus_all opponent_hand_bonus")


def _states(n: int):
    """Each state of a seeded random match after each event (the same object, changed in place)."""
    decks = default_decks(GAME, 9_000 + n)
    seed = dealer.seed_from_number(n, "kf-fold-paths")
    genesis = GAME.genesis(["Ada", "Bo"], decks, dealer.commitment(seed),
                           GAME.selfplay_options())
    agents = [RandomAgent(dealer.seed_from_number(n, f"kf-fold-paths{s}")) for s in range(2)]
    state = GAME.start(genesis)
    draws = 0
    yield genesis, None, state
    while True:
        p = GAME.pending(state)
        if isinstance(p, Decision):
            event = agents[p.seat].choose(p)
        elif isinstance(p, Chance):
            event = Dealt(kind=p.kind, outcome=dealer.draw(seed, draws, p))
            draws += 1
        else:
            return
        state = GAME.apply(state, event, check=False)
        yield genesis, event, state


def _scan(state, fields: str) -> bool:
    """Whether a card in play sets any of `fields`: every creature and artifact looked at."""
    return any(state.cards[c] in HOOKS[f] for f in fields.split()
               for p in state.players for c in p.battleline + p.artifacts)


@pytest.mark.parametrize("n", range(4))
def test_carriers_in_play_answer_as_a_scan_of_the_cards_in_play(n):
    asked = found = 0
    for _, _, state in _states(n):
        for fields in (*HOOKS, *GROUPS):
            assert in_play(state, fields) == _scan(state, fields), fields
            assert in_match(state, fields) == any(cid in HOOKS[f] for f in fields.split()
                                                  for cid in state.cards)
            asked += 1
            found += in_play(state, fields)
        # a decoded copy (another list of the same ids) gets the same carriers
        copy = GAME.decode_state(GAME.digest_and_bytes(state)[1])
        assert carriers(copy, "play") == carriers(state, "play")
    assert found > 0 and asked > found  # both answers came up


@pytest.mark.parametrize("n", range(2))
def test_a_trial_copy_shares_the_carriers_table_and_answers_as_a_scan_of_its_own_cards(n):
    """`carriers.share` (a copy for trying orders: its card list made equal to the state's)
    hands the kept table to the copy's list; a card that then enters or leaves play on the
    copy is seen by `in_play` on the copy, and the state's own answers stay its own."""
    from engine.games.keyforge import carriers as kept
    for _, _, state in _states(n):
        in_play(state, "play")  # the kept table is this state's
        copy = GAME.decode_state(GAME.digest_and_bytes(state)[1])
        copy.cards = list(state.cards)
        kept.share(state, copy)
        assert kept.held()[0] is copy.cards
        for p in copy.players:  # everything leaves play on the copy
            for c in p.battleline + p.artifacts:
                copy.inplay[c] = None
        for fields in (*HOOKS, *GROUPS):
            assert in_play(copy, fields) is False
            assert in_play(state, fields) == _scan(state, fields), fields
            assert in_play(copy, fields) is False


def test_carriers_of_a_field_that_does_not_exist_are_refused():
    state = next(_states(0))[2]
    with pytest.raises(KeyError):
        in_play(state, "aura_powre")


@pytest.mark.parametrize("n", range(4))
def test_the_flows_loop_folds_as_the_kits_loop(n, monkeypatch):
    """Every event folded through `flow.advance` and through the kit's `TaskLoop.run` gives
    the same state (digest) and the same pending decision."""
    played = [(g, e) for g, e, _ in _states(n)]
    genesis = played[0][0]
    ours = GAME.start(genesis)
    digests = []
    for _, event in played[1:]:
        ours = GAME.apply(ours, event, check=False)
        digests.append((GAME.digest(ours), GAME.pending(ours)))
    monkeypatch.setattr(flow, "advance", lambda state: flow.LOOP.run(state, state.stack))
    kits = GAME.start(genesis)
    for (_, event), (digest, pending) in zip(played[1:], digests):
        kits = GAME.apply(kits, event, check=False)
        assert GAME.digest(kits) == digest
        assert GAME.pending(kits) == pending


# -- the sweep's shortcut for undamaged creatures (KF-destroy-1) ----------------------------

def test_an_aura_marked_as_never_lowering_power_gives_no_creature_less_than_0():
    """The sweep passes over undamaged creatures while only such auras are in play: each
    marked card gives every creature in play, friend or enemy, of every trait, 0 or more."""
    from kf_helpers import position
    from engine.games.keyforge.abilities.base import lookup
    s = position(house="Brobnar", seats=[
        dict(artifacts=["Banner of Battle", "Round Table"],
             battleline=["Niffle Queen", "Bulwark", "Neutron Shark", "Grenade Snib"]),
        dict(artifacts=["Banner of Battle", "Round Table"],
             battleline=["Niffle Queen", "Commander Remiel", "Chuff Ape", "Looter Goblin"])])
    marked = [src for p in s.players for src in p.battleline + p.artifacts
              if lookup(s.cards[src]).aura_power_never_lowers]
    assert len(marked) == 6
    given = [lookup(s.cards[src]).aura_power(s, src, c)
             for src in marked for p in s.players for c in p.battleline]
    assert min(given) == 0 and max(given) >= 1  # some creatures get nothing, some more


def test_king_of_the_crag_is_not_marked_and_lowers_an_enemy_brobnar_creature():
    from kf_helpers import card, position
    from engine.games.keyforge.abilities.base import lookup
    s = position(house="Brobnar", seats=[dict(battleline=["King of the Crag"]),
                                         dict(battleline=["Grenade Snib"])])
    king = card(s, "King of the Crag")
    assert not lookup(s.cards[king]).aura_power_never_lowers
    assert lookup(s.cards[king]).aura_power(s, king, card(s, "Grenade Snib")) == -2


def test_an_undamaged_creature_brought_to_0_power_by_an_aura_dies_at_the_sweep():
    """KF-destroy-1: King of the Crag played takes an undamaged enemy Grenade Snib (power 2)
    to 0 and it is destroyed; with Banner of Battle on the Snib's side it has 1 and lives,
    and Banner alone (an aura that never lowers power) destroys nothing."""
    from kf_helpers import card, in_play, play, position
    s = position(house="Brobnar", seats=[dict(hand=["King of the Crag"], battleline=["Troll"]),
                                         dict(battleline=["Grenade Snib", "Dextre"])])
    snib = card(s, "Grenade Snib")
    s = play(s, "King of the Crag")
    assert in_play(s) == ["Troll", "King of the Crag", "Dextre"]
    assert snib in s.players[1].discard
    s = position(house="Brobnar", seats=[dict(hand=["King of the Crag"], battleline=["Troll"]),
                                         dict(battleline=["Grenade Snib", "Dextre"],
                                              artifacts=["Banner of Battle"])])
    s = play(s, "King of the Crag")
    assert in_play(s) == ["Troll", "King of the Crag", "Grenade Snib", "Dextre"]
    s = position(house="Brobnar", seats=[dict(hand=["Banner of Battle"], battleline=["Troll"]),
                                         dict(battleline=["Grenade Snib", "Dextre"])])
    s = play(s, "Banner of Battle")
    assert in_play(s) == ["Troll", "Grenade Snib", "Dextre"]


# -- keywords the auras give (has, value) -----------------------------------------------------

def test_every_keyword_aura_gives_only_what_it_declares():
    """`has` asks the auras only for a keyword some aura declares (or Scout's skirmish): each
    card with a keyword aura declares what it gives, and gives nothing else to any creature."""
    from kf_helpers import position
    from engine.games.keyforge.abilities.base import lookup
    assert HOOKS["aura_keywords"] and set(HOOKS["aura_keywords"]) == set(HOOKS["aura_keywords_given"])
    s = position(house="Sanctum", seats=[
        dict(artifacts=["Round Table"], battleline=["Bulwark", "Halacor", "Commander Remiel"]),
        dict(artifacts=["Round Table"], battleline=["Halacor", "Champion Tabris", "Troll"])])
    given = set()
    for p in s.players:
        for src in p.battleline + p.artifacts:
            ab = lookup(s.cards[src])
            if ab.aura_keywords is None:
                continue
            for q in s.players:
                for c in q.battleline:
                    got = set(ab.aura_keywords(s, src, c))
                    assert got <= set(ab.aura_keywords_given)
                    given |= got
    assert {k.value for k in given} == {"taunt", "skirmish"}


def test_a_knight_next_to_round_table_has_taunt_and_no_aura_gives_omega():
    from kf_helpers import card, position
    from engine.games.keyforge.cards import Keyword
    from engine.games.keyforge.keywords import has, value
    s = position(house="Sanctum", seats=[dict(artifacts=["Round Table"], battleline=["Bulwark", "Halacor", "Troll"]),
                                         dict(battleline=["Commander Remiel"])])
    bulwark, troll, remiel = card(s, "Bulwark"), card(s, "Troll"), card(s, "Commander Remiel")
    assert has(s, bulwark, Keyword.TAUNT) and value(s, bulwark, Keyword.TAUNT) == 1
    assert has(s, bulwark, Keyword.SKIRMISH) and has(s, troll, Keyword.SKIRMISH)  # Halacor: the flanks
    assert not has(s, troll, Keyword.TAUNT) and not has(s, remiel, Keyword.TAUNT)  # not a Knight; an enemy
    assert not has(s, bulwark, Keyword.OMEGA) and value(s, bulwark, Keyword.OMEGA) == 0


def test_no_action_card_sets_a_field_asked_through_in_match():
    """Mimicry writes the id of the action card it copies into `State.cards` while it resolves,
    and the carriers table, keyed on that list's identity, is not rebuilt for it. That is
    sound only while no action card carries a field the rules ask through `in_match` (the
    fields asked through `in_play` are carried by cards in play, never an action card)."""
    import re
    from pathlib import Path

    import engine.games.keyforge as package
    from engine.games.keyforge.cards import CARDS, CardType

    asked = {field for path in Path(package.__file__).parent.rglob("*.py")
             for fields in re.findall(r'in_match\(state, "([a-z_ ]+)"\)', path.read_text())
             for field in fields.split()}
    assert {"on_friendly_play", "grant_opponent_key_cost"} <= asked  # the reading finds them
    actions = {cid for cid, c in CARDS.items() if c.type is CardType.ACTION}
    assert actions
    for field in asked:
        assert not actions & set(HOOKS[field]), field
