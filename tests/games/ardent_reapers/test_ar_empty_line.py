"""AR-1.3: a creature played onto an EMPTY battle line is one option, not one per end (and the
turn's count of creatures played ends with the turn).

"When a creature is played it is placed on either end of the battle line" (AR-play-battle-line-end):
on an empty line both ends are the same place, and AR-choice-asked says answers that lead to the
same position are no choice. AR-1.3 lists the play once (as the left end) and still accepts either
end; AR-1.2 listed both ends, and its matches replay as recorded."""

from __future__ import annotations

import json

import msgspec
import pytest
from ar_helpers import GAME, act, card, names, options, position, refused

from engine.games.ardent_reapers import legal_options
from engine.games.ardent_reapers.events import Fight, PlayCard
from engine.games.ardent_reapers.state import CardState, End, State, Zone
from engine.protocol import InvalidSetup
from engine.registry import get_game

AR12 = get_game("ardent-reapers", "AR-1.2")
FILLER = ["Tessa", "Roxxy", "Yearn", "Pokets", "Anox"]


def _vix_onto(line: list) -> object:
    """Seat 0 to play, Vix (a creature) in hand, `line` its battle line."""
    return position(seats=[dict(battle_line=line, hand=["Vix"], deck=list(FILLER)),
                           dict(battle_line=["Roxxy"], deck=list(FILLER))])


def _plays(opts: list, vix: int) -> list:
    return [o for o in opts if isinstance(o, PlayCard) and o.card == vix]


def test_an_empty_line_lists_one_play_under_ar_1_3_and_two_under_ar_1_2():
    """AR-choice-asked, AR-play-battle-line-end."""
    s = _vix_onto([])
    vix = card(s, "Vix")
    assert GAME.rules_version == "AR-1.8" and s.revision == 8  # AR-1.3's fix holds from 3 on
    assert _plays(options(s), vix) == [PlayCard(seat=0, card=vix, end=End.LEFT)]
    old = AR12.versioned(s)
    assert _plays(AR12.pending(old).options, vix) == [PlayCard(seat=0, card=vix, end=End.LEFT),
                                                      PlayCard(seat=0, card=vix, end=End.RIGHT)]
    # The same position otherwise: AR-1.2's state has no revision, and encodes without one.
    assert old.revision is msgspec.UNSET and b"revision" not in msgspec.json.encode(old)
    assert b'"revision":8' in msgspec.json.encode(s) and AR12.digest(old) != GAME.digest(s)
    # AR-1.1's state has no such field at all: it reads as unset, and encodes without one
    older = get_game("ardent-reapers", "AR-1.1").versioned(s)
    assert type(older) is State and "revision" not in State.__struct_fields__
    assert older.revision is msgspec.UNSET and b"revision" not in msgspec.json.encode(older)


def test_a_line_with_a_creature_still_lists_both_ends_under_ar_1_3():
    """AR-play-battle-line-end: with Jater in the line, left and right are different places."""
    s = _vix_onto([("Jater", "Mature")])
    vix, jater = card(s, "Vix"), card(s, "Jater")
    assert _plays(options(s), vix) == [PlayCard(seat=0, card=vix, end=End.LEFT),
                                       PlayCard(seat=0, card=vix, end=End.RIGHT)]
    assert act(s, PlayCard(seat=0, card=vix, end=End.LEFT)).seats[0].battle_line == [vix, jater]
    assert act(s, PlayCard(seat=0, card=vix, end=End.RIGHT)).seats[0].battle_line == [jater, vix]


def test_naming_the_right_end_of_an_empty_line_is_accepted_as_the_same_play():
    """AR-choice-asked: a transcript may name either end (AR-1.2 recordings contain both)."""
    s = _vix_onto([])
    vix = card(s, "Vix")
    left = act(s, PlayCard(seat=0, card=vix, end=End.LEFT))
    right = act(s, PlayCard(seat=0, card=vix, end=End.RIGHT))  # checked: not refused
    assert GAME.digest(left) == GAME.digest(right)
    assert right.seats[0].battle_line == [vix] and right.card_state[vix] is CardState.DORMANT
    assert names(right, 0, Zone.HAND) == [] and right.revision == 8
    assert legal_options.as_listed(s, PlayCard(seat=0, card=vix, end=End.RIGHT)) in options(s)
    # Still a creature: naming no end is refused, as is naming an end for a card not in hand.
    refused(s, PlayCard(seat=0, card=vix), "AR-play-battle-line-end")
    refused(s, PlayCard(seat=0, card=card(s, "Roxxy"), end=End.RIGHT), "AR-play-4")


def test_ar_1_2_replays_either_end_of_an_empty_line_to_the_same_digest():
    """AR-1.2 lists both ends; both fold to one position (matches recorded under it replay)."""
    old = AR12.versioned(_vix_onto([]))
    vix = card(old, "Vix")
    after = [AR12.apply(AR12.clone(old), PlayCard(seat=0, card=vix, end=e), check=True)
             for e in (End.LEFT, End.RIGHT)]
    assert AR12.digest(after[0]) == AR12.digest(after[1])
    assert after[0].revision is msgspec.UNSET
    assert legal_options.as_listed(old, PlayCard(seat=0, card=vix, end=End.RIGHT)).end is End.RIGHT


def _last_fight():
    """Bo, having played Bejewel this turn, fights Ada's last card: the match ends at the turn's end."""
    s = position(active=1, turn=22, played=1, creatures_played=1,
                 seats=[dict(battle_line=["Eager Martyr"], score_pile=3),
                        dict(battle_line=[("Bejewel", "Dormant"), ("Gynormica", "Mature")], score_pile=5)])
    return s, Fight(seat=1, attackers=[card(s, "Gynormica")], targets=[card(s, "Eager Martyr")])


def test_the_turns_count_of_creatures_played_ends_with_the_turn_from_ar_1_3():
    """AR-end-2 at the end of the turn: from AR-1.3 both counts of the turn (cards and creatures
    played) end with it, so the final position exports and starts again; AR-1.2 kept one
    creature played against no card played, a position no match can be started from."""
    s, fight = _last_fight()
    over = act(s, fight)
    assert over.result is not None and over.result.rule == "AR-end-2"
    assert (over.played, over.creatures_played) == (0, 0)
    again = GAME.start(GAME.genesis(list(over.players), [], "c0ffee", None,
                                    json.loads(json.dumps(GAME.position(over)))))
    assert again.result == over.result and again.creatures_played == 0
    old = AR12.apply(AR12.versioned(s), fight, check=True)
    assert old.result == over.result and (old.played, old.creatures_played) == (0, 1)
    with pytest.raises(InvalidSetup, match="creatures_played"):
        AR12.genesis(list(old.players), [], "c0ffee", None, json.loads(json.dumps(AR12.position(old))))
