"""Helpers for Ardent Reapers rules tests: declarative positions, acting, refusals.

    state = position(active=0, seats=[dict(battle_line=[("Renegade", "Active")], hand=["Vix"]),
                                      dict(battle_line=[("Tiny the Tosser", "Active"), "Pokets"])])
    state = act(state, Fight(seat=0, attackers=[card(state, "Renegade")], ...))
"""

from __future__ import annotations

import pytest

from engine.games.ardent_reapers import ArdentReapers, flow, legality, legal_options, zones
from engine.games.ardent_reapers.cards import CardFacts, CardType
from engine.games.ardent_reapers.position_build import from_position
from engine.games.ardent_reapers.state import CardState, State, Zone
from engine import dealer
from engine.agents import RandomAgent
from engine.events import SeedReveal
from engine.protocol import Decision, IllegalEvent, Over
from engine.selfplay import play_out

GAME = ArdentReapers()

BL, HAND, DECK, DISCARD, SCORE, RELICS = (Zone.BATTLE_LINE, Zone.HAND, Zone.DECK, Zone.DISCARD,
                                          Zone.SCORE_PILE, Zone.RELICS)
D, A, M = CardState.DORMANT, CardState.ACTIVE, CardState.MATURE
DECK6 = ["Jater", "Roxxy", "Anox", "Yearn", "Tessa", "Pokets"]
"""Six plain cards, for a deck whose identity does not matter."""


def waits_main(state: State) -> bool:
    """Whether the match waits for the active player's main-step decision (AR-turn-2)."""
    p = GAME.pending(state)
    return isinstance(p, Decision) and p.rule == "AR-turn-2"


def position(strict: bool = False, **description) -> State:
    """A state from a readable description (see engine.games.ardent_reapers.position and position_build)."""
    state = from_position(description, strict=strict)
    flow.advance(state)
    return state


def card(state: State, name: str, seat: int | None = None, zone: Zone | None = None,
         nth: int = 0) -> int:
    """The instance of the `nth` card called `name` (optionally in `seat`'s `zone`)."""
    found = []
    for s, ss in enumerate(state.seats):
        if seat is not None and s != seat:
            continue
        for z in Zone:
            if zone is not None and z is not zone:
                continue
            found.extend(c for c in ss.zone(z) if zones.name(state, c) == name)
    if len(found) <= nth:
        raise LookupError(f"no {name} (#{nth}) in {seat}/{zone}")
    return found[nth]


def names(state: State, seat: int, zone: Zone) -> list[str]:
    return [zones.name(state, c) for c in state.seats[seat].zone(zone)]


def act(state: State, *events) -> State:
    """Apply events with every check on, to a copy of the state."""
    state = GAME.clone(state)
    for e in events:
        state = GAME.apply(state, e, check=True)
    return state


def act_under(game, state: State, *events) -> State:
    """Apply events with every check on under an older rules version (`get_game(id, version)`),
    to a copy of the state made in that version's shape."""
    state = game.versioned(game.clone(state))
    for e in events:
        state = game.apply(state, e, check=True)
    return state


def refused(state: State, event, rule: str) -> IllegalEvent:
    """Assert `event` is refused citing `rule` (and leaves the state alone)."""
    before = GAME.digest(state)
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), event, check=True)
    assert err.value.rule == rule, f"{err.value} cites {err.value.rule}, expected {rule}"
    assert err.value.rule in GAME.rules
    assert GAME.digest(state) == before
    return err.value


def options(state: State) -> list:
    return GAME.pending(state).options


def test_card(number: str, name: str, power: int | None, vp: int = 1,
              keywords: tuple[str, ...] = (), type: CardType = CardType.CREATURE) -> CardFacts:
    """A test-only card's facts (set "TEST"), keywords parsed like the real ones."""
    from engine.games.ardent_reapers.cards import facts_from_json
    return facts_from_json("TEST", {"number": number, "name": name, "type": type.value,
                                    "power": power, "vp": vp, "keywords": list(keywords)})


test_card.__test__ = False  # not a test function


def self_play(decks: list[list[str]], n: int, salt: str):
    """Match n of seeded random agents with these decks: (genesis, [(event, digest after)])."""
    seed = dealer.seed_from_number(n, salt)
    g = GAME.genesis(["Ada", "Bo"], decks, dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"{salt}-agent{s}")) for s in range(2)]
    return g, list(play_out(GAME, g, seed, agents))


def assert_ends_and_replays(genesis, played, check: bool = False) -> State:
    """The match ended with the seed reveal, and its events fold to the recorded digests."""
    assert isinstance(played[-1][0], SeedReveal)
    state = GAME.start(genesis)
    for event, digest in played[:-1]:
        state = GAME.apply(state, event, check=check)
        assert GAME.digest(state) == digest
    assert isinstance(GAME.pending(state), Over)
    return state


def assert_checks_agree_with_options(genesis, played, candidates) -> int:
    """At every decision of a played match, `legality.check` accepts exactly the listed options
    (and, where the decision is open-ended, any number; and from AR-1.3 the right end of an
    empty battle line, the same play as its listed left end: `legal_options.as_listed`).

    `candidates(state, decision)` proposes events to try, legal or not; every refusal must
    cite a rule of the index. Returns how many candidates were judged.
    """
    state = GAME.start(genesis)
    judged = 0
    for event, _ in played[:-1]:
        p = GAME.pending(state)
        if isinstance(p, Decision):
            for cand in candidates(state, p):
                try:
                    legality.check(state, cand)
                    ok = True
                except IllegalEvent as err:
                    ok = False
                    assert err.rule in GAME.rules
                # An open-ended choice ("choose a number") also accepts numbers it does not list.
                listed = (legal_options.as_listed(state, cand) in p.options
                          or (p.open_ended and getattr(cand, "number", None) is not None))
                assert ok == listed, f"{cand}: check says {ok}"
                judged += 1
            for option in p.options:  # and every listed option is accepted
                legality.check(state, option)
        state = GAME.apply(state, event, check=False)
    return judged
