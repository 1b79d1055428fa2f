"""The rules fragment's Zones, Opening and Finishing sentences and the public facts, one test
per rule id, from positions: what each zone holds, who sees it, where a card goes."""

import msgspec
import pytest

from asc_helpers import GAME, act, card, decision, over, position, refused, roll

from engine import dealer
from engine.events import TABLE, Dealt
from engine.games.ascendant.cards import CARDS, CardType, Roll
from engine.games.ascendant.events import AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use
from engine.games.ascendant.state import Phase, Step
from engine.protocol import Chance, InvalidSetup
from engine.views import visible_ids

ZONE_NAMES = ["hand", "arsenal", "fountain", "battlefield", "scrapyard", "abyss"]


def _zone(view, seat, name):
    return next(z for z in view.seats[seat].zones if z.name == name)


def _miss(state, seat=0, opponent=1):
    """A ranged attack whose Aim fails: straight to the Finishing Phase."""
    return roll(act(state, Declare(seat=seat, attack=AttackKind.RANGED, opponent=opponent)), 1)


# -- Zones -------------------------------------------------------------------------------

def test_every_seat_has_the_six_zones_and_each_is_seen_as_the_rules_say():
    """ASC-zones, ASC-arsenal (face down: hidden from everyone, its owner too), ASC-fountain-2
    (face up: open information), the hand seen by its owner only."""
    state = position([dict(hand=["Brace"], arsenal=["Sprint", "Insight"], fountain=["Genki", "Finesse"],
                           battlefield=["Eagle Brow"], scrapyard=["Smoke Veil"], abyss=["Tripwire"]),
                      dict()])
    brace, sprint, insight = card(state, "Brace"), card(state, "Sprint"), card(state, "Insight")
    genki, finesse = card(state, "Genki"), card(state, "Finesse")
    for seat in (0, 1):
        view = GAME.view(state, seat)
        assert [z.name for z in view.seats[0].zones] == ZONE_NAMES
        arsenal = _zone(view, 0, "arsenal")
        assert arsenal.count == 2 and all(c.hidden for c in arsenal.cards) and not arsenal.public
        assert sprint in GAME.secrets(state, seat) and insight in GAME.secrets(state, seat)
        assert [c.name for c in _zone(view, 0, "fountain").cards] == ["Genki", "Finesse"]
        assert {genki, finesse} <= visible_ids(view)
        for public in ("battlefield", "scrapyard", "abyss"):
            assert _zone(view, 0, public).cards[0].name is not None
    assert brace in visible_ids(GAME.view(state, 0)) and brace not in visible_ids(GAME.view(state, 1))
    assert brace in GAME.secrets(state, 1) and brace not in GAME.secrets(state, 0)


def test_the_hand_holds_the_cards_drawn_from_the_top_of_the_arsenal():
    """ASC-hand-1."""
    state = position([dict(arsenal=["Sprint", "Brace", "Insight"]), dict()])
    assert state.need.step is Step.OPENING and decision(state).seat == 0
    state = act(state, Draw(seat=0))
    assert state.seats[0].hand == [card(state, "Sprint")]
    assert state.seats[0].arsenal == [card(state, "Brace"), card(state, "Insight")]


def test_stamina_cards_form_the_fountain_not_the_arsenal_and_pay_costs():
    """ASC-fountain-1: a deck's Genki and Finesse cards start in the Fountain; the other cards
    form the Arsenal; a Fountain card pays a cost and is spent."""
    decks = list(GAME.sample_decks().values())[:2]
    state = GAME.start(GAME.genesis(["A", "B"], decks, dealer.commitment(b"f" * 32)))
    for s, deck in enumerate(decks):
        seat = state.seats[s]
        assert sorted(state.cards[c] for c in seat.fountain) == sorted(
            c for c in deck if CARDS[c].type is CardType.STAMINA)
        assert not any(CARDS[state.cards[c]].type is CardType.STAMINA for c in seat.arsenal + seat.hand)
    state = position([dict(hand=["Eagle Brow"], fountain=["Finesse"]), dict()])
    state = act(state, PlayStack(seat=0, card=card(state, "Eagle Brow")))
    assert state.seats[0].fountain == [] and state.seats[0].abyss == [card(state, "Finesse")]


def test_used_gambits_and_jumons_go_to_the_scrapyard_and_effects_bring_cards_back():
    """ASC-scrapyard-1 (used cards), ASC-scrapyard-2 (Grave Whisper, Scavenger's Hook)."""
    state = position([dict(hand=["Steady Breath", "Grave Whisper"], fountain=["Finesse"], arsenal=["Sprint"],
                           battlefield=["Scavenger's Hook"], scrapyard=["Brace"]), dict()])
    breath, whisper, brace = card(state, "Steady Breath"), card(state, "Grave Whisper"), card(state, "Brace")
    hook = card(state, "Scavenger's Hook")
    state = act(state, Draw(seat=0))
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    state = act(state, Use(seat=0, card=breath))  # a Gambit, used: to the Scrapyard
    assert state.seats[0].scrapyard == [brace, breath] and breath not in state.seats[0].hand
    state = roll(state, 1)  # 1 + 2: a miss, on to the Finishing Phase
    assert Use(seat=0, card=whisper, pick=breath) in decision(state).options
    state = act(state, Use(seat=0, card=whisper, pick=breath))
    assert breath in state.seats[0].hand and state.seats[0].scrapyard == [brace, whisper]
    state = act(state, Use(seat=0, card=hook, pick=brace))
    assert brace in state.seats[0].hand and state.seats[0].scrapyard == [whisper]
    assert hook in state.seats[0].battlefield  # an Active card stays on the Battlefield


def test_the_battlefield_holds_played_stacks_and_only_cards_there_are_activated():
    """ASC-battlefield: a stack is played onto the Battlefield; an Active card is activated
    there (in hand it cannot be)."""
    state = position([dict(hand=["Hawkeye Charm", "Quickstep Anklet"], fountain=["Finesse"]), dict()])
    charm, anklet = card(state, "Hawkeye Charm"), card(state, "Quickstep Anklet")
    state = act(state, PlayStack(seat=0, card=charm))
    assert state.seats[0].battlefield == [charm] and charm not in state.seats[0].hand
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    assert decision(state).options == [Use(seat=0, card=charm), Pass(seat=0)]
    refused(state, Use(seat=0, card=anklet), "ASC-engage-3")  # in hand, and no Aim card
    state = act(state, Use(seat=0, card=charm))
    assert charm in state.seats[0].activated and charm in state.seats[0].battlefield
    state = roll(state, 8)  # 8 + 3
    assert state.attack.total(0, Roll.AIM) == 11


def test_spent_stamina_and_purged_cards_go_to_the_abyss():
    """ASC-abyss: Stamina spent on a cost, a card purged from the Scrapyard; Wellspring Totem
    brings the latest spent Stamina back to the Fountain."""
    state = position([dict(hand=["Wellspring Totem"], fountain=["Genki", "Finesse"],
                           scrapyard=["Sprint"]), dict()])
    totem, sprint = card(state, "Wellspring Totem"), card(state, "Sprint")
    genki, finesse = card(state, "Genki"), card(state, "Finesse")
    state = act(state, Purge(seat=0, card=sprint))
    assert state.seats[0].abyss == [sprint] and state.seats[0].scrapyard == []
    state = act(state, PlayStack(seat=0, card=totem))
    assert state.seats[0].abyss == [sprint, genki, finesse] and state.seats[0].fountain == []
    state = _miss(state)
    assert decision(state).options == [Use(seat=0, card=totem, pick=finesse), Pass(seat=0)]
    state = act(state, Use(seat=0, card=totem, pick=finesse))
    assert state.seats[0].fountain == [finesse] and state.seats[0].abyss == [sprint, genki]


# -- Opening Phase ------------------------------------------------------------------------

def test_the_turn_player_plays_any_number_of_complete_stacks_then_must_declare():
    """ASC-open-3 (any number, then pass; none after the declaration step is reached) and
    ASC-open-4 (the declaration cannot be skipped)."""
    state = position([dict(hand=["Eagle Brow", "Stoneskin Mantle", "Bulwark Sigil"],
                           fountain=["Finesse", "Genki", "Genki"]), dict()])
    brow, mantle, sigil = (card(state, n) for n in ("Eagle Brow", "Stoneskin Mantle", "Bulwark Sigil"))
    assert state.need.step is Step.STACKS and decision(state).rule == "ASC-open-3"
    refused(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1), "ASC-open-4")
    state = act(state, PlayStack(seat=0, card=brow))
    state = act(state, PlayStack(seat=0, card=mantle))
    assert state.need.step is Step.STACKS  # a third may still be played
    state = act(state, Pass(seat=0))
    assert state.seats[0].battlefield == [brow, mantle] and state.need.step is Step.DECLARE
    refused(state, PlayStack(seat=0, card=sigil), "ASC-open-3")  # too late for stacks
    refused(state, Pass(seat=0), "ASC-open-4")  # the attack must be declared
    assert decision(state).rule == "ASC-open-4"
    assert all(isinstance(o, Declare) for o in decision(state).options)


def test_the_opening_choice_is_draw_or_purge_not_a_pass():
    """ASC-open-1: every player draws or purges; passing is no answer."""
    state = position([dict(arsenal=["Sprint"], scrapyard=["Brace"]), dict()])
    refused(state, Pass(seat=0), "ASC-open-1")
    assert decision(state).options == [Draw(seat=0), Purge(seat=0, card=card(state, "Brace"))]


# -- Finishing and the turn --------------------------------------------------------------

def test_after_the_finishing_phase_the_turn_passes_clockwise():
    """ASC-finish-2: from seat 2 of three to seat 0, the turn number counting on."""
    state = position([dict(), dict(), dict(hand=["Mending Light"], fountain=["Finesse"])], active=2, turn=5)
    state = _miss(state, 2, 0)
    assert state.phase is Phase.FINISHING and decision(state).seat == 2
    state = act(state, Pass(seat=2))
    assert state.active == 0 and state.turn == 6 and state.attack is None
    assert state.need.step is Step.DECLARE and decision(state).seat == 0


# -- public facts -------------------------------------------------------------------------

def test_every_roll_is_a_d20_face_plus_its_modifiers():
    """ASC-fact-d20: 20 outcomes, faces 1 to 20; a face of 21 does not exist."""
    seat0 = dict(battlefield=["Eagle Brow"], hand=["Mending Light"], fountain=["Finesse"])
    state = act(position([seat0, dict()]),
                Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.kind == "d20" and p.size == 20 and p.labels[0] == "1"
    refused(state, Dealt(kind="d20", outcome=20), "ASC-chance")
    refused(state, Dealt(kind="d20", outcome=-1), "ASC-chance")
    s20 = GAME.apply(GAME.clone(state), Dealt(kind="d20", outcome=19), check=True)
    assert s20.attack.rolls[0].face == 20 and s20.attack.rolls[0].total == 21  # + Eagle Brow
    s1 = GAME.apply(GAME.clone(state), Dealt(kind="d20", outcome=0), check=True)
    assert s1.attack.rolls[0].face == 1 and s1.attack.rolls[0].total == 2


def test_a_player_at_zero_health_is_out_and_the_others_play_on():
    """ASC-fact-out: with three players the one at zero is out; the match goes on until one
    is left (ASC-fact-win ends it then)."""
    bolt = dict(hand=["Thunder Verdict"], fountain=["Genki", "Genki", "Finesse"])
    state = position([dict(**bolt), dict(health=5), dict(health=5)])
    state = _miss(state, 0, 1)
    state = act(state, Use(seat=0, card=card(state, "Thunder Verdict"), opponent=1))
    assert state.seats[1].out and state.seats[1].health == 0 and state.result is None
    assert state.active == 2  # seat 1 is skipped
    state = act(state, Purge(seat=0, card=card(state, "Thunder Verdict")))  # seat 1 is not asked
    assert decision(state).seat == 2 and {o.opponent for o in decision(state).options} == {0}
    state = position([dict(**bolt), dict(health=0, out=True), dict(health=5)])
    state = act(_miss(state, 0, 2), Use(seat=0, card=card(state, "Thunder Verdict"), opponent=2))
    assert over(state).winner == 0 and over(state).rule == "ASC-fact-win"


def _deck(arsenal: int, stamina: int) -> list[str]:
    return ["Brace"] * arsenal + ["Genki"] * stamina


@pytest.mark.parametrize("arsenal, stamina, ok", [
    (40, 20, True), (60, 0, True), (39, 20, False), (61, 10, False), (40, 21, False)])
def test_an_arsenal_has_40_to_60_cards_and_a_fountain_at_most_20(arsenal, stamina, ok):
    """ASC-fact-arsenal and ASC-fact-fountain (the options change the bounds)."""
    decks = [_deck(arsenal, stamina), _deck(40, 20)]
    if ok:
        GAME.genesis(["A", "B"], decks, "")
        return
    rule = "ASC-fact-fountain" if stamina > 20 else "ASC-fact-arsenal"
    with pytest.raises(InvalidSetup, match=rf"\[{rule}\]"):
        GAME.genesis(["A", "B"], decks, "")
    opts = {"arsenal_min": 30, "arsenal_max": 70, "fountain_max": 30}
    GAME.genesis(["A", "B"], decks, "", options=opts)


def test_at_a_table_no_shuffle_order_is_asked_and_the_fountain_is_never_unseen():
    """ASC-table-unseen: the first thing asked is the top card of the Arsenal, named from the
    Arsenal's cards only; Fountain cards are known (test_asc_table_luck: dice by face)."""
    decks = [["Brace"] * 39 + ["Sprint"] + ["Genki"] * 2, ["Brace"] * 40]
    g = msgspec.structs.replace(GAME.genesis(["A", "B"], decks, "", options={"opening_hand": 1}),
                                luck=TABLE)
    state = GAME.start(g)
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.kind == "card" and not p.shuffle
    assert sorted(set(p.labels)) == ["Brace", "Sprint"]  # no Genki: the Fountain is not unseen
    assert not any(state.table.unseen(c) for c in state.seats[0].fountain)
    assert all(state.table.unseen(c) for c in state.seats[0].arsenal)
    state = GAME.apply(state, Dealt(kind="card", outcome=p.labels.index("Sprint")), check=True)
    assert [state.cards[c] for c in state.seats[0].hand] == ["ASC-019"]
