"""The rules-document card set (RD): Rolando (errata), Breach (FAQ), Bulwark (Resilient X)."""

from ar_helpers import GAME, act, card, names, options, position, refused

from engine import dealer
from engine.events import Dealt
from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.events import Choose, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import Skill, Zone
from engine.protocol import Chance, Decision
from engine.registry import get_game

HAND, DECK, DISCARD, SCORE = Zone.HAND, Zone.DECK, Zone.DISCARD, Zone.SCORE_PILE


def test_the_rd_set_is_loadable_beside_the_omega_codex_and_pinned_when_used():
    ids = [s.id for s in GAME.card_sets()]
    assert ids == ["OC", "RD", "BL", "BV"] and GAME.card_sets()[1].size == 3
    assert cards.resolve("Rolando") == "RD-001" and cards.facts("RD-003").resilient == (6,)
    assert all(GAME.implemented(c) for c in ("RD-001", "RD-002", "RD-003"))
    commit = dealer.commitment(dealer.seed_from_number(1, "rd"))
    plain = ["Vix"] * 17
    g = GAME.genesis(["Ada", "Bo"], [plain, plain], commit)
    assert [r.id for r in g.card_sets] == ["OC"]
    g = GAME.genesis(["Ada", "Bo"], [["Rolando", "Breach", "Bulwark"] + ["Vix"] * 14, plain], commit)
    assert [r.id for r in g.card_sets] == ["OC", "RD"]
    assert GAME.start(g).cards[0] == "RD-001"


def test_rolando_errata_discards_the_top_card_and_the_opponent_discards_its_vp_at_random():
    s = position(seats=[dict(battle_line=[("Rolando", "Mature")], deck=["Gynormica", "Vix"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Anox", "Yearn", "Tessa", "Jater"])])
    mid = act(s, Harvest(seat=0, card=card(s, "Rolando")))
    assert names(mid, 0, DISCARD) == ["Gynormica"]  # worth 3 VP: three random discards
    refused(mid, Choose(seat=0, card=card(s, "Anox")), "AR-timing-1")  # random, not chosen
    for left in (4, 3, 2):
        p = GAME.pending(mid)
        assert isinstance(p, Chance) and p.kind == "random-card" and p.size == left
        mid = act(mid, Dealt(kind="random-card", outcome=0))
    assert names(mid, 1, HAND) == ["Jater"] and isinstance(GAME.pending(mid), Decision)
    # a card worth less than 0 VP: no discard; Rolando fighting resolves it too
    t = position(seats=[dict(battle_line=[("Rolando", "Active")], deck=["Moth"]),
                        dict(battle_line=[("Jater", "Active")], hand=["Anox"])])
    after = act(t, Fight(seat=0, attackers=[card(t, "Rolando")], targets=[card(t, "Jater")]))
    assert names(after, 1, HAND) == ["Anox"] and names(after, 0, DISCARD) == ["Moth", "Rolando"]


def test_faq_breach_scores_a_single_qualifying_discarded_card_chosen_by_the_active_player():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Breach"],
                             deck=["Gynormica", "Jater", "Tujok", "Renegade"],
                             discard=["Silent Master"]),
                        dict(battle_line=[("Roat", "Active")])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Breach")))
    p = GAME.pending(mid)
    gyn, tujok = card(s, "Gynormica"), card(s, "Tujok")
    assert isinstance(p, Decision) and p.rule == "AR-card-breach"
    assert p.options == [Choose(seat=0, card=gyn), Choose(seat=0, card=tujok)]
    refused(mid, Choose(seat=0, card=card(s, "Jater")), "AR-card-breach")       # 1 VP
    refused(mid, Choose(seat=0, card=card(s, "Silent Master")), "AR-card-breach")  # not discarded by it
    refused(mid, Choose(seat=0), "AR-card-breach")
    after = act(mid, Choose(seat=0, card=tujok))
    assert names(after, 0, SCORE) == ["Tujok", "Breach"]
    assert names(after, 0, DISCARD) == ["Silent Master", "Gynormica", "Jater"]
    assert names(after, 0, DECK) == ["Renegade"]
    one = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Breach"], deck=["Jater", "Tujok"]),
                          dict(battle_line=[("Roat", "Active")])])
    mid = act(one, PlayCard(seat=0, card=card(one, "Breach")))
    tujok = card(one, "Tujok")
    assert options(mid) == [Choose(seat=0, card=tujok)]  # the card leaves the choice: asked (AR-choice-asked)
    after = act(mid, Choose(seat=0, card=tujok))
    assert names(after, 0, SCORE) == ["Tujok", "Breach"] and names(after, 0, DISCARD) == ["Jater"]
    old = get_game("ardent-reapers", "AR-1.1")  # made without asking, as recorded under AR-1.1
    before = old.apply(old.versioned(GAME.clone(one)), PlayCard(seat=0, card=card(one, "Breach")))
    assert names(before, 0, SCORE) == ["Tujok", "Breach"] and names(before, 0, DISCARD) == ["Jater"]


def test_bulwark_resilient_6_is_compared_to_the_attackers_power():
    s = position(seats=[dict(battle_line=[("Renegade", "Active"), ("Anox", "Active"), ("Vix", "Active"),
                                          ("Vix", "Active")]),
                        dict(battle_line=[("Bulwark", "Active")], hand=["Jater"])])
    bul = card(s, "Bulwark")
    won = act(s, Fight(seat=0, attackers=[card(s, "Renegade")], targets=[bul]))
    assert names(won, 0, SCORE) == ["Bulwark"]
    lost = act(s, Fight(seat=0, attackers=[card(s, "Anox")], targets=[bul]))  # 5 < 6
    assert names(lost, 1, SCORE) == ["Anox"] and names(lost, 1, DISCARD) == ["Bulwark"]
    vixes = [card(s, "Vix", nth=0), card(s, "Vix", nth=1)]
    team = Fight(seat=0, attackers=vixes, targets=[bul], skill=Skill.TEAM_UP)  # 1 + 1 = 2 = power
    assert team not in options(s)
    refused(s, team, "AR-teamup-resilient")
