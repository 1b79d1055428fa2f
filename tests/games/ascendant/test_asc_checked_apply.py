"""The checked apply (`Ascendant.apply` with check on) says yes to a legal event on its own
copy of `legality.why_not`'s tests (a due d20 roll; the deciding seat's decision by its
step's tests) and sends everything else to `why_not`: it must refuse exactly what `why_not`
refuses, with the same rule, words and seat, and fold what it accepts as the unchecked apply
folds it. An event with a field of another type than its event's (a seat named True or 1.0,
an attack by its plain word) is refused before either, by the framework (ML-event).

Probed at every decision and roll of seeded self-play (ASC-0.4, -0.3, -0.2 and -0.1, two to four
seats, rule options, a match at a table) with the options, recent options of any seat, every
kind of decision of the deciding seat's and others' cards, and dice of every shape; and from
written positions, a refusal per rule the quick yes stands in front of."""

from __future__ import annotations

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import TABLE, Dealt
from engine.games.ascendant import legality
from engine.games.ascendant.state import Step
from engine.games.ascendant.events import AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from engine.protocol import STORED, Chance, IllegalEvent, check_field_types, encode_event
from engine.registry import get_game
from replays.simulate import agent_names, default_decks
from tests.selfplay_states import played_states

from asc_helpers import GAME, act, card, decision, position, refused, roll

_DICE = [Dealt(kind="d20", outcome=o) for o in (-1, 0, 19, 20, True, 3.0, [0], "4")] + \
    [Dealt(kind="d6", outcome=2), Dealt(kind="shuffle", outcome=[0])]


def _checked(game, state, ev, check=True):
    """(rule, words, seat) the checked apply refuses `ev` with, or the state it folds to."""
    try:
        return game.apply(game.clone(state), ev, check=check)
    except IllegalEvent as e:
        return e.rule, e.message, e.seat


def _unreadable(ev):
    """(rule, words, seat) the framework refuses `ev` with for a field of another type than
    its event's (ML-event, `check_field_types`: the checked apply's first test), else None."""
    try:
        check_field_types(ev)
    except IllegalEvent as e:
        assert e.rule == "ML-event"
        return e.rule, e.message, e.seat
    return None


def _read_back(game, ev):
    """`ev` as a reader of the ledger decodes it from its stored bytes, or None when they
    would not read back (a seat named True or 1.0, refused as ML-event instead)."""
    try:
        return game.decode_event(encode_event(ev))
    except (msgspec.ValidationError, msgspec.EncodeError):
        return None


def _probes(state, seat: int) -> list:
    """Every kind of decision of `seat`, of its own cards and a few of others'."""
    n, seats = len(state.cards), len(state.seats)
    s = state.seats[seat]
    mine = set(s.hand) | set(s.battlefield) | set(s.scrapyard) | set(s.fountain[:2]) | set(s.arsenal[:2])
    others = {c for o in state.seats for c in o.scrapyard[:2] + o.hand[:2]}
    out = [Draw(seat=seat), Pass(seat=seat), Draw(seat=(seat + 1) % seats), Pass(seat=(seat + 1) % seats),
           Draw(seat=seats), Pass(seat=-1)]
    for c in sorted(mine | others | {-1, n}):
        out += [Purge(seat=seat, card=c), PlayStack(seat=seat, card=c), Wield(seat=seat, card=c),
                Use(seat=seat, card=c), Purge(seat=(seat + 1) % seats, card=c)]
        out += [Use(seat=seat, card=c, opponent=t) for t in range(seats)]
    out += [Declare(seat=seat, attack=kind, opponent=t) for kind in AttackKind for t in range(-1, seats + 1)]
    # a seat, a card, an opponent or a pick named True or False (== 1 and 0): refused both ways
    out += [Draw(seat=b) for b in (True, False)] + [Pass(seat=b) for b in (True, False)]
    out += [Declare(seat=seat, attack=kind, opponent=b) for kind in AttackKind for b in (True, False)]
    out += [Purge(seat=seat, card=True), PlayStack(seat=seat, card=False), Wield(seat=seat, card=True)]
    for c in s.hand[:2] + s.battlefield[:2]:
        out += [Use(seat=seat, card=c, opponent=b) for b in (True, False)]
        out += [Use(seat=seat, card=c, pick=True), Use(seat=bool(seat), card=c)]
    out += [Use(seat=seat, card=b) for b in (True, False)]
    # an attack named by a plain string, a seat or card by a float: refused both ways too
    out += [Declare(seat=seat, attack=kind.value, opponent=t) for kind in AttackKind for t in range(seats)]
    out += [Declare(seat=seat, attack=AttackKind.MELEE, opponent=float(t)) for t in range(seats)]
    out += [Draw(seat=float(seat)), Pass(seat=float(seat))]
    for c in s.hand[:2] + s.battlefield[:2] + s.scrapyard[:1]:
        out += [Use(seat=seat, card=float(c)), Purge(seat=seat, card=float(c)), Wield(seat=seat, card=float(c)),
                PlayStack(seat=seat, card=float(c))]
        out += [Use(seat=seat, card=c, opponent=float(t)) for t in range(seats)]
        out += [Use(seat=seat, card=c, pick=float(p)) for p in s.scrapyard[:2]]
    # picks for the effects that take a card: one's own Scrapyard and Abyss, an opponent's Scrapyard
    picks = s.scrapyard[:3] + s.abyss[-2:]
    for c in s.hand + s.battlefield:
        out += [Use(seat=seat, card=c, pick=p) for p in picks]
        out += [Use(seat=seat, card=c, opponent=t, pick=p)
                for t, o in enumerate(state.seats) for p in o.scrapyard[:2]]
    return out


@pytest.mark.parametrize("version,seats,options,table", [
    ("ASC-0.4", 2, {}, False), ("ASC-0.3", 4, {"jumons_by": "turn-player"}, False),
    ("ASC-0.1", 3, {"window_users": "rollers", "stamina_typed": False, "genki_pays": 2}, False),
    ("ASC-0.2", 3, {"pay_costs": False}, True)])
def test_the_checked_apply_refuses_exactly_what_why_not_refuses(version, seats, options, table):
    game = get_game("ascendant").for_rules(version)
    seed = dealer.seed_from_number(seats, f"checked-{version}")
    genesis = game.genesis(agent_names(seats), default_decks(game, 700 + seats, seats),
                           dealer.commitment(seed), {**game.selfplay_options(), **options})
    if table:
        genesis = msgspec.structs.replace(genesis, luck=TABLE, dealer="")
    agents = [RandomAgent(dealer.seed_from_number(s, f"checked-{version}")) for s in range(seats)]
    recent: list = []
    counts = {"refused": 0, "folded": 0, "stored": 0, "unreadable": 0}
    for k, state in enumerate(played_states(game, genesis, seed, agents)):
        if k >= 120:
            break
        p = game.pending(state)
        probes = list(_DICE)
        if not isinstance(p, Chance):
            probes += list(p.options) + recent + _probes(state, p.seat)
            recent = (recent + list(p.options))[-20:]
        elif table:  # a die shown at the table is checked as the table's, not by the quick yes
            continue
        for ev in probes:
            got = _checked(game, state, ev)
            unread = _unreadable(ev)
            if unread is not None:  # a field of another type: the framework's refusal, first
                assert got == unread, (state.need, ev)
                counts["unreadable"] += 1
                continue
            want = legality.why_not(state, ev)
            if want is not None:
                assert got == (*want, getattr(ev, "seat", None)), (state.need, ev)
                counts["refused"] += 1
            else:  # folded as the unchecked apply folds it
                assert not isinstance(got, tuple), (ev, got)
                plain = game.apply(game.clone(state), ev, check=False)
                assert game.digest(got) == game.digest(plain), ev
                counts["folded"] += 1
            # read back from its bytes, as the audit reads it, and checked as the audit checks
            # it (check=STORED: the quick yes takes its fields as their types): the same answer
            # ("ranged" reads back as AttackKind.RANGED, an option)
            stored = _read_back(game, ev)
            if stored is not None:
                want = legality.why_not(state, stored)
                again = _checked(game, state, stored, STORED)
                if want is not None:
                    assert again == (*want, getattr(stored, "seat", None)), (state.need, stored)
                else:
                    plain = game.apply(game.clone(state), stored, check=False)
                    assert game.digest(again) == game.digest(plain), stored
                counts["stored"] += 1
    assert counts["refused"] > 5000 and counts["folded"] > 200 and counts["stored"] > 5000, counts
    assert counts["unreadable"] > 1000, counts


def test_refusals_behind_the_quick_yes_at_written_positions():
    state = position([dict(arsenal=["Sprint"], scrapyard=["Brace"], hand=["Ember Bolt"], fountain=["Genki"]),
                      dict(scrapyard=["Tripwire"])])
    assert decision(state).seat == 0
    # the Opening: another seat's draw, another's Scrapyard, a pass, a roll no one asked for
    refused(state, Draw(seat=1), "ASC-seat")
    refused(state, Purge(seat=0, card=card(state, "Tripwire")), "ASC-assume-purge")
    refused(state, Pass(seat=0), "ASC-open-1")
    refused(state, Dealt(kind="d20", outcome=4), "ASC-sequence")
    state = act(state, Draw(seat=0))
    # Bo's Arsenal is empty: his draw is refused, his purge taken
    assert decision(state).seat == 1
    refused(state, Draw(seat=1), "ASC-assume-opening-order")
    state = act(state, Purge(seat=1, card=card(state, "Tripwire")))
    # no stack to play: the Declare step, where nobody passes
    assert decision(state).seat == 0
    refused(state, Pass(seat=0), "ASC-open-4")
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    # the Aim die is due: a face past 20, a die of another kind, a decision
    for bad in (Dealt(kind="d20", outcome=20), Dealt(kind="d6", outcome=3)):
        refused(state, bad, "ASC-chance")
    refused(state, Dealt(kind="d20", outcome=True), "ML-event")  # stored as `true`: no face
    refused(state, Pass(seat=0), "ASC-sequence")
    refused(state, Draw(seat=0), "ASC-sequence")
    state = roll(state, 5)  # the Aim misses; the Finishing Phase asks Ann (her Bolt)
    assert decision(state).seat == 0 and state.need.step is Step.FINISHING
    refused(state, Pass(seat=1), "ASC-seat")
    refused(state, Dealt(kind="d20", outcome=4), "ASC-sequence")
    state = act(state, Pass(seat=0))
    assert state.active == 1 and state.turn == 2  # Ann passed: Bo's turn


def test_nothing_is_said_yes_to_once_the_match_is_over():
    state = position([dict(health=3, hand=["Ember Bolt"], fountain=["Genki"]), dict(health=3)])
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    state = roll(state, 5)  # a miss: the Finishing Phase, where the Bolt ends the match
    state = act(state, Use(seat=0, card=card(state, "Ember Bolt"), opponent=1))
    assert state.result is not None
    for ev in (Pass(seat=0), Pass(seat=1), Draw(seat=0), Dealt(kind="d20", outcome=3)):
        refused(state, ev, "ASC-over")


def test_a_declared_target_must_be_an_opponent_still_in_the_match():
    state = position([dict(), dict(health=0, out=True), dict()])
    assert decision(state).seat == 0
    for target in (0, 1, 3, -1):  # oneself, a seat out, no such seats
        refused(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=target), "ASC-open-5")
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=2))
    assert state.attack.target == 2


def test_a_seat_out_of_turn_is_told_by_name_who_decides_now():
    """ASC-seat's words name the players as the log does; a seat the match lacks, by number."""
    state = position([dict(arsenal=["Sprint"]), dict(arsenal=["Brace"])])
    names = [s.name for s in state.seats]
    for seat, other in ((1, f"{names[1]} (seat 1)"), (7, "seat 7")):
        with pytest.raises(IllegalEvent) as err:
            GAME.apply(GAME.clone(state), Draw(seat=seat), check=True)
        assert err.value.rule == "ASC-seat"
        assert err.value.message == f"{names[0]} (seat 0) must decide now, not {other}"
