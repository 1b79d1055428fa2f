"""The Ardent Reapers engine: the `Game` protocol over the modules of this package."""

from __future__ import annotations

from typing import ClassVar

from engine.events import CardSetRef, Event, Genesis
from engine.games.ardent_reapers import abilities, cards, flow, legality, position, view
from engine.games.ardent_reapers.events import ArdentReapersEvent
from engine.games.ardent_reapers.rules_index import RULES
from engine.games.ardent_reapers.setup import DEFAULT_MAX_TURNS, new_state
from engine.games.ardent_reapers.state import NeedKind, State
from engine.protocol import CardSet, Chance, Decision, Game, InvalidSetup, Over, Pending
from engine.views import View

DECK_SIZE = 17
OPTIONS = {"max_turns": DEFAULT_MAX_TURNS, "deck_size": DECK_SIZE}

SAMPLE_DECKS: dict[str, list[str]] = {
    "Team-Up and Sneak": ["Vix", "Vix", "Tessa", "Tessa", "Roxxy", "Roxxy", "Yearn", "Yearn",
                          "Anox", "Anox", "Jater", "Dark Velum", "Dark Velum", "Pokets",
                          "Millipede", "Greaser", "Nothing to See"],
    "Demo Abilities": ["Luminate", "Luminate", "Payday", "Payday", "Hypervator", "Hypervator",
                       "Overcharge", "Overcharge", "Turp", "Turp", "Moth", "Moth", "Vix", "Anox",
                       "Renegade", "Pokets", "Dark Velum"],
    "Bear Hugs": ["Brother Bear", "Brother Bear", "Vile Bear", "Vile Bear", "Yewcha", "Yewcha",
                  "Renegade", "Renegade", "Roat", "Roat", "Vix", "Tessa", "Roxxy", "Jater",
                  "Jater", "Dark Velum", "Nothing to See"],
}

_PROMPTS = {NeedKind.MAIN: "use, play or discard cards, or end the step"}
_CHANCES = {NeedKind.SHUFFLE: "shuffle", NeedKind.COIN: "coin", NeedKind.RANDOM_CARD: "random-card"}


class ArdentReapers(Game[State]):
    """Ardent Reapers, Omega Codex, rules version AR-1.0 (abilities: a few demonstrations)."""

    id: ClassVar[str] = "ardent-reapers"
    title: ClassVar[str] = "Ardent Reapers"
    rules_version: ClassVar[str] = "AR-1.0"
    rules = RULES
    events = ArdentReapersEvent
    state_type: ClassVar[type] = State
    seats: ClassVar[int] = 2

    # -- metadata -----------------------------------------------------------------------
    def card_sets(self) -> list[CardSet]:
        return [cards.OMEGA_CODEX_SET]

    def sample_decks(self) -> dict[str, list[str]]:
        return {name: [cards.resolve(c) for c in deck] for name, deck in SAMPLE_DECKS.items()}

    @staticmethod
    def implemented(card: str) -> bool:
        """Whether a card (id or name) can be played by this engine."""
        return abilities.implemented(card)

    def genesis(self, players: list[str], decks: list[list[str]], dealer: str,
                options: dict | None = None, position: dict | None = None) -> Genesis:
        if position is not None:
            raise InvalidSetup("positions come in a later version")
        opts = _options(options)
        if len(players) != 2 or len(decks) != 2:
            raise InvalidSetup("Ardent Reapers is played by two players, each with a deck")
        resolved = [_deck(p, d, opts["deck_size"]) for p, d in zip(players, decks)]
        s = cards.OMEGA_CODEX_SET
        return Genesis(game=self.id, rules_version=self.rules_version,
                       card_sets=[CardSetRef(id=s.id, sha256=s.sha256)], players=list(players),
                       decks=resolved, dealer=dealer, options=dict(options or {}))

    # -- the fold -----------------------------------------------------------------------
    def start(self, genesis: Genesis) -> State:
        if genesis.game != self.id:
            raise InvalidSetup(f"a {genesis.game} genesis is not an Ardent Reapers match")
        if genesis.position is not None:
            raise InvalidSetup("positions come in a later version")
        ours = {s.id: s.sha256 for s in self.card_sets()}
        for ref in genesis.card_sets:
            if ours.get(ref.id) != ref.sha256:
                raise InvalidSetup(f"card set {ref.id} differs from this engine's ({ref.sha256[:12]}...)")
        opts = _options(genesis.options)
        decks = [_deck(p, d, opts["deck_size"]) for p, d in zip(genesis.players, genesis.decks)]
        state = new_state(genesis.players, decks, max_turns=opts["max_turns"])
        flow.advance(state)
        return state

    def pending(self, state: State) -> Pending:
        if state.result is not None:
            r = state.result
            return Over(winner=r.winner, scores=list(r.scores), reason=r.reason, rule=r.rule)
        need = state.need
        assert need is not None
        if need.kind is NeedKind.MAIN:
            return Decision(seat=need.seat, options=legality.main_options(state),
                            prompt=_PROMPTS[need.kind], rule=need.rule)
        if need.kind is NeedKind.CHOOSE:
            return Decision(seat=need.seat, options=legality.choose_options(state),
                            prompt=legality.choose_prompt(state), rule=need.rule)
        return Chance(kind=_CHANCES[need.kind], size=need.size,
                      shuffle=need.kind is NeedKind.SHUFFLE, why=need.why)

    def apply(self, state: State, event: Event, check: bool = True) -> State:
        if check:
            legality.check(state, event)
        return flow.apply(state, event)

    def view(self, state: State, seat: int | None) -> View:
        return view.view(state, seat)

    def secrets(self, state: State, seat: int) -> set[int]:
        return view.secrets(state, seat)

    def describe(self, state: State, event: Event) -> str:
        return view.describe(state, event)

    def position(self, state: State) -> dict:
        return position.to_position(state)


def _options(options: dict | None) -> dict:
    opts = dict(OPTIONS)
    for key, value in (options or {}).items():
        if key not in OPTIONS:
            raise InvalidSetup(f"unknown option {key!r} (known: {', '.join(OPTIONS)})")
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise InvalidSetup(f"option {key} must be a positive whole number, not {value!r}")
        opts[key] = value
    return opts


def _deck(player: str, deck: list[str], size: int) -> list[str]:
    if len(deck) != size:
        raise InvalidSetup(f"{player}'s deck has {len(deck)} cards; a deck has {size}")
    out = []
    for entry in deck:
        try:
            card = cards.resolve(entry)
        except cards.UnknownCard:
            raise InvalidSetup(f"unknown card {entry!r} in {player}'s deck") from None
        if not abilities.implemented(card):
            raise InvalidSetup(f"{cards.facts(card).name}'s ability is not implemented yet")
        out.append(card)
    return out
