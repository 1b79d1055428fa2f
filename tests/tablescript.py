"""Physical matches for the table-luck tests: a script of what the table showed, and its recording.

`observe` plays a match twice in step. The *physical* match is a dealer-luck match whose every
shuffle leaves the cards in the order they were gathered (the identity permutation, a legal
outcome of any shuffle): its decks have a definite order, like cards on a table. The *table*
match is the same match recorded with table luck: its shuffles ask for nothing, and each card
it asks to be shown is read off the physical match's deck at that place. The script is what a
judge would write down: for each chance the card's name (its label `Vix #12` only where a name
would take another copy), the die face or the player's name; for each decision the event.

`record` feeds such a script to a ledger through the entry points people use (`create_match`
with luck "table", then `decide` with each line read by replays.choice), so a test checks the
recorded match against the physical one: a table-luck recording that is right ends in the same
position, card for card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt
from engine.fold import Fold
from engine.protocol import Chance, Decision, Game, Over
from engine.registry import get_game
from replays.choice import parse_choice
from replays.history import load_history
from replays.luck import parse_outcome
from replays.record import create_match, decide


@dataclass
class Observed:
    """A physical match as a script, with what the tests compare against."""

    script: list[str]
    physical: Any
    """The physical (dealer-luck, identity-shuffle) match's final state."""
    shown: int = 0
    """How many cards the table was asked to show."""
    reshuffles: list[str] = field(default_factory=list)
    """The `why` of every shuffle of a discard pile into a deck (the deck ran out)."""
    shown_later: int = 0
    """Cards shown from a shuffle after the setup's (one shuffle per seat at the start)."""


def observe(game: Game, genesis, seed: int, deck_of: Callable[[Any, int], list[int]],
            is_reshuffle: Callable[[Chance], bool], budget: int = 20_000) -> Observed:
    """Play the physical match and its table-luck twin in step; return the script."""
    table = Fold(game, msgspec.structs.replace(genesis, luck="table"), check=True)
    physical = Fold(game, genesis, check=False)
    agent = RandomAgent(dealer.seed_from_number(seed, "table-agent"))
    coins = dealer.seed_from_number(seed, "table-luck")
    out = Observed([], None)
    for _ in range(budget):
        asked = game.pending(table.state)
        if isinstance(asked, Chance) and asked.kind == "card":
            # the physical deck's order is the table match's own list order (identity shuffles)
            luck = table.state.table
            deck = deck_of(table.state, asked.seat)
            card = deck[deck.index(luck.showing.holder)]
            out.script.append(_entry(asked, card))
            out.shown += 1
            out.shown_later += luck.unseen(card) > len(genesis.players)
            table.apply(parse_outcome(asked, out.script[-1]))
            continue
        p = game.pending(physical.state)
        if isinstance(p, Chance) and p.shuffle:
            if is_reshuffle(p):
                out.reshuffles.append(p.why)
            physical.apply(Dealt(kind=p.kind, outcome=list(range(p.size))))
            continue
        if isinstance(p, Over):
            assert isinstance(asked, Over), f"the table match is not over: {asked}"
            out.physical = physical.state
            return out
        if isinstance(p, Chance):  # a coin, a die, a random card: the table's own outcome
            k = dealer.draw(coins, len(out.script), p)
            event = Dealt(kind=p.kind, outcome=k)
            out.script.append(_entry(asked, asked.items[k]) if asked.items else asked.labels[k])
            table.apply(parse_outcome(asked, out.script[-1]))
        else:
            assert isinstance(p, Decision)
            event = agent.choose(p)
            out.script.append(msgspec.json.encode(event).decode())
            table.apply(event)
        physical.apply(event)
    raise AssertionError("the physical match did not end")


def _entry(chance: Chance, card: int) -> str:
    """What a judge writes for `card`: its name, or its label where the name means another copy."""
    k = chance.items.index(card)
    name = chance.labels[k]
    return name if parse_outcome(chance, name).outcome == k else f"{name} #{card}"


def record(ledger, game: Game, players: list[str], decks: list[list[str]], script: list[str],
           options: dict | None = None) -> int:
    """Record a table-luck match from a script, line by line, as `decide` does."""
    match = create_match(ledger, game.id, players, decks, b"", options=options, luck="table")
    for line in script:
        history = load_history(ledger, match)
        state = history.fold_to_head().state
        decide(ledger, match, parse_choice(game, state, line))
    return match


def without_table(game: Game, state: Any) -> Any:
    """The state with its table-luck book taken out (what a dealer-luck state would hold)."""
    copy = game.clone(state)
    copy.table = msgspec.UNSET
    return copy


@dataclass(frozen=True)
class TableGame:
    """What the table-luck tests must know of a game: where a seat's deck is in its state,
    and which shuffle chances are a discard pile shuffled back into a deck."""

    deck_of: Callable[[Any, int], list[int]]
    is_reshuffle: Callable[[Chance], bool]


TABLE_GAMES: dict[str, TableGame] = {
    "ardent-reapers": TableGame(lambda state, seat: state.seats[seat].deck,
                                lambda chance: "new deck" in chance.why),
}
"""The games whose engines play table luck, with what the tests need of each."""


def sample_start(game: Game, players: list[str]) -> tuple[list[list[str]], Any]:
    """The first sample decks, one per seat, and the dealer-luck genesis of a match with them."""
    decks = [list(d) for d in list(game.sample_decks().values())[:len(players)]]
    return decks, game.genesis(players, decks, "")


def observe_game(gid: str, seed: int, players: list[str] = ["Ann", "Bo"]) -> Observed:
    """`observe` with the game's sample decks."""
    game = get_game(gid)
    how = TABLE_GAMES[gid]
    return observe(game, sample_start(game, players)[1], seed, how.deck_of, how.is_reshuffle)


def record_observed(ledger, gid: str, seed: int, players: list[str] = ["Ann", "Bo"]) -> int:
    """A table-luck match of `gid` recorded from a physical match's script (seeded)."""
    game = get_game(gid)
    return record(ledger, game, players, sample_start(game, players)[0],
                  observe_game(gid, seed, players).script)
