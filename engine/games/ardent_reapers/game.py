"""The Ardent Reapers engine: the `Game` protocol over the modules of this package."""

from __future__ import annotations

from typing import ClassVar

import msgspec

from engine.events import Event, Genesis
from engine.games.ardent_reapers import (abilities, cards, catalogue, flow, legal_options, legality,
                                         rules_options, turn, view)
from engine.games.ardent_reapers import position as position_mod
from engine.games.ardent_reapers import position_build
from engine.games.ardent_reapers.decks import (SAMPLE_DECKS, card_set_refs, deck_ids, random_deck,
                                               same_decks)
from engine.games.ardent_reapers.events import ArdentReapersEvent
from engine.games.ardent_reapers import rulings as rulings_mod
from engine.games.ardent_reapers.abilities import registry  # noqa: F401 (fills ABILITIES, ASKS)
from engine.games.ardent_reapers.rules_index import RULES
from engine.games.ardent_reapers.rules_options import OPTIONS
from engine.games.ardent_reapers.setup import DEFAULT_MAX_TURNS, new_state
from engine.games.ardent_reapers.state import REVISION, MainTask, NeedKind, State, StateAR12, Step
from engine.games.ardent_reapers.versions import RULES_VERSIONS
from engine.games.ardent_reapers.words import WORDS
from engine.kit import deck as deck_kit
from engine.protocol import (CardInfo, CardSet, Chance, Decision, Game, InvalidSetup, Over, Pending,
                             check_field_types)
from engine.rules import RuleIndex
from engine.views import View
from engine.words import Words

_PROMPTS = {NeedKind.MAIN: "use, play or discard cards, or end the step"}
_CHANCES = {NeedKind.SHUFFLE: "shuffle", NeedKind.COIN: "coin", NeedKind.RANDOM_CARD: "random-card"}
_CHANCE_WORDS = {k._value_: word for k, word in _CHANCES.items()}
"""By the member's value: an Enum member hashes by a Python-level call."""
_MAIN = NeedKind.MAIN
# (read from module names: `NeedKind.MEMBER` costs several times a global on Python 3.11, whose
# EnumType has a `__getattr__` hook; a checked fold asks `pending` before every dealt outcome)
_CHOOSE, _COIN, _RANDOM_CARD = NeedKind.CHOOSE, NeedKind.COIN, NeedKind.RANDOM_CARD
_MAIN_PROMPT = _PROMPTS[_MAIN]
_APPLY, _HANDLERS, _triggers_first = flow.APPLY, flow.HANDLERS, flow.triggers_first
_STEP_MAIN, _MAIN_NEEDS, _SETUP = Step.MAIN, turn.MAIN_NEEDS, Step.SETUP
_game_over, _finish, _main, _settled = turn.game_over, turn.finish, turn.main, turn.settled


class ArdentReapers(Game[State]):
    """Ardent Reapers, Omega Codex, rules version AR-1.8."""

    id: ClassVar[str] = "ardent-reapers"
    checks_field_types: ClassVar[bool] = True  # `apply` asks check_field_types itself, inline
    title: ClassVar[str] = "Ardent Reapers"
    rules_version: ClassVar[str] = "AR-1.8"
    deck_lists_open: ClassVar[bool] = True
    deck_lists_rule: ClassVar[str] = "AR-setup-decklist"
    defaults: ClassVar[dict] = OPTIONS
    """The options a genesis leaves out take these values under this rules version."""
    rules = RuleIndex(RULES.document, [*RULES, *rulings_mod.RULINGS])
    events = ArdentReapersEvent
    state_type: ClassVar[type] = StateAR12
    """AR-1.2's states carry its rule of when a choice is asked (AR-choice-asked)."""
    revision: ClassVar[int | msgspec.UnsetType] = REVISION
    """The number the match's states carry (`StateAR12.revision`, AR-1.3 on: 3, AR-1.4: 4,
    AR-1.5: 5, AR-1.6: 6, AR-1.7: 7, AR-1.8: 8)."""
    pads_score_pile: ClassVar[bool] = False
    """Where a written position's padding goes (AR-position-pad): in no zone from AR-1.8; in the
    seat's own score pile under AR-1.7 and older, whose matches fold as they were recorded."""
    seat_counts: ClassVar[tuple[int, ...]] = (2,)
    table_luck: ClassVar[bool] = True
    printed: ClassVar[bool] = False
    """Whether errata'd cards play as printed (AR-printed)."""

    # -- metadata -----------------------------------------------------------------------
    def card_sets(self) -> list[CardSet]:
        return list(cards.CARD_SETS)

    def sample_decks(self) -> dict[str, list[str]]:
        """The sample decks this engine can play now (every card's ability implemented)."""
        out = {}
        for name, deck in SAMPLE_DECKS.items():
            ids = [cards.resolve(c) for c in deck]
            if all(abilities.implemented(c) for c in ids):
                out[name] = ids
        return out

    def cards(self) -> list[CardInfo]:
        """Every card of the sets: facts, our summary, the rulings and the rules its code cites."""
        return [catalogue.card_info(self.rules, f) for f in catalogue.playing_cards()]

    @staticmethod
    def implemented(card: str) -> bool:
        """Whether a card (id or name) can be played by this engine."""
        return abilities.implemented(card)

    def simulation_decks(self, seed: bytes, seats: int = 2) -> list[list[str]]:
        """A deck per seat drawn from `seed` among every card this engine can play (for simulate)."""
        pool = [c.id for c in catalogue.playing_cards() if abilities.implemented(c.id)]
        return [random_deck(seed, seat, pool) for seat in range(seats)]

    def genesis(self, players: list[str], decks: list[list[str]], dealer: str,
                options: dict | None = None, position: dict | None = None) -> Genesis:
        opts = rules_options.resolved(options, self.defaults)
        if position is not None:
            pos = position_mod.parse(position)
            players = list(players or pos.players or ["Player 0", "Player 1"])
            if len(players) != 2:
                raise InvalidSetup("Ardent Reapers is played by two players")
            stored = msgspec.to_builtins(msgspec.structs.replace(pos, players=None))
            state = position_build.genesis_state(players, stored, opts)
            owned = position_mod.owned(state)
            if any(decks or []):
                same_decks(players, [deck_ids(p, d, len(d), blanks=True)
                                     for p, d in zip(players, decks)], owned)
            return Genesis(game=self.id, rules_version=self.rules_version,
                           card_sets=card_set_refs(owned), players=players, decks=owned, dealer=dealer,
                           options=dict(options or {}), position=stored)
        if len(players) != 2 or len(decks) != 2:
            raise InvalidSetup("Ardent Reapers is played by two players, each with a deck")
        resolved = [deck_ids(p, d, opts["deck_size"]) for p, d in zip(players, decks)]
        return Genesis(game=self.id, rules_version=self.rules_version,
                       card_sets=card_set_refs(resolved), players=list(players), decks=resolved, dealer=dealer,
                       options=dict(options or {}))

    # -- the fold -----------------------------------------------------------------------
    def start(self, genesis: Genesis) -> State:
        if genesis.game != self.id:
            raise InvalidSetup(f"a {genesis.game} genesis is not an Ardent Reapers match")
        self.check_card_sets(genesis)
        if len(genesis.players) != 2 or (genesis.position is None and len(genesis.decks) != 2):
            # a genesis written by hand or by another tool: said here, not as an IndexError
            raise InvalidSetup("Ardent Reapers is played by two players, each with a deck")
        opts = rules_options.resolved(genesis.options, self.defaults)
        if genesis.position is not None:
            state = self.versioned(position_build.genesis_state(list(genesis.players), genesis.position,
                                                                opts, self.pads_score_pile))
            same_decks(genesis.players, [list(d) for d in genesis.decks], position_mod.owned(state))
            self._twins(state, opts)
            state.table = deck_kit.table_luck(genesis)
            for s in state.seats:  # a judge at a table knows what is in a deck, not its order
                deck_kit.shuffled(state.table, s.deck)
            if state.need is None and state.result is None:
                flow.advance(state)
            return state
        decks = [deck_ids(p, d, opts["deck_size"]) for p, d in zip(genesis.players, genesis.decks)]
        # made in this version's shape at once (`versioned` then copies nothing)
        state = new_state(genesis.players, decks, opts["max_turns"], self.state_type)
        if self.revision is not msgspec.UNSET:
            state.revision = self.revision
        self._twins(state, opts)
        state.table = deck_kit.table_luck(genesis)
        flow.advance(state)
        return state

    def versioned(self, state: State) -> State:
        """The state in this version's shape (AR-1.2's names its rule of asking choices, AR-1.3's
        its revision); a copy when the shape differs."""
        if type(state) is not self.state_type:
            state = self.state_type(**{f: getattr(state, f) for f in State.__struct_fields__})
        if state.revision != self.revision:
            state = msgspec.structs.replace(state, revision=self.revision)
        return state

    def _twins(self, state: State, opts: dict) -> None:
        """Cards whose text this version or these options read otherwise play as their twin
        (same facts, another ability): the state names the twin, so the fold needs no flag."""
        twins = dict(cards.TWINS["opponent-discards"]) if opts["discards"] == "opponent" else {}
        if opts["jump_start"] == "enters-play":
            twins.update(cards.TWINS["jump-start-enters-play"])
        if self.printed:
            twins.update(cards.TWINS["printed"])
        if twins:
            state.cards = [twins.get(c, c) for c in state.cards]

    def rules_versions(self) -> dict[str, str]:
        return dict(RULES_VERSIONS)

    def for_rules(self, version: str) -> Game:
        for cls in (ArdentReapers, ArdentReapers17, ArdentReapers16, ArdentReapers15,
                    ArdentReapers14, ArdentReapers13, ArdentReapers12, ArdentReapers11,
                    ArdentReapers10, ArdentReapersPrinted, ArdentReapers17Printed,
                    ArdentReapers16Printed, ArdentReapers15Printed,
                    ArdentReapers14Printed, ArdentReapers13Printed, ArdentReapers12Printed,
                    ArdentReapers11Printed):
            if cls.rules_version == version:
                return cls()
        return super().for_rules(version)

    def pending(self, state: State) -> Pending:
        if state.result is not None:
            r = state.result
            return Over(winner=r.winner, scores=list(r.scores), reason=r.reason, rule=r.rule)
        if state.table and state.table.showing is not None:
            showing = state.table.showing
            return deck_kit.chance(showing, [_name(state, c) for c in showing.cards],
                                   f"the {deck_kit.where(showing)} of {state.players[showing.seat]}'s deck")
        need = state.need
        assert need is not None
        if need.kind is _MAIN:  # the commonest wait: no Enum read off its class, nor hashed
            return Decision(seat=need.seat, options=legal_options.main_options(state),
                            prompt=_MAIN_PROMPT, rule=need.rule)
        if need.kind is _CHOOSE:
            return Decision(seat=need.seat, options=legal_options.choose_options(state),
                            prompt=legal_options.choose_prompt(state), rule=need.rule,
                            open_ended=legal_options.open_ended(state))
        if need.kind is _COIN:  # the outcome is the seat that goes first
            return Chance(kind="coin", size=2, why=need.why, labels=list(state.players))
        if need.kind is _RANDOM_CARD:
            hand = state.seats[need.seat].hand
            return Chance(kind="random-card", size=need.size, why=need.why, seat=need.seat,
                          items=list(hand), labels=[_name(state, c) for c in hand])
        return Chance(kind=_CHANCE_WORDS[need.kind._value_], size=need.size, shuffle=True,
                      why=need.why, seat=need.seat)

    def chance_or_over(self, state: State) -> Chance | Over | None:
        """What `pending` gives when it is a Chance or an Over, else None: without listing a
        decision's options, nor an `isinstance` test that misses (a checked fold asks this
        before every dealt outcome)."""
        if state.result is None and not (state.table and state.table.showing is not None):
            need = state.need
            if need is not None and (need.kind is _MAIN or need.kind is _CHOOSE):
                return None  # `pending` would give a Decision
        return self.pending(state)

    def apply(self, state: State, event: Event, check: bool = True) -> State:
        if check:
            if check is True:  # built in Python: its fields' types first (the framework's, ML-event)
                check_field_types(event)
            if state.table and state.table.showing is not None:
                deck_kit.check_shown(state.table.showing, event)
            else:
                legality.check(state, event)
        # `flow.apply`'s common case written out (a game's event under dealer luck): one call
        # less on every event a fold reads; the rest (table luck, seeds, a stranger) goes there.
        # (A subscript in a `try` costs nothing more when it finds the handler, as it does for
        # every event a fold hands over, where `.get` and a None test cost a method call more.)
        try:
            handler = _APPLY[type(event)]
        except KeyError:  # not an Ardent Reapers event: the dealer's Reseed or SeedReveal, or a stranger
            return flow.apply(state, event)
        if state.table:
            return flow.apply(state, event)
        # (`state.need` is not cleared first: no handler reads it, and `advance` always sets it,
        # or `turn.finish` does when the match ends)
        need = handler(state, event)  # (a handler may return what the match waits for)
        # `flow.advance(state, need)` under dealer luck, written out: this runs once for every
        # event a fold reads, and advance's call (made after two events in five) and its tests
        # of what this function already knows cost more than its loop. The steps are advance's,
        # in its order; `advance` itself serves table luck, the start of a match and tests.
        if need is None:
            stack = state.stack
            if stack and type(top := stack[-1]) is MainTask and not state.triggers:
                # the main step waits again with nothing pushed above it: `advance` would run
                # its task first and wait there
                if state.played:  # (`turn.main` written out: no hand to reveal once a card is played)
                    if state.step is not _STEP_MAIN:
                        state.step = _STEP_MAIN
                    need = _MAIN_NEEDS[top.seat]
                else:  # its hand may have to be revealed (AR-play-3)
                    need = _main(state, stack.pop())
            else:
                # Tasks to run: `advance`'s loop under dealer luck, written out (its call was
                # made after two events in five), with the same steps in the same order:
                # triggers first, then the top task, until one waits; its last steps follow.
                while True:
                    if state.triggers:
                        _triggers_first(state)
                    if not stack:
                        break
                    task = stack.pop()
                    need = _HANDLERS[type(task)](state, task)
                    if need is not None:
                        break
                if state.result is not None:  # the turn's end ended the match
                    return state
                if need is None:
                    raise RuntimeError("the work stack ran dry without an end")  # an engine bug
        elif state.result is not None:  # the turn's end ended the match: nothing waits
            return state
        a, b = state.seats  # the test of running out of cards (AR-end-1), as after any task
        if not ((a.deck or a.hand or a.discard) and (b.deck or b.hand or b.discard)) \
                and state.step is not _SETUP and _settled(state, need):
            # someone may be out of cards: `advance`'s own last steps for a given wait (late
            # in a match this runs after most events), without its call
            result = _game_over(state)
            if result is not None:
                _finish(state, result)
                return state
        if state.need is not need:  # (stored only when it changes, as `advance` does)
            state.need = need
        return state

    def view(self, state: State, seat: int | None) -> View:
        return view.view(state, seat)

    def words(self) -> Words:
        return WORDS

    def secrets(self, state: State, seat: int) -> set[int]:
        return view.secrets(state, seat)

    def describe(self, state: State, event: Event) -> str:
        return view.describe(state, event)

    def shown_by(self, state: State, event: Event) -> tuple[tuple[int, ...], str] | None:
        """What a recorded event shows and to whom (a hand Pinpoint, The Auditor or Droven Jeb
        reveals), for its story."""
        return view.shown_by(state, event, self.clone)

    def turn(self, state: State) -> int:
        return state.turn  # what the view shows, without building it (self-play asks each decision)

    def option_rule(self, state: State, option: Event) -> str:
        """The rule that allows a legal option: how a card is played, which skill a fight uses."""
        return legal_options.option_rule(state, option)

    def position(self, state: State) -> dict:
        return position_mod.to_position(state)

    def position_schema(self) -> dict:
        return msgspec.json.schema(position_mod.Position)


def _name(state: State, card: int) -> str:
    return cards.facts(state.cards[card]).name


class ArdentReapers17(ArdentReapers):
    """Ardent Reapers as matchlog played it before AR-1.8, when a written position's padding
    Blanks were in their seat's score pile, where Yoink and the other abilities taking score
    pile cards could take them (AR-position-pad). Kept so matches recorded under it replay as
    they were recorded."""

    rules_version: ClassVar[str] = "AR-1.7"
    revision: ClassVar[int | msgspec.UnsetType] = 7
    pads_score_pile: ClassVar[bool] = True


class ArdentReapers16(ArdentReapers17):
    """Ardent Reapers as matchlog played it before AR-1.7, when Return to Sender chose its
    friendly creatures before shuffling its enemy ones home, so what their leaving made
    available waited for both sentences (AR-leave-when). Kept so matches recorded under it
    replay as they were recorded."""

    rules_version: ClassVar[str] = "AR-1.6"
    revision: ClassVar[int | msgspec.UnsetType] = 6


class ArdentReapers15(ArdentReapers16):
    """Ardent Reapers as matchlog played it before AR-1.6, when a Team-Up or Bear Hug fight
    folded in the order its event named its creatures (AR-fight-order) and a harvested card whose
    control changed during its Bonus: went to its new controller's score pile
    (AR-harvest-control). Kept so matches recorded under it replay as they were recorded."""

    rules_version: ClassVar[str] = "AR-1.5"
    revision: ClassVar[int | msgspec.UnsetType] = 5


class ArdentReapers14(ArdentReapers15):
    """Ardent Reapers as matchlog played it before AR-1.5, when the end of the game was checked
    while an ability resolved (AR-end-when), a card an ability shuffled into a deck resolved its
    leave ability before the shuffle (AR-leave-shuffled), and the order of two Bonus: abilities
    of the same card was asked (AR-bonus-1). Kept so matches recorded under it replay as they
    were recorded."""

    rules_version: ClassVar[str] = "AR-1.4"
    revision: ClassVar[int | msgspec.UnsetType] = 4


class ArdentReapers13(ArdentReapers14):
    """Ardent Reapers as matchlog played it before AR-1.4, when a player controlling only the
    opponent's cards was still in the game (AR-end-area). Kept so matches recorded under it
    replay as they were recorded."""

    rules_version: ClassVar[str] = "AR-1.3"
    revision: ClassVar[int | msgspec.UnsetType] = 3


class ArdentReapers12(ArdentReapers13):
    """Ardent Reapers as matchlog played it before AR-1.3, when a creature played onto an empty
    battle line was listed once per end (AR-choice-asked). Kept so matches recorded under it
    replay as they were recorded: its states have no revision."""

    rules_version: ClassVar[str] = "AR-1.2"
    revision: ClassVar[int | msgspec.UnsetType] = msgspec.UNSET


class ArdentReapers11(ArdentReapers12):
    """Ardent Reapers as matchlog played it before AR-1.2, when whether a choice was asked
    depended on the card (AR-choice-asked names the differences). Kept so matches recorded
    under it replay as they were recorded."""

    rules_version: ClassVar[str] = "AR-1.1"
    state_type: ClassVar[type] = State


class ArdentReapers10(ArdentReapers11):
    """Ardent Reapers as matchlog played it before AR-1.1: a 200-turn limit by default
    (AR-end-turn-limit). Kept so matches recorded under it replay as they were recorded."""

    rules_version: ClassVar[str] = "AR-1.0"
    defaults: ClassVar[dict] = {**OPTIONS, "max_turns": DEFAULT_MAX_TURNS}


class ArdentReapersPrinted(ArdentReapers):
    """Ardent Reapers with cards as printed, before the errata (AR-printed): a judge reruns a
    match under it to ask whether a decision was legal under the printed text."""

    rules_version: ClassVar[str] = "AR-1.8-printed"
    printed: ClassVar[bool] = True


class ArdentReapers17Printed(ArdentReapers17):
    """AR-1.7 with cards as printed (AR-printed), for matches recorded under AR-1.7."""

    rules_version: ClassVar[str] = "AR-1.7-printed"
    printed: ClassVar[bool] = True


class ArdentReapers16Printed(ArdentReapers16):
    """AR-1.6 with cards as printed (AR-printed), for matches recorded under AR-1.6."""

    rules_version: ClassVar[str] = "AR-1.6-printed"
    printed: ClassVar[bool] = True


class ArdentReapers15Printed(ArdentReapers15):
    """AR-1.5 with cards as printed (AR-printed), for matches recorded under AR-1.5."""

    rules_version: ClassVar[str] = "AR-1.5-printed"
    printed: ClassVar[bool] = True


class ArdentReapers14Printed(ArdentReapers14):
    """AR-1.4 with cards as printed (AR-printed), for matches recorded under AR-1.4."""

    rules_version: ClassVar[str] = "AR-1.4-printed"
    printed: ClassVar[bool] = True


class ArdentReapers13Printed(ArdentReapers13):
    """AR-1.3 with cards as printed (AR-printed), for matches recorded under AR-1.3."""

    rules_version: ClassVar[str] = "AR-1.3-printed"
    printed: ClassVar[bool] = True


class ArdentReapers12Printed(ArdentReapers12):
    """AR-1.2 with cards as printed (AR-printed), for matches recorded under AR-1.2."""

    rules_version: ClassVar[str] = "AR-1.2-printed"
    printed: ClassVar[bool] = True


class ArdentReapers11Printed(ArdentReapers11):
    """AR-1.1 with cards as printed (AR-printed), for matches recorded under AR-1.1."""

    rules_version: ClassVar[str] = "AR-1.1-printed"
    printed: ClassVar[bool] = True
