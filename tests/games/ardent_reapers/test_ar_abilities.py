"""The ability mechanism and the demonstration abilities."""

import pytest
from ar_helpers import GAME, act, card, names, options, position, refused

from engine.events import Dealt
from engine.games.ardent_reapers import ArdentReapers, abilities, flow
from engine.games.ardent_reapers.abilities import ABILITIES
from engine.games.ardent_reapers.cards import TWINS, all_cards
from engine.games.ardent_reapers.events import Choose, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import CardState, End, RandomDiscardTask, Skill, Zone
from engine.protocol import Chance, Decision

BL, HAND, DECK, DISCARD, SCORE = (Zone.BATTLE_LINE, Zone.HAND, Zone.DECK, Zone.DISCARD,
                                  Zone.SCORE_PILE)


def board(seat0, seat1=None):
    seat1 = seat1 or dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])
    return position(seats=[seat0, seat1])


def test_every_ability_has_a_summary_and_an_omega_codex_card_with_an_ability():
    by_id = {c.id: c for c in all_cards()}
    for card_id, ability in ABILITIES.items():
        twin_of = {t: c for twins in TWINS.values() for c, t in twins.items()}
        card = by_id[twin_of.get(card_id, card_id)]
        assert card.ability and ability.summary
        assert ability.play or ability.bonus or ability.constant or ability.lose or ability.leave
    assert ArdentReapers.implemented("Luminate") and ArdentReapers.implemented("Vix")
    assert ArdentReapers.implemented("Sticky Gemma") and ArdentReapers.implemented("Nothing to See")


def test_the_whole_omega_codex_is_vanilla_by_its_facts_or_bound_to_an_ability():
    """Issue #3: all 100 cards, none missing, none a placeholder."""
    omega = [c for c in all_cards() if c.id.startswith("OC-")]
    assert len(omega) == 100 and len({c.id for c in omega}) == 100
    vanilla = [c for c in omega if not c.ability]
    bound = [c for c in omega if c.ability]
    assert len(vanilla) + len(bound) == 100
    for c in vanilla:
        assert c.id not in ABILITIES and ArdentReapers.implemented(c.id), c.name
    for c in bound:
        ability = ABILITIES.get(c.id)
        assert ability is not None, f"{c.name} has an ability but no code"
        assert ability.summary.strip() and ability.summary.startswith(c.name), c.name
        assert ability.play or ability.bonus or ability.constant or ability.lose or ability.leave, \
            f"{c.name}'s ability does nothing"
        assert ArdentReapers.implemented(c.id), c.name


def test_luminate_play_draws_a_card():
    s = board(dict(battle_line=[("Vix", "Active")], hand=["Luminate"], deck=["Jater", "Roxxy"]))
    after = act(s, PlayCard(seat=0, card=card(s, "Luminate"), end=End.RIGHT))
    assert names(after, 0, HAND) == ["Jater"] and names(after, 0, BL) == ["Vix", "Luminate"]


def test_luminate_draw_reshuffles_the_discard_pile_mid_turn():
    s = board(dict(battle_line=[("Vix", "Active")], hand=["Luminate"], discard=["Jater", "Roxxy"]))
    mid = act(s, PlayCard(seat=0, card=card(s, "Luminate"), end=End.RIGHT))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.shuffle and p.size == 2
    after = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(after, 0, HAND) == ["Roxxy"] and names(after, 0, DECK) == ["Jater"]
    assert isinstance(GAME.pending(after), Decision)


def test_payday_bonus_draws_when_it_fights_win_or_lose_and_when_harvested():
    s = board(dict(battle_line=[("Payday", "Mature")], hand=["Vix"], deck=["Jater", "Roxxy"]),
              dict(battle_line=[("Pokets", "Active"), ("Roat", "Active")], hand=["Yearn"]))
    pay = card(s, "Payday")
    won = act(s, Fight(seat=0, attackers=[pay], targets=[card(s, "Pokets")]))
    assert names(won, 0, HAND) == ["Vix", "Jater"] and names(won, 0, DISCARD) == ["Payday"]
    lost = act(s, Fight(seat=0, attackers=[pay], targets=[card(s, "Roat")]))
    assert names(lost, 0, HAND) == ["Vix", "Jater"] and names(lost, 1, SCORE) == ["Payday"]
    harvested = act(s, Harvest(seat=0, card=pay))
    assert names(harvested, 0, HAND) == ["Vix", "Jater"] and names(harvested, 0, SCORE) == ["Payday"]


def test_an_enemy_bonus_does_not_resolve_when_it_is_the_target():
    s = board(dict(battle_line=[("Roat", "Active")], hand=["Vix"], deck=["Jater"]),
              dict(battle_line=[("Payday", "Active")], hand=["Yearn"], deck=["Anox"]))
    after = act(s, Fight(seat=0, attackers=[card(s, "Roat")], targets=[card(s, "Payday")]))
    assert names(after, 1, HAND) == ["Yearn"] and names(after, 0, HAND) == ["Vix"]


def test_hypervator_bonus_draws_three_before_it_is_scored():
    s = board(dict(battle_line=[("Vix", "Active")], relics=[("Hypervator", "Mature")], hand=["Tessa"],
                   deck=["Jater", "Roxxy", "Anox", "Yearn"]))
    after = act(s, Harvest(seat=0, card=card(s, "Hypervator")))
    assert names(after, 0, HAND) == ["Tessa", "Jater", "Roxxy", "Anox"]
    assert names(after, 0, SCORE) == ["Hypervator"] and names(after, 0, DECK) == ["Yearn"]


def test_overcharge_draws_two_then_goes_to_the_score_pile():
    s = board(dict(battle_line=[("Vix", "Active")], hand=["Overcharge"], deck=["Jater", "Roxxy", "Anox"]))
    after = act(s, PlayCard(seat=0, card=card(s, "Overcharge")))
    assert names(after, 0, HAND) == ["Jater", "Roxxy"] and names(after, 0, SCORE) == ["Overcharge"]


def test_turp_draws_two_then_asks_for_a_discard():
    s = board(dict(battle_line=[("Vix", "Active")], hand=["Turp", "Tessa"], deck=["Jater", "Roxxy", "Anox"]))
    turp = card(s, "Turp")
    mid = act(s, PlayCard(seat=0, card=turp, end=End.LEFT))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.seat == 0 and "Turp" in p.prompt and p.rule == "AR-discard-1"
    hand = mid.seats[0].hand
    assert names(mid, 0, HAND) == ["Tessa", "Jater", "Roxxy"]
    assert p.options == [Choose(seat=0, card=c) for c in hand]
    refused(mid, Choose(seat=0, card=turp), "AR-discard-1")  # in play, not in hand
    refused(mid, Choose(seat=0, card=None), "AR-discard-1")
    refused(mid, Choose(seat=1, card=hand[0]), "AR-ability-1")
    refused(mid, EndStep(seat=0), "AR-timing-1")
    refused(mid, PlayCard(seat=0, card=hand[0], end=End.LEFT), "AR-timing-1")
    roxxy = card(mid, "Roxxy")
    assert GAME.describe(mid, Choose(seat=0, card=roxxy)).startswith("Ada chooses Roxxy (Turp")
    after = act(mid, Choose(seat=0, card=roxxy))
    assert names(after, 0, DISCARD) == ["Roxxy"] and names(after, 0, HAND) == ["Tessa", "Jater"]
    assert after.played == 1 and isinstance(GAME.pending(after), Decision)


def test_moth_rotates_a_chosen_enemy_creature_to_dormant():
    s = board(dict(battle_line=[("Vix", "Active")], hand=["Moth"]),
              dict(battle_line=[("Pokets", "Mature"), ("Roat", "Active")], hand=["Yearn"]))
    mid = act(s, PlayCard(seat=0, card=card(s, "Moth"), end=End.RIGHT))
    pokets, roat = card(s, "Pokets"), card(s, "Roat")
    assert options(mid) == [Choose(seat=0, card=pokets), Choose(seat=0, card=roat)]
    refused(mid, Choose(seat=0, card=card(s, "Vix")), "AR-ability-3")
    after = act(mid, Choose(seat=0, card=pokets))
    assert after.card_state[pokets] is CardState.DORMANT and after.card_state[roat] is CardState.ACTIVE


def test_moth_with_no_enemy_creature_resolves_as_much_as_it_can():
    s = board(dict(battle_line=[("Vix", "Active")], hand=["Moth"]), dict(hand=["Yearn"]))
    after = act(s, PlayCard(seat=0, card=card(s, "Moth"), end=End.RIGHT))
    assert isinstance(GAME.pending(after), Decision) and GAME.pending(after).rule == "AR-turn-2"
    assert names(after, 0, BL) == ["Vix", "Moth"]


def test_the_fold_reads_the_registries_own_dicts():
    # `abilities.BY_ID` and `ASK_BY_KEY` are the filled registries' dicts themselves, so an
    # entry changed in the registry (a test's monkeypatch) is what the fold reads
    assert abilities.BY_ID is ABILITIES.table and abilities.ASK_BY_KEY is abilities.ASKS.table
    assert abilities.BY_ID["OC-026"] is ABILITIES["OC-026"]


def test_several_bonus_abilities_resolve_in_the_active_players_order(monkeypatch):
    # Fog Twin (test card) and Tessa (both Team-Up, power 2) given Payday's Bonus: two Bonus:
    # abilities of two different cards after a Team-Up fight (of one card's twice, AR-1.5 asks
    # no order: test_ar_hunt)
    monkeypatch.setitem(ABILITIES.table, "TEST-003", ABILITIES["OC-026"])
    monkeypatch.setitem(ABILITIES.table, "OC-005", ABILITIES["OC-026"])
    s = board(dict(battle_line=[("Fog Twin", "Active"), ("Tessa", "Active")], deck=["Jater", "Roxxy"]),
              dict(battle_line=[("Pokets", "Active")], hand=["Yearn"]))
    a, b = card(s, "Fog Twin"), card(s, "Tessa")
    mid = act(s, Fight(seat=0, attackers=[a, b], targets=[card(s, "Pokets")], skill=Skill.TEAM_UP))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-bonus-1"
    assert p.options == [Choose(seat=0, card=a), Choose(seat=0, card=b)]
    refused(mid, Choose(seat=0, card=card(s, "Pokets")), "AR-bonus-1")
    after = act(mid, Choose(seat=0, card=b))
    assert names(after, 0, HAND) == ["Jater", "Roxxy"]  # both Bonus: resolved, one card each
    assert names(after, 0, DISCARD) == ["Fog Twin", "Tessa"] and names(after, 0, SCORE) == ["Pokets"]


def test_a_random_card_from_hand_is_a_chance():
    s = board(dict(battle_line=[("Vix", "Active")], hand=["Jater"]),
              dict(battle_line=[("Pokets", "Active")], hand=["Yearn", "Anox", "Roat"]))
    s.stack.append(RandomDiscardTask(seat=1))  # as Cheap Shot would push it
    flow.advance(s)
    p = GAME.pending(s)
    assert isinstance(p, Chance) and p.kind == "random-card" and p.size == 3 and not p.shuffle
    refused(s, Dealt(kind="random-card", outcome=3), "AR-discard-1")
    assert GAME.describe(s, Dealt(kind="random-card", outcome=1)) == \
        "the dealer picks Anox at random from Bo's hand"
    after = act(s, Dealt(kind="random-card", outcome=1))
    assert names(after, 1, DISCARD) == ["Anox"] and names(after, 1, HAND) == ["Yearn", "Roat"]


@pytest.mark.parametrize("name", ["Unwritten"])
def test_positions_refuse_unimplemented_cards_unless_told(name):
    from engine.games.ardent_reapers.position_build import from_position
    from engine.protocol import InvalidSetup
    with pytest.raises(InvalidSetup, match=f"{name}'s ability is not implemented yet"):
        from_position({"seats": [{"hand": [name]}, {}]})
    assert not abilities.implemented(name)
