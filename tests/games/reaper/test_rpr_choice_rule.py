"""RPR-choice-asked: a guard window is asked when one Thrall may guard (passing is the other
answer), and not at all when none may (the target cannot guard itself)."""

from rpr_helpers import GAME, act, card, decision, refused, table

from engine.games.reaper.events import Attack, Guard, Pass
from engine.games.reaper.tasks import GuardAsk


def test_a_guard_window_with_one_thrall_that_may_guard_is_asked():
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler", "Tide Herald"]})
    s = act(s, Attack(seat=0, attacker=card(s, "Cinder Hound"), target=card(s, "Reef Crawler")))
    d = decision(s)
    assert d.rule == "RPR-guard-1" and d.options == [Guard(seat=1, card=card(s, "Tide Herald")), Pass(seat=1)]
    refused(s, Guard(seat=1, card=card(s, "Cinder Hound")), "RPR-guard-own")


def test_with_no_thrall_that_may_guard_no_window_is_asked():
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler"]})
    s = act(s, Attack(seat=0, attacker=card(s, "Cinder Hound"), target=card(s, "Reef Crawler")))
    assert decision(s).rule == "RPR-grace-1"  # the guard window was skipped: the next one is asked
    assert not any(isinstance(t, GuardAsk) for t in s.stack)
    assert GAME.rules["RPR-choice-asked"].assumption
