"""Views, secrets, descriptions, positions, and the rule index."""

import pathlib

from ar_helpers import GAME, card, position

from engine.events import Dealt
from engine.games.ardent_reapers.events import Discard, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.position import to_position
from engine.games.ardent_reapers.position_build import from_position
from engine.games.ardent_reapers.state import End, Skill
from engine.views import visible_ids


def board():
    return position(seats=[dict(battle_line=[("Renegade", "Active"), ("Anox", "Active"), ("Vix", "Active")],
                                relics=[("Hypervator", "Dormant")], hand=["Jater", "Hypervator"],
                                deck=["Roxxy", "Tessa"], discard=["Yearn"], score_pile=["Roat"]),
                           dict(battle_line=[("Silence Enforcer", "Active"), ("Tiny the Tosser", "Mature"),
                                             ("Pokets", "Dormant"), ("Pinwheel", "Active")],
                                hand=["Yearn"], deck=["Anox"])])


def zone(view, seat, name):
    return next(z for z in view.seats[seat].zones if z.name == name)


def test_a_seat_sees_its_hand_not_the_opponents_and_no_deck_order():
    s = board()
    v = GAME.view(s, 0)
    assert [c.name for c in zone(v, 0, "hand").cards] == ["Jater", "Hypervator"]
    assert all(c.hidden and c.id is None for c in zone(v, 1, "hand").cards)
    deck = zone(v, 0, "deck")
    assert deck.count == 2 and all(c.hidden for c in deck.cards) and not deck.public
    assert not (visible_ids(v) & GAME.secrets(s, 0))
    assert v.seats[0].stats == {"score": 2} and v.step == "Use, Play, or Discard Cards"
    assert v.active == 0 and v.as_seat == 0 and "Ada" in v.status


def test_battle_line_tags_and_order():
    v = GAME.view(board(), 1)
    line = zone(v, 0, "battle line")
    assert [c.name for c in line.cards] == ["Renegade", "Anox", "Vix"]
    assert line.cards[0].tags == ["Active", "Creature", "power 8", "Bear Hug", "2 VP"]
    assert zone(v, 0, "relics").cards[0].tags[0] == "Dormant"
    assert [c.name for c in zone(v, 0, "score pile").cards] == ["Roat"]


def test_the_omniscient_view_shows_everything_in_order():
    s = board()
    v = GAME.view(s, None)
    assert [c.name for c in zone(v, 0, "deck").cards] == ["Roxxy", "Tessa"]
    assert [c.name for c in zone(v, 1, "hand").cards] == ["Yearn"]
    assert len(visible_ids(v)) == len(s.cards)


def test_secrets_are_decks_and_the_opponents_hand():
    s = board()
    assert GAME.secrets(s, 0) == set(s.seats[0].deck + s.seats[1].deck + s.seats[1].hand)
    assert GAME.secrets(s, 1) == set(s.seats[0].deck + s.seats[1].deck + s.seats[0].hand)


def test_describe_events_in_the_rules_words():
    s = board()
    ren, anox, vix = card(s, "Renegade"), card(s, "Anox"), card(s, "Vix")
    enf, tiny, pok, pin = (card(s, n) for n in ("Silence Enforcer", "Tiny the Tosser", "Pokets", "Pinwheel"))
    d = lambda e: GAME.describe(s, e)  # noqa: E731
    assert d(PlayCard(seat=0, card=card(s, "Jater"), end=End.LEFT)) == \
        "Ada plays Jater to the left end of the battle line"
    assert d(PlayCard(seat=0, card=card(s, "Hypervator", zone=None, nth=1))) == \
        "Ada plays Hypervator behind the battle line"
    assert d(Fight(seat=0, attackers=[ren], targets=[enf])) == "Ada's Renegade fights Silence Enforcer"
    assert d(Fight(seat=0, attackers=[anox, vix], targets=[pin], skill=Skill.TEAM_UP)) == \
        "Ada's Anox and Vix team up to fight Pinwheel"
    assert d(Fight(seat=0, attackers=[ren], targets=[tiny, pok], skill=Skill.BEAR_HUG)) == \
        "Ada's Renegade (Bear Hug) fights Tiny the Tosser and Pokets"
    assert d(Harvest(seat=0, card=ren)) == "Ada harvests Renegade"
    assert d(Discard(seat=0, card=card(s, "Jater"))) == "Ada discards Jater"
    assert d(EndStep(seat=0)) == "Ada ends the Use, Play, or Discard Cards step"


def test_describe_a_sneak_fight_and_a_shuffle():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Dark Velum", "Active")], hand=["Roxxy"])], active=1)
    e = Fight(seat=1, attackers=[card(s, "Dark Velum")], targets=[card(s, "Vix")], skill=Skill.SNEAK, sneak=6)
    assert GAME.describe(s, e) == "Bo's Dark Velum (Sneak 6) fights Vix"
    g = GAME.genesis(["Ada", "Bo"], list(GAME.sample_decks().values())[:2], "0" * 64)
    st = GAME.start(g)
    assert GAME.describe(st, Dealt(kind="shuffle", outcome=list(range(17)))) == "the dealer shuffles Ada's deck"
    assert GAME.describe(st, g) == "Ada and Bo start a match of Ardent Reapers"


def test_positions_round_trip():
    s = position(turn=7, first=1, played=1,
                 seats=[dict(battle_line=[dict(card="Renegade", state="Mature", stash=["Jater"]),
                                          dict(card="Roat", state="Dormant", owner=1)],
                             hand=["Vix"], deck=["Tessa"], discard=["Anox"]),
                        dict(relics=[("Hypervator", "Active")], score_pile=[dict(card="Yearn", owner=0)])],
                 effects=[dict(kind="cannot play actions", seat=0)])
    p = GAME.position(s)
    again = from_position(p)
    from engine.games.ardent_reapers import flow
    flow.advance(again)
    assert GAME.digest(again) == GAME.digest(s)
    assert to_position(again) == p


RULES_DOCUMENT = pathlib.Path("/work/shared/rules/ardent-reapers.txt")


def test_the_rule_index_is_complete_and_cites_the_document():
    rules = GAME.rules
    assert rules.document == "ardent-reapers.txt"
    text = " ".join(RULES_DOCUMENT.read_text(encoding="utf-8").split()) if RULES_DOCUMENT.exists() else None
    for rule in rules:
        assert rule.id.startswith("AR-") and rule.section and rule.summary
        assert rule.quote, rule.id
        if text is not None:
            assert " ".join(rule.quote.split()) in text, f"{rule.id}: quote not in the document"
    for needed in ["AR-setup-2", "AR-first-player-1", "AR-turn-1", "AR-play-1", "AR-play-2", "AR-play-3",
                   "AR-play-dormant", "AR-play-battle-line-end", "AR-fight-1", "AR-fight-5",
                   "AR-harvest-1", "AR-teamup-1", "AR-bearhug-1", "AR-sneak-1", "AR-resilient-1",
                   "AR-rotate-1", "AR-draw-1", "AR-draw-reshuffle", "AR-end-1", "AR-end-tie",
                   "AR-end-draw", "AR-stash-1", "AR-control-1", "AR-bonus-1", "AR-end-turn-limit"]:
        assert needed in rules
    assert sum(r.assumption for r in rules) >= 8


def test_pinpoint_shows_both_players_the_whole_hand_its_number_reveals_and_no_option_does():
    """AR-card-pinpoint: "Choose a number. Your opponent reveals their hand and moves any cards
    revealed this way with a VP Value equal to that number to their discard pile." The hand is
    revealed once the number is chosen: the choice tells both players every card it held
    (Anox and Millipede stay in it), while the options, worded before the choice, name none."""
    from engine.games.ardent_reapers.events import Choose

    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Pinpoint"]),
                        dict(battle_line=[("Tessa", "Active")], hand=["Anox", "Moth", "Millipede"])])
    play = PlayCard(seat=0, card=card(s, "Pinpoint"))
    assert GAME.shown_by(s, play) is None
    mid = GAME.apply(GAME.clone(s), play)
    number = Choose(seat=0, number=-1)  # Moth's VP
    assert GAME.shown_by(mid, number) == ((0, 1), "Bo reveals their hand: Anox, Moth and Millipede")
    for option in GAME.pending(mid).options:
        words = GAME.describe(mid, option)
        assert not any(name in words for name in ("Anox", "Moth", "Millipede")), words
    after = GAME.apply(GAME.clone(mid), number)
    assert [c.name for c in zone(GAME.view(after, 0), 1, "discard pile").cards] == ["Moth"]
    assert all(c.hidden for c in zone(GAME.view(after, 0), 1, "hand").cards)  # no memory in views
    assert GAME.shown_by(mid, Choose(seat=0)) is None  # no number, nothing revealed


def test_pinpoint_against_an_empty_hand_reveals_it_empty():
    from engine.games.ardent_reapers.events import Choose

    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Pinpoint"]),
                        dict(battle_line=[("Tessa", "Active")])])
    mid = GAME.apply(GAME.clone(s), PlayCard(seat=0, card=card(s, "Pinpoint")))
    assert GAME.shown_by(mid, Choose(seat=0, number=1)) == ((0, 1), "Bo reveals an empty hand")


def test_the_auditor_shows_both_players_the_whole_hand_even_when_its_choice_is_not_asked():
    """AR-card-the-auditor: "your opponent shows their hand"; with one least powerful creature
    (Yearn) the choice is not asked (AR-choice-asked), so no view ever shows Bo's hand: the
    play itself tells both players every card of it, Anox that stays too."""
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["The Auditor"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Anox", "Yearn"])])
    play = PlayCard(seat=0, card=card(s, "The Auditor"), end=End.LEFT)
    assert GAME.shown_by(s, play) == ((0, 1), "Bo reveals their hand: Anox and Yearn")
    after = GAME.apply(GAME.clone(s), play)
    assert [c.name for c in zone(GAME.view(after, 0), 1, "score pile").cards][-1] == "Yearn"
    assert all(c.hidden for c in zone(GAME.view(after, 0), 1, "hand").cards)
    other = PlayCard(seat=0, card=card(s, "Renegade"), end=End.LEFT)
    assert GAME.shown_by(s, other) is None
