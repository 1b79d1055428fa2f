"""A seeded hunt for states the rules cannot reach: random legal decks, random agents, and after
every event a check of what must always hold (`broken`).

    python tests/games/keyforge/kf_hunt.py --matches 300 --version keyforge-8

prints each match that breaks an invariant (its seed number, the event, what broke) and a
count per version. `test_kf_hunt.py` runs a few matches of it per rules version.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt, Event
from engine.games.keyforge import KeyForge
from engine.games.keyforge.cards import CARDS, CardType
from engine.games.keyforge.events import EndStep
from engine.games.keyforge.legality import why_not
from engine.games.keyforge import tasks as T
from engine.games.keyforge.abilities.base import HOOKS
from engine.games.keyforge.keywords import power
from engine.games.keyforge.abilities.base import lookup
from engine.games.keyforge.state import EffectKind, State, follows
from engine.games.keyforge.board import name_of
from engine.protocol import Chance, Decision

GAME = KeyForge()


def broken(state: State) -> list[str]:
    """What is wrong with `state`: every rule of the game's bookkeeping that must hold between
    events, whatever the cards did (empty: nothing)."""
    bad: list[str] = []
    n = len(state.cards)
    where: Counter[int] = Counter()
    for seat, p in enumerate(state.players):
        if p.amber < 0:
            bad.append(f"seat {seat}'s Æmber pool is {p.amber}")
        if not 0 <= p.keys <= 3:
            bad.append(f"seat {seat} has {p.keys} keys")
        if p.chains < 0:
            bad.append(f"seat {seat} has {p.chains} chains")
        zones = [p.deck, p.hand, p.archives, p.discard, p.purged, p.battleline, p.artifacts,
                 list(p.resolving or ())]
        for zone in zones:
            where.update(zone)
        for c in p.battleline + p.artifacts:
            if state.inplay[c] is None:
                bad.append(f"card {c} of seat {seat} is in play without its record")
    for c, ip in enumerate(state.inplay):
        if ip is None:
            continue
        where.update(ip.upgrades)
        where.update(ip.beneath or ())
        if not any(c in p.battleline or c in p.artifacts for p in state.players):
            bad.append(f"card {c} has an in-play record but is not in play")
        for what in ("amber", "damage", "power", "armor_used"):
            if getattr(ip, what) < 0:
                bad.append(f"card {c} has {what} {getattr(ip, what)}")
    for c in range(n):
        if where[c] != 1:
            bad.append(f"card {c} ({state.cards[c]}) is in {where[c]} places")
    if any(v < 0 for v in state.used_names.values()) or state.plays < 0 or state.hand_plays < 0:
        bad.append("a count of this turn's plays is below 0")
    for name, used in state.used_names.items():
        if used > 6:
            bad.append(f"{used} cards named {name} were played or used this turn (the rule of six)")
    for seat, p in enumerate(state.players):
        for zone, kind in ((p.battleline, CardType.CREATURE), (p.artifacts, CardType.ARTIFACT)):
            bad.extend(f"card {c} ({CARDS[state.cards[c]].name}) is in seat {seat}'s {kind.value}s"
                       for c in zone if CARDS[state.cards[c]].type is not kind)
    for c, ip in enumerate(state.inplay):
        if ip is not None:
            bad.extend(f"card {u} is an upgrade on card {c} but not an upgrade"
                       for u in ip.upgrades if CARDS[state.cards[u]].type is not CardType.UPGRADE)
    if follows(state, 10) and len(state.stack) == 1 and isinstance(state.stack[0], T.Main):
        bad.extend(settled(state))
    return bad


def settled(state: State) -> list[str]:
    """What must hold whenever the step waits on its player with nothing else pending: every
    creature in play has more power than damage and is not doomed (KF-destroy-1: the forge
    step's key lowering Mushroom Man's power was found this way), nothing is being played, and
    no artifact but a key bank holds Æmber (keyforge-10 on)."""
    bad = []
    for p in state.players:
        for c in p.battleline:
            ip = state.inplay[c]
            if ip.doomed or ip.damage >= max(0, power(state, c)):
                bad.append(f"{name_of(state, c)} is alive with {ip.damage} damage on {power(state, c)} power")
        for c in p.artifacts:
            if state.inplay[c].amber and state.cards[c] not in HOOKS["key_bank"]:
                bad.append(f"{name_of(state, c)} holds {state.inplay[c].amber} Æmber")
        if p.resolving:
            bad.append(f"{p.name} is still playing cards {p.resolving}")
    if follows(state, 11):
        bad.extend(held(state))
    return bad


def held(state: State) -> list[str]:
    """Each creature is where the control that applies puts it (keyforge-11 on, KF-control): the
    latest hold on it (Harland Mindlock's) or its latest Collar of Subordination's player (from
    keyforge-12 on exactly the latest recorded control, a Collar set up unrecorded counting as
    older, else its owner); and
    no hold names a card out of play (it ended when the card left)."""
    bad = []
    for e in state.effects:
        if e.kind is EffectKind.CONTROL and state.inplay[e.amount] is None:
            bad.append(f"a hold names {name_of(state, e.amount)}, which is not in play")
    for seat, p in enumerate(state.players):
        for c in p.battleline:
            holds = [e.seat for e in state.effects if e.kind is EffectKind.CONTROL and e.amount == c]
            collars = [state.owner[u] for u in state.inplay[c].upgrades
                       if lookup(state.cards[u]).controls_host]
            if follows(state, 12):  # every control recorded as it began: the latest applies,
                want = {(collars + holds or [state.owner[c]])[-1]}  # else its owner's
            else:  # (which of a hold and a Collar is the later is not recorded: either may apply)
                want = {x[-1] for x in (holds, collars) if x}
            if want and seat not in want:
                bad.append(f"{name_of(state, c)} is in seat {seat}'s battleline, its control says seat "
                           f"{' or '.join(map(str, sorted(want)))}")
    return bad


class BusyAgent:
    """A seeded random agent that ends its step only when nothing else is left, or once in
    `patience` picks: its turns play, discard and use far more than a uniform pick's, so more
    cards meet in play (and more names reach the rule of six)."""

    def __init__(self, seed: bytes, patience: int = 12):
        self._seed, self._k, self._patience = seed, 0, patience

    def choose(self, decision: Decision) -> Event:
        k, self._k = self._k, self._k + 1
        rest = [o for o in decision.options if not isinstance(o, EndStep)]
        if not rest or len(rest) == len(decision.options) or dealer.choose(self._seed, 2 * k, self._patience) == 0:
            return decision.options[dealer.choose(self._seed, 2 * k + 1, len(decision.options))]
        return rest[dealer.choose(self._seed, 2 * k + 1, len(rest))]


def hunt(number: int, version: str, budget: int = 20_000, busy: bool = False,
         every_option: bool = False) -> tuple[str, list[str]] | None:
    """Play seeded match `number` under `version` (`busy`: with `BusyAgent`s); the first event
    after which the state breaks an invariant, or a chosen option (`every_option`: any option
    offered) is refused: the options and the checks disagree."""
    game = GAME.for_rules(version)
    seed = dealer.seed_from_number(number, "kf-hunt")
    decks = game.simulation_decks(seed)
    state = game.start(game.genesis(["Ada", "Bo"], decks, dealer.commitment(seed)))
    agent = BusyAgent if busy else RandomAgent
    agents = [agent(dealer.seed_from_number(number, f"kf-hunt{s}")) for s in range(2)]
    draws = 0
    for _ in range(budget):
        p = game.pending(state)
        if isinstance(p, Decision):
            if not p.options:
                return f"turn {state.turn}: {p.prompt}", ["a decision with no option: the match is stuck"]
            event = agents[p.seat].choose(p)
            for option in p.options if every_option else (event,):
                refusal = why_not(state, option)
                if refusal is not None:
                    return f"turn {state.turn}: {option!r}", [f"an option is refused: {refusal}"]
        elif isinstance(p, Chance):
            event = Dealt(kind=p.kind, outcome=dealer.draw(seed, draws, p))
            draws += 1
        else:
            return None
        try:
            state = game.apply(state, event, check=False)
        except Exception as err:  # the fold itself failed on a legal event
            return f"turn {state.turn}: {event!r}", [f"the fold raised {type(err).__name__}: {err}"]
        bad = broken(state)
        if bad:
            return f"turn {state.turn}: {event!r}", bad
    return "no end", [f"no end after {budget} events"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matches", type=int, default=300)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--version", action="append", help="rules version (repeatable; default: all)")
    ap.add_argument("--busy", action="store_true", help="agents that seldom end their step")
    ap.add_argument("--every-option", action="store_true", help="check every option offered, not only the one taken")
    args = ap.parse_args(argv)
    versions = args.version or list(GAME.rules_versions())
    found = 0
    for version in versions:
        hits = 0
        for number in range(args.first, args.first + args.matches):
            hit = hunt(number, version, busy=args.busy, every_option=args.every_option)
            if hit is not None:
                hits += 1
                print(f"{version} match {number}: {hit[0]}: {'; '.join(hit[1])}", flush=True)
        print(f"{version}: {hits} of {args.matches} matches broke an invariant", flush=True)
        found += hits
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
