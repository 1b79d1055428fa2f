"""Where two rules versions part: seeded self-play under one version, refolded event by event
under another (checked), states compared with what only tells the versions apart left out
(`revision`, the per-turn `attacked` mark, whose timing keyforge-10 moved, the count of
each creature's uses, which keyforge-11 keeps only while it stays in play, and a hold on a
creature no longer in play, which keyforge-11 drops).

    python tests/games/keyforge/kf_diff.py --matches 400 --new keyforge-10 --old keyforge-9

prints each match where the versions part (its number, the event, what differs). Every parting
should be one of the newer version's fixes; one that is not is a change nobody meant. The
session that added keyforge-10 found its partings all explained this way (Annihilation Ritual with
Bad Penny, Dextre, Phoenix Heart and Biomatrix Backup; Special Delivery with Bad Penny; Krump and
Stealer of Souls after Phoenix Heart; Mushroom Man past the forge step's key). The decks are drawn
from every card the engine plays, so a test run (whose conftest adds keyword-only test cards)
plays other matches than the command line.
"""

from __future__ import annotations

import argparse
import sys

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt
from engine.games.keyforge import KeyForge
from engine.protocol import Chance, Decision, IllegalEvent

import kf_hunt


def _plain(state) -> dict:
    d = msgspec.to_builtins(state)
    d["revision"] = 0
    d["effects"] = [e for e in d["effects"]  # keyforge-11 drops a hold on a creature that left play
                    if not (e["kind"] == "control" and not (d["inplay"][e["amount"]]))]
    for key in ("tally", "last_tally"):  # keyforge-11 counts a creature's uses while it stays
        d[key] = {k: v for k, v in d[key].items() if not k.startswith(("use creature #", "used creatures gone"))}
    for ip in d.get("inplay") or []:
        if ip:
            ip["attacked"] = False
    return d


def compare(number: int, new: str = "keyforge-10", old: str = "keyforge-9", busy: bool = False,
            budget: int = 20_000) -> str | None:
    """Play seeded match `number` under `new` and refold it under `old`: where they part, or None."""
    game_new, game_old = KeyForge().for_rules(new), KeyForge().for_rules(old)
    seed = dealer.seed_from_number(number, "kf-diff")
    genesis = game_new.genesis(["Ada", "Bo"], game_new.simulation_decks(seed), dealer.commitment(seed))
    s_new = game_new.start(genesis)
    s_old = game_old.start(msgspec.structs.replace(genesis, rules_version=old))
    agent = kf_hunt.BusyAgent if busy else RandomAgent
    agents = [agent(dealer.seed_from_number(number, f"d{s}")) for s in range(2)]
    draws = 0
    for i in range(budget):
        p = game_new.pending(s_new)
        if isinstance(p, Decision):
            ev = agents[p.seat].choose(p)
        elif isinstance(p, Chance):
            ev = Dealt(kind=p.kind, outcome=dealer.draw(seed, draws, p))
            draws += 1
        else:
            return None
        s_new = game_new.apply(s_new, ev, check=False)
        try:
            s_old = game_old.apply(s_old, ev, check=True)
        except IllegalEvent as err:
            return f"event {i} (turn {s_new.turn}): {old} refuses {ev!r}: {err}"
        a, b = _plain(s_new), _plain(s_old)
        if a != b:
            return f"event {i} (turn {s_new.turn}): after {ev!r} the {', '.join(k for k in a if a[k] != b[k])} differ"
    return f"no end after {budget} events"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matches", type=int, default=100)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--new", default="keyforge-10")
    ap.add_argument("--old", default="keyforge-9")
    ap.add_argument("--busy", action="store_true", help="agents that seldom end their step")
    args = ap.parse_args(argv)
    parted = 0
    for number in range(args.first, args.first + args.matches):
        where = compare(number, args.new, args.old, args.busy)
        if where is not None:
            parted += 1
            print(f"match {number}: {where}")
    print(f"{args.new} against {args.old}: {parted} of {args.matches} matches part")
    return 0


if __name__ == "__main__":
    sys.exit(main())
