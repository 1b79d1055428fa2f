"""A hand an ability reveals (AR-reveal-hand), told in the story of the event that reveals it
(`Game.shown_by`): which abilities reveal is data of their ability unit, not a list in the view.
"""

from ar_helpers import BL, GAME, HAND, SCORE, act, card, names, position

from engine.games.ardent_reapers.abilities import ABILITIES, ASKS
from engine.games.ardent_reapers.events import PlayCard
from engine.games.ardent_reapers.state import End

L = End.LEFT


def test_a_new_card_with_a_revealing_ability_is_told_without_any_list_of_card_ids(monkeypatch):
    """Tessa given The Auditor's ability (a test's card: "Play: your opponent reveals their hand;
    the least powerful creature revealed goes to their score pile"): its play tells Bo's whole
    hand to both players, as The Auditor's does, because the ability says it reveals a hand."""
    monkeypatch.setitem(ABILITIES.table, "OC-005", ABILITIES["OC-034"])
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Tessa"], deck=["Jater"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Anox", "Yoink"], deck=["Roat"])])
    e = PlayCard(seat=0, card=card(s, "Tessa"), end=L)
    assert GAME.shown_by(s, e) == ((0, 1), "Bo reveals their hand: Anox and Yoink")
    after = act(s, e)
    assert names(after, 1, SCORE) == ["Anox"] and names(after, 0, BL) == ["Tessa", "Vix"]


def test_every_ability_whose_ask_reveals_a_hand_says_so_and_no_other_does():
    """The Auditor and Droven Jeb ask with a revealed hand (`Ask.reveals`); their abilities say
    they reveal one (`Ability.reveals_hand`), and only theirs among the cards of the sets."""
    revealing = {key for key, a in ASKS.table.items() if a.reveals is not None}
    assert revealing == {"the-auditor", "droven-jeb"}
    assert {cid for cid, a in ABILITIES.table.items() if a.reveals_hand} == {"OC-034", "OC-042"}


# -- the event that brings the ability up may be a dealt outcome or a card shown at a table ------
import msgspec  # noqa: E402
import pytest  # noqa: E402

from engine.events import Dealt  # noqa: E402
from engine.games.ardent_reapers.events import Choose, Fight  # noqa: E402
from engine.games.ardent_reapers.state import Skill  # noqa: E402
from engine.protocol import Chance  # noqa: E402


def at_table(pos: dict):
    """A match at a table (table luck) started from a written position: nobody knows the order
    of a deck, so a card drawn waits for the table to show it."""
    g = GAME.genesis(["Ada", "Bo"], [], "", None, pos)
    return GAME.start(msgspec.structs.replace(g, luck="table"))


def test_at_a_table_the_auditor_played_from_hand_reveals_bo_s_hand_in_the_story():
    """AR-card-the-auditor, AR-reveal-hand at a table (table luck): the play needs no card shown,
    so it brings The Auditor's Play: up at once; with one least powerful creature (Anox) no
    choice is asked, so only the story of the play can tell Bo's hand, to both seats."""
    s = at_table({"seats": [{"battle_line": ["Vix"], "hand": ["The Auditor"], "deck": ["Jater"]},
                            {"battle_line": ["Roxxy"], "hand": ["Anox", "Yoink"], "deck": ["Roat"]}]})
    e = PlayCard(seat=0, card=card(s, "The Auditor"), end=L)
    assert GAME.shown_by(s, e) == ((0, 1), "Bo reveals their hand: Anox and Yoink")
    after = GAME.apply(GAME.clone(s), e)
    assert names(after, 1, SCORE) == ["Anox"]


def jeb_and_a_drawing_teammate(monkeypatch, ada: dict) -> dict:
    """Ada's Droven Jeb (8) and Vix (1, given Payday's "Bonus: draw a card" for the test) team
    up (The Buddy System gives Jeb Team-Up) to fight Bo's Roat (9); Ada orders Vix's Bonus: first,
    so its draw comes before Jeb's reveal."""
    monkeypatch.setitem(ABILITIES.table, "OC-001", ABILITIES["OC-026"])
    return {"seats": [{"battle_line": [("Droven Jeb", "Active"), ("Vix", "Active")],
                       "relics": ["The Buddy System"], "hand": ["Anox"], **ada},
                      {"battle_line": [("Roat", "Active")], "hand": ["Yoink"], "deck": ["Jater"]}]}


def team_up(s):
    return Fight(seat=0, attackers=[card(s, "Droven Jeb"), card(s, "Vix")], targets=[card(s, "Roat")],
                 skill=Skill.TEAM_UP)


def test_a_reshuffle_dealt_before_droven_jeb_s_bonus_tells_the_hand_with_the_card_drawn(monkeypatch):
    """AR-draw-reshuffle, AR-bonus-1, AR-card-droven-jeb: Vix's draw finds Ada's deck empty, so the
    dealer shuffles her discard pile (Tessa, Roxxy) into a new deck; that dealt shuffle lets the
    draw finish and brings Jeb's Bonus: up, which reveals Anox and the card just drawn (the least
    powerful, it goes to her score pile without a choice). The shuffle's story tells it."""
    pos = jeb_and_a_drawing_teammate(monkeypatch, {"discard": ["Tessa", "Roxxy"]})
    s = GAME.start(GAME.genesis(["Ada", "Bo"], [], "c0ffee", None, pos))
    mid = act(s, team_up(s))
    vix_first = Choose(seat=0, card=card(s, "Vix"))
    assert GAME.shown_by(mid, vix_first) is None  # the draw waits for the shuffle first
    mid = act(mid, vix_first)
    assert isinstance(GAME.pending(mid), Chance) and GAME.pending(mid).kind == "shuffle"
    for outcome in ([0, 1], [1, 0]):
        shuffle = Dealt(kind="shuffle", outcome=outcome)
        after = act(mid, shuffle)
        drawn = names(after, 0, SCORE)[0]
        assert names(after, 0, SCORE) == [drawn, "Roat"] and names(after, 0, HAND) == ["Anox"]
        assert GAME.shown_by(mid, shuffle) == ((0, 1), f"Ada reveals their hand: Anox and {drawn}")


def test_at_a_table_the_card_shown_for_a_draw_before_droven_jeb_s_bonus_tells_the_hand(monkeypatch):
    """The same at a table: Vix's draw waits for the table to show the top card of Ada's deck
    (nothing revealed yet); the card shown (Tessa) lets the draw finish and brings Jeb's
    Bonus: up, so that event's story tells Ada's hand, Tessa included."""
    pos = jeb_and_a_drawing_teammate(monkeypatch, {"deck": ["Tessa", "Jater"]})
    s = at_table(pos)
    mid = GAME.apply(GAME.clone(s), team_up(s))
    vix_first = Choose(seat=0, card=card(s, "Vix"))
    assert GAME.shown_by(mid, vix_first) is None  # the draw waits for the table first
    mid = GAME.apply(mid, vix_first)
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "card"
    shown = Dealt(kind="card", outcome=p.labels.index("Tessa"))
    assert GAME.shown_by(mid, shown) == ((0, 1), "Ada reveals their hand: Anox and Tessa")
    after = GAME.apply(GAME.clone(mid), shown)
    assert names(after, 0, SCORE) == ["Tessa", "Roat"] and names(after, 0, HAND) == ["Anox"]


def test_at_a_table_a_tied_hand_is_told_and_shown_to_both_while_the_choice_waits():
    """AR-reveal-hand, AR-least-most at a table: Droven Jeb's fight reveals Vix, Jater and Anox;
    two least powerful creatures tie, so Ada chooses, and Bo's view shows her hand while the
    choice waits (the view reads the waiting ask, whatever the luck); hidden again after."""
    s = at_table({"seats": [{"battle_line": [("Droven Jeb", "Active")], "hand": ["Vix", "Jater", "Anox"],
                             "deck": ["Roxxy"]},
                            {"battle_line": [("Pokets", "Active")], "deck": ["Roat"]}]})
    e = Fight(seat=0, attackers=[card(s, "Droven Jeb")], targets=[card(s, "Pokets")])
    assert GAME.shown_by(s, e) == ((0, 1), "Ada reveals their hand: Vix, Jater and Anox")
    mid = GAME.apply(GAME.clone(s), e)
    assert GAME.pending(mid).rule == "AR-card-droven-jeb"
    assert [c.name for c in GAME.view(mid, 1).seats[0].zones[1].cards] == ["Vix", "Jater", "Anox"]
    after = GAME.apply(GAME.clone(mid), Choose(seat=0, card=card(mid, "Jater")))
    assert all(c.hidden for c in GAME.view(after, 1).seats[0].zones[1].cards)
    assert names(after, 0, SCORE) == ["Jater", "Pokets"]
