"""The third rules hunt (session 17): every sentence of reaper.md that constrains play, pinned.

Each test is a position (seat 0 is Ada, seat 1 is Bo, with rpr_helpers' Angel cards unless
named), a decision, then what the state holds and what is refused, with the rule id. Where
the rules text is silent the test names the assumption of the rule index it pins. The first
tests settle the loose ends left by the second hunt (what a player reviewing a game sees)."""

from rpr_helpers import GAME, act, card, decision, pass_all, refused, table

from engine.games.reaper.events import (Activate, Attack, Claim, EndTurn, Grace, Guard, Pass,
                                        Play, Reap)
from engine.games.reaper.state import Soul, exhausted, health
from engine.games.reaper.tasks import ClaimAsk, GraceAsk, GuardAsk, Main, SuddenAsk


def _notes(s):
    return GAME.view(s, None).notes


# -- loose ends: what a reviewer sees --------------------------------------------------------

def test_the_attack_is_listed_until_its_damage_is_dealt_not_while_its_claim_waits():
    """The view's notes list the attack under way from its declaration through its grace
    windows; once both damages are dealt the attack is over (RPR-fight), and while Ada's claim
    of the Hound's Soul waits (RPR-claim-1) only the claim is listed."""
    s = table({}, {"thralls": ["Cinder Hound"]})
    vessa, hound = card(s, "Vessa"), card(s, "Cinder Hound")
    s = act(s, Attack(seat=0, attacker=vessa, target=hound))
    assert isinstance(s.stack[-1], GraceAsk)
    attack_note = f"attack: Vessa, Ember Reaper#{vessa} against Cinder Hound#{hound}"
    assert attack_note in _notes(s)
    s = act(s, Pass(seat=1))
    assert attack_note in _notes(s)  # Ada's own grace chance: damage not dealt yet
    s = act(s, Pass(seat=0))
    assert isinstance(s.stack[-1], ClaimAsk)
    assert _notes(s) == [f"Ada may claim the Soul of Cinder Hound#{hound}"]
    s = act(s, Claim(seat=0, card=hound))
    assert _notes(s) == [] and isinstance(s.stack[-1], Main)
