"""RPR-rite: "its special effect is resolved immediately, and then it is discarded".

A Rite whose effect waits on windows (Searing Verdict's damage has two grace windows, then
maybe a claim) is still resolving while they wait: under reaper-4 it is held face up in no
zone and reaches the discard pile only when its effect is done. reaper-3 discarded it before
resolving it; its matches keep folding that way.
"""

from rpr_helpers import ANGELS_0, ANGELS_1, act, card, decision, refused

from engine.games.reaper.events import Claim, EndTurn, Grace, Pass, Play
from engine.games.reaper.tasks import RiteDone
from engine.registry import get_game

NEW, OLD = get_game("reaper", "reaper-4"), get_game("reaper", "reaper-3")


def _table(game, seat0: dict, seat1: dict):
    seats = [{"angels": list(ANGELS_0), "grimoire": ["Whisper Moth"] * 3, **seat0},
             {"angels": list(ANGELS_1), "grimoire": ["Whisper Moth"] * 3, **seat1}]
    return game.from_position({"seats": seats}, ["Ada", "Bo"])


def _verdict_on_stalker(game):
    """Ada (Searing Verdict, one Soul) and Bo's Gloam Stalker (Health 1, Ensouled); Ada plays
    the Verdict on it: Bo's grace window is open (his Thrall, her Rite: he is asked first)."""
    s = _table(game, {"hand": ["Searing Verdict", "Kindle"], "souls": ["Ember Wretch"]},
               {"thralls": ["Gloam Stalker"]})
    verdict, stalker = card(s, "Searing Verdict"), card(s, "Gloam Stalker")
    s = act(s, Play(seat=0, card=verdict, target=stalker))
    d = decision(s)
    assert (d.seat, d.rule) == (1, "RPR-grace-1")
    return s, verdict, stalker


def _zone(game, state, seat_seen_by, seat, name):
    zones = {z.name: z for z in game.view(state, seat_seen_by).seats[seat].zones}
    return [c.id for c in zones[name].cards] if name in zones else None


def test_a_rite_waiting_on_its_grace_windows_is_in_no_discard_pile_yet():
    s, verdict, stalker = _verdict_on_stalker(NEW)
    assert verdict not in s.players[0].discard and verdict not in s.players[0].hand
    assert s.stack[-3:][0] == RiteDone(seat=0, card=verdict)  # under the Deal and its window
    for seer in (0, 1, None):  # played face up: both players see it resolving
        assert _zone(NEW, s, seer, 0, "resolving") == [verdict]
        assert _zone(NEW, s, seer, 0, "discard") == []
    # the window is Bo's first: Ada, whose card deals the damage, is asked after him
    refused(s, Play(seat=0, card=card(s, "Kindle"), target=stalker), "RPR-grace-order")
    # the exported position holds it out of every zone and starts the same state
    pos = NEW.position(s)
    assert [e["n"] for e in pos["seats"][0]["limbo"]] == [verdict]
    again = NEW.start(NEW.genesis(["Ada", "Bo"], [[], []], "x", position=pos))
    assert NEW.digest(again) == NEW.digest(s)


def test_the_rite_is_discarded_after_its_damage_kills_and_the_claim_is_answered():
    """Bo passes, Ada passes her own window: the 2 damage kills the Stalker; Ada, whose card
    dealt it, may claim it (RPR-killer). The Verdict is still resolving until she answers;
    she declines, so the Stalker goes to Bo's pile and only then the Verdict to Ada's."""
    s, verdict, stalker = _verdict_on_stalker(NEW)
    s = act(s, Pass(seat=1))
    s = act(s, Pass(seat=0))
    d = decision(s)
    assert (d.seat, d.rule) == (0, "RPR-claim-1") and stalker not in s.players[1].thralls
    assert verdict not in s.players[0].discard
    refused(s, Claim(seat=1, card=stalker), "RPR-killer")
    s = act(s, Pass(seat=0))
    assert s.players[1].discard == [stalker] and s.players[0].discard == [verdict]
    assert _zone(NEW, s, 0, 0, "resolving") is None
    refused(s, Play(seat=0, card=verdict, target=stalker), "RPR-play-hand")
    assert EndTurn(seat=0) in decision(s).options


def test_a_claimed_soul_leaves_the_rite_alone_in_the_discard_pile():
    s, verdict, stalker = _verdict_on_stalker(NEW)
    s = act(s, Pass(seat=1))
    s = act(s, Pass(seat=0))
    s = act(s, Claim(seat=0, card=stalker))
    assert s.players[0].discard == [verdict] and s.players[1].discard == []
    assert [x.card for x in s.players[0].souls] == [stalker]


def test_a_sudden_rite_played_inside_anothers_window_is_discarded_first():
    """Bo answers the Verdict's grace window with Ward of Ash (sudden: his Thrall is about to
    take damage): the Ward resolves at once and is discarded while the Verdict still waits;
    the Stalker (Health 1 + 3) survives the 2 damage."""
    s = _table(NEW, {"hand": ["Searing Verdict"], "souls": ["Ember Wretch"]},
               {"thralls": ["Gloam Stalker"], "hand": ["Ward of Ash"], "souls": ["Kindle"],
                "angels": ["Creed of Cinders", "Ilse", "Brinecutter"]})
    verdict, stalker, ward = card(s, "Searing Verdict"), card(s, "Gloam Stalker"), card(s, "Ward of Ash")
    s = act(s, Play(seat=0, card=verdict, target=stalker))
    s = act(s, Play(seat=1, card=ward, target=stalker))
    assert s.players[1].discard == [ward] and verdict not in s.players[0].discard
    assert decision(s).seat == 1  # still Bo's chance to grace
    s = act(s, Grace(seat=1, card=card(s, "Ilse")))
    s = act(s, Pass(seat=0))
    assert s.players[0].discard == [verdict] and s.inplay[stalker].damage == 2
    assert stalker in s.players[1].thralls and decision(s).rule == "RPR-turn-1"


def test_reaper_3_matches_keep_discarding_the_rite_before_it_resolves():
    s, verdict, stalker = _verdict_on_stalker(OLD)
    assert s.players[0].discard == [verdict] and not any(isinstance(t, RiteDone) for t in s.stack)
    assert _zone(OLD, s, 0, 0, "resolving") is None
    s = act(s, Pass(seat=1))
    s = act(s, Pass(seat=0))
    s = act(s, Pass(seat=0))  # the claim declined: the Stalker joins Bo's pile
    assert s.players[0].discard == [verdict] and s.players[1].discard == [stalker]
    assert type(s).revision == 3 and type(_verdict_on_stalker(NEW)[0]).revision == 4
