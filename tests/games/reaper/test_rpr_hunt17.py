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


def _told(s, ev, seat):
    """The story lines of `ev` as `seat` (None: everyone) is told them."""
    from replays.story import Sight, told
    after = GAME.apply(GAME.clone(s), ev)
    return told(Sight(GAME.view(s, seat), GAME.view(s, None)),
                Sight(GAME.view(after, seat), GAME.view(after, None)), GAME.words())


def test_a_burned_soul_drawn_through_the_empty_grimoire_is_told_drawn():
    """RPR-burn-1 then Grave Whisper's draw: Ada's Grimoire is empty, she burns her face-up
    Drowned Sailor to pay, it goes to the bottom of her Grimoire and she draws it at once. Every
    reader (both seats and the omniscient one) is told it was drawn (Reaper's words say a Soul
    leaves its pool only for the Grimoire), not put into the hand from the Soul Pool."""
    s = table({"hand": ["Grave Whisper"], "grimoire": [],
               "souls": [{"card": "Drowned Sailor", "face_up": True},
                         {"card": "Reef Crawler", "face_up": True}]})
    sailor = card(s, "Drowned Sailor")
    play = Play(seat=0, card=card(s, "Grave Whisper"), burn=[sailor])
    for seat in (None, 0, 1):
        lines = _told(s, play, seat)
        assert "Drowned Sailor is drawn (Ada's soul pool to Ada's hand)" in lines, (seat, lines)
        assert not any("put into the hand" in line for line in lines)
    s = act(s, play)
    assert s.players[0].hand == [sailor] and s.players[0].grimoire == []


def test_the_position_schema_says_a_card_is_not_new_when_the_turn_has_not_begun():
    """The schema of positions (`matchlog schema reaper --position`) says what the README
    says and the genesis refuses: `new` means this turn, so not with start "turn"."""
    schema = GAME.position_schema()
    new = schema["$defs"]["CardEntry"]["properties"]["new"]["description"]
    assert 'start "turn"' in new and "not begun" in new
    assert '"turn": their turn is about to begin' in \
        schema["$defs"]["Position"]["properties"]["start"]["description"]
