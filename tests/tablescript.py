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

import re
from dataclasses import dataclass, field
from typing import Any, Callable

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt
from engine.fold import Fold
from engine.protocol import Chance, Decision, Game, Over
from engine.registry import get_game
from engine.selfplay import selfplay_genesis
from replays.choice import parse_choice
from replays.history import load_history
from replays.luck import outcome_words, parse_outcome
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
            _read_through_look(table.state, deck_of, len(genesis.players))
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
        _read_through_look(table.state, deck_of, len(genesis.players))
        physical.apply(event)
    raise AssertionError("the physical match did not end")


def _read_through_look(state: Any, deck_of: Callable[[Any, int], list[int]], seats: int) -> None:
    """Every card that left a deck was shown first (read through `engine.kit.deck.look`) or
    taken by name (`seen`): an unseen mark on a card outside the decks is a read the table
    was never asked about."""
    in_decks = {c for s in range(seats) for c in deck_of(state, s)}
    luck = state.table
    stray = [c for c in range(len(luck.mixed)) if luck.mixed[c] and c not in in_decks]
    assert not stray, f"cards left a deck unseen (read without deck.look): {stray}"


def _entry(chance: Chance, card: int) -> str:
    """What a judge writes for `card`: its name, or its label where the name means another copy."""
    return outcome_words(chance, chance.items.index(card))


def record(ledger, game: Game, players: list[str], decks: list[list[str]], script: list,
           options: dict | None = None) -> int:
    """Record a table-luck match from a script, line by line, as `decide` does. A line may
    also be a function of the position that writes it (a label read off `show`)."""
    match = create_match(ledger, game.id, players, decks, b"", options=options, luck="table")
    for line in script:
        history = load_history(ledger, match)
        state = history.fold_to_head().state
        decide(ledger, match, parse_choice(game, state, line(state) if callable(line) else line))
    return match


def without_table(game: Game, state: Any) -> Any:
    """The state with its table-luck book taken out (what a dealer-luck state would hold)."""
    copy = game.clone(state)
    plain = type(copy).__mro__[1]
    if plain is not msgspec.Struct and "table" not in plain.__struct_fields__:
        # a game whose table-luck states are a subclass (engine.kit.deck.at_table)
        return plain(**{f: getattr(copy, f) for f in plain.__struct_fields__})
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
    "keyforge": TableGame(lambda state, seat: state.players[seat].deck,
                          lambda chance: "discard pile into a new deck" in chance.why),
    # Sceptre's card shown may lie in the Blood Cards set aside: both piles, read in one list
    "sceptre": TableGame(lambda state, seat: state.sides[seat].deck + state.sides[seat].blood,
                         lambda chance: False),  # a dead hand's reshuffle reads like the first
    # Reaper's card shown may be a Soul reaped face down: the Grimoire and those Souls
    "reaper": TableGame(lambda state, seat: state.players[seat].grimoire
                        + [x.card for x in state.players[seat].souls if not x.face_up],
                        lambda chance: False),  # a Grimoire is shuffled at setup only
    "ascendant": TableGame(lambda state, seat: state.seats[seat].arsenal,
                           lambda chance: False),  # an Arsenal is shuffled at setup only
}
"""The games whose engines play table luck, with what the tests need of each."""


def sample_start(game: Game, players: list[str]) -> tuple[list[list[str]], Any]:
    """The first sample decks, one per seat, and the dealer-luck genesis of a match with them
    played by agents (the game's self-play options recorded: `selfplay_genesis`)."""
    decks = [list(d) for d in list(game.sample_decks().values())[:len(players)]]
    return decks, selfplay_genesis(game, players, decks, "")


def observe_game(gid: str, seed: int, players: list[str] = ["Ann", "Bo"]) -> Observed:
    """`observe` with the game's sample decks."""
    game = get_game(gid)
    how = TABLE_GAMES[gid]
    return observe(game, sample_start(game, players)[1], seed, how.deck_of, how.is_reshuffle)


def record_observed(ledger, gid: str, seed: int, players: list[str] = ["Ann", "Bo"]) -> int:
    """A table-luck match of `gid` recorded from a physical match's script (seeded)."""
    game = get_game(gid)
    return record(ledger, game, players, sample_start(game, players)[0],
                  observe_game(gid, seed, players).script, game.selfplay_options())


# -- scripts written by hand ---------------------------------------------------------------
# A match played at a table as a judge writes it down, step by step: what the table showed
# (the card drawn, by name; a die's face; who goes first) and what the players decided (in the
# words `decide` takes: a card's name or the label `show` prints, or an event as JSON).
# Steps are tuples, each read by `replays.choice.parse_choice` like a line given to `decide`:
# - `see(seat, "Vix", ...)`: the table shows these cards, in order, from `seat`'s cards;
# - `roll(14, 3, ...)`: dice show these faces, in order;  `first("Ann")`: who goes first;
# - `do(seat, text)`: a decision; `{zone:Name}` in the text stands for the label (`Name #N`) of
#   the first card of that name in the deciding seat's zone, as a judge reads it off `show`
#   (copies of a card in one hand are refused by name: replays.choice).
# `play` feeds steps to a game's engine, checking each answers what is pending and for whom;
# `lines` turns them into what `record` feeds a ledger.

Step = tuple
_PLACEHOLDER = re.compile(r"\{([a-z ]+):([^}\"]+)\}")  # never a JSON object: that opens with {"


def see(seat: int, *names: str) -> list[Step]:
    return [("see", seat, n) for n in names]


def roll(*faces: int) -> list[Step]:
    return [("roll", f) for f in faces]


def first(player: str) -> list[Step]:
    return [("first", player)]


def do(seat: int, text: str) -> list[Step]:
    return [("do", seat, text)]


def passes(*seats: int) -> list[Step]:
    """Each seat in turn passes (a window, a claim)."""
    return [("do", s, '{"type": "pass", "seat": %d}' % s) for s in seats]


def script(*parts: list[Step]) -> list[Step]:
    return [step for part in parts for step in part]


def line(game: Game, step: Step) -> str | Callable[[Any], str]:
    """The step as `decide` takes it: text, or (with labels to read off) text for a state."""
    if step[0] == "see":
        return step[2]
    if step[0] in ("roll", "first"):
        return str(step[1])
    if not _PLACEHOLDER.search(step[2]):
        return step[2]
    return lambda state: labelled(game, state, step[1], step[2])


def lines(game: Game, steps: list[Step]) -> list:
    return [line(game, s) for s in steps]


def labelled(game: Game, state: Any, seat: int, text: str) -> str:
    view = game.view(state, None)

    def label(m: re.Match) -> str:
        zone, name = m.group(1), m.group(2)
        cards = next(z for z in view.seats[seat].zones if z.name == zone).cards
        card = next(c for c in cards if c.name == name)
        return f"{name} #{card.id}"

    return _PLACEHOLDER.sub(label, text)


def zone_names(game: Game, state: Any, seat: int, zone: str) -> list[str] | int:
    """The names in a seat's zone as the omniscient view shows them, sorted; the count when
    the view lists no card (an empty or a hidden zone)."""
    found = next(z for z in game.view(state, None).seats[seat].zones if z.name == zone)
    return sorted(c.name for c in found.cards) if found.cards else found.count


def play(game: Game, genesis: Any, steps: list[Step]) -> Any:
    """The state after feeding `steps` to a new match of `genesis`, every event checked."""
    state = game.start(genesis)
    for step in steps:
        p = game.pending(state)
        if step[0] == "do":
            assert isinstance(p, Decision) and p.seat == step[1], f"{step}: pending {p}"
        else:
            assert isinstance(p, Chance), f"{step}: pending {p}"
            if step[0] == "see":
                assert p.seat == step[1], f"{step}: the table shows seat {p.seat}'s card ({p.why})"
        text = line(game, step)
        event = parse_choice(game, state, text(state) if callable(text) else text)
        state = game.apply(state, event, check=True)
    return state


def recorded(path, game: Game, players: list[str], decks: list[list[str]], steps: list[Step],
             options: dict | None = None) -> Any:
    """Record `steps` with table luck into a new ledger at `path`, through `decide`; the head
    state. The recording holds the script's events and no other (nothing drawn, no reveal),
    ends where `play` ends, and audits and verifies clean, saying the luck is the table's."""
    from ledger import Ledger
    from replays.audit import audit
    from replays.verify import verify_match

    with Ledger.open(path, create=True) as ledger:
        match = record(ledger, game, players, decks, lines(game, steps), options=options)
        history = load_history(ledger, match)
        state = history.fold_to_head().state
        verdict = verify_match(ledger, match)
        report = audit(game, history.genesis, history.events(1), None)
    assert history.genesis.table_luck and history.head == len(steps)
    assert game.digest(state) == game.digest(play(game, history.genesis, steps))
    assert verdict.problems == [] and verdict.luck == "table"
    assert any("table luck" in n for n in verdict.notes)
    assert report.ok and report.luck.startswith("table luck")
    return state


def physical_twin(path, game: Game, seed: int) -> Observed:
    """A physical match of the sample decks (`observe`, decks in a definite order) recorded at
    a table into a new ledger at `path`, from the cards it showed: it must end card for card
    where the physical match ended. Returns what was observed."""
    from ledger import Ledger

    players = ["Ann", "Bo"]
    seen = observe_game(game.id, seed, players)
    with Ledger.open(path, create=True) as ledger:
        match = record(ledger, game, players, sample_start(game, players)[0], seen.script,
                       game.selfplay_options())
        state = load_history(ledger, match).fold_to_head().state
    assert isinstance(game.pending(state), Over)
    assert game.digest(without_table(game, state)) == game.digest(seen.physical)
    return seen
