"""Harvest-only and turn-ending bonuses (errata), playing from the deck, self-moving relics."""

from ar_helpers import GAME, act, card, names, options, position, refused

from engine.events import Dealt
from engine.games.ardent_reapers.events import Choose, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import CardState, End, Zone
from engine.protocol import Chance, Decision

BL, HAND, DECK, DISCARD, SCORE, RELICS = (Zone.BATTLE_LINE, Zone.HAND, Zone.DECK, Zone.DISCARD,
                                          Zone.SCORE_PILE, Zone.RELICS)
DECK5 = ["Jater", "Roxxy", "Anox", "Yearn", "Tessa"]


# -- Gynormica -----------------------------------------------------------------------------
def test_faq_gynormica_wins_draws_three_and_the_turn_ends_without_rotate_or_draw():
    s = position(seats=[dict(battle_line=[("Gynormica", "Active"), ("Vix", "Dormant")], hand=["Moth"],
                             deck=list(DECK5)),
                        dict(battle_line=[("Roat", "Active")], hand=["Pokets"], deck=["Millipede"])])
    gyn, vix = card(s, "Gynormica"), card(s, "Vix")
    after = act(s, Fight(seat=0, attackers=[gyn], targets=[card(s, "Roat")]))
    assert names(after, 0, HAND) == ["Moth", "Jater", "Roxxy", "Anox"]  # 3 drawn, no refill step
    assert names(after, 0, DISCARD) == ["Gynormica"] and names(after, 0, SCORE) == ["Roat"]
    assert after.card_state[vix] is CardState.DORMANT  # no Rotate Cards step
    assert after.active == 1 and after.turn == s.turn + 1
    refused(after, PlayCard(seat=0, card=card(s, "Moth"), end=End.LEFT), "AR-turn-1")


def test_gynormica_losing_or_harvested_has_no_bonus():
    s = position(seats=[dict(battle_line=[("Gynormica", "Mature")], hand=["Moth"], deck=list(DECK5)),
                        dict(battle_line=[{"card": "Roat", "state": "Active"}], hand=["Pokets"])])
    s2 = position(seats=[dict(battle_line=[("Gynormica", "Mature")], hand=["Moth"], deck=list(DECK5)),
                         dict(battle_line=[("Roat", "Active")], hand=["Pokets"],
                              relics=[("Sigil of Power", "Dormant"), ("Sigil of Power", "Dormant")])])
    lost = act(s2, Fight(seat=0, attackers=[card(s2, "Gynormica")], targets=[card(s2, "Roat")]))
    assert names(lost, 0, HAND) == ["Moth"] and lost.active == 0  # 10 < 9 + 2: it lost
    harvested = act(s, Harvest(seat=0, card=card(s, "Gynormica")))
    assert names(harvested, 0, HAND) == ["Moth"] and harvested.active == 0


# -- harvest-only bonuses (errata) ----------------------------------------------------------------
def test_budge_harvested_puts_an_opponents_scored_card_on_the_bottom_of_its_owners_deck():
    s = position(seats=[dict(battle_line=[("Budge", "Mature")], score_pile=["Vix"], deck=["Jater"]),
                        dict(battle_line=[("Roat", "Active")], score_pile=["Anox", {"card": "Tessa", "owner": 0}],
                             deck=["Yearn"])])
    mid = act(s, Harvest(seat=0, card=card(s, "Budge")))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-card-budge"
    assert p.options == [Choose(seat=0, card=card(s, "Anox")), Choose(seat=0, card=card(s, "Tessa"))]
    refused(mid, Choose(seat=0, card=card(s, "Vix")), "AR-card-budge")
    after = act(mid, Choose(seat=0, card=card(s, "Tessa")))
    assert names(after, 0, DECK) == ["Jater", "Tessa"] and names(after, 0, SCORE) == ["Vix", "Budge"]
    # used to fight, it has no Bonus:
    t = position(seats=[dict(battle_line=[("Budge", "Mature")], hand=["Jater"]),
                        dict(battle_line=[("Vix", "Active")], score_pile=["Anox"], hand=["Yearn"])])
    fought = act(t, Fight(seat=0, attackers=[card(t, "Budge")], targets=[card(t, "Vix")]))
    assert isinstance(GAME.pending(fought), Decision) and GAME.pending(fought).rule == "AR-turn-2"
    assert names(fought, 1, SCORE) == ["Anox"]


def test_taco_harvested_puts_a_card_of_your_score_pile_on_top_of_its_owners_deck():
    s = position(seats=[dict(battle_line=[("Taco", "Mature")], deck=["Jater"],
                             score_pile=["Vix", {"card": "Anox", "owner": 1}]),
                        dict(battle_line=[("Roat", "Active")], deck=["Yearn"], score_pile=["Tessa"])])
    mid = act(s, Harvest(seat=0, card=card(s, "Taco")))
    refused(mid, Choose(seat=0, card=card(s, "Tessa")), "AR-card-taco")
    after = act(mid, Choose(seat=0, card=card(s, "Anox")))
    assert names(after, 1, DECK) == ["Anox", "Yearn"] and names(after, 0, SCORE) == ["Vix", "Taco"]


def test_saboteur_harvested_moves_a_card_from_hand_to_the_opponents_score_pile():
    s = position(seats=[dict(battle_line=[("Saboteur", "Mature")], hand=["Nothing to See", "Vix"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Yearn"])])
    mid = act(s, Harvest(seat=0, card=card(s, "Saboteur")))
    refused(mid, Choose(seat=0, card=card(s, "Yearn")), "AR-card-saboteur")
    after = act(mid, Choose(seat=0, card=card(s, "Vix")))
    assert names(after, 1, SCORE) == ["Vix"] and names(after, 0, HAND) == ["Nothing to See"]


def test_jer_the_spike_harvested_the_opponent_discards_two_cards_picked_blind():
    s = position(seats=[dict(battle_line=[("Jer the Spike", "Mature")], hand=["Vix"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Yearn", "Anox", "Tessa"])])
    mid = act(s, Harvest(seat=0, card=card(s, "Jer the Spike")))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "random-card" and p.size == 3
    refused(mid, Choose(seat=0, card=card(s, "Yearn")), "AR-timing-1")
    two = act(mid, Dealt(kind="random-card", outcome=2))
    assert isinstance(GAME.pending(two), Chance) and GAME.pending(two).size == 2
    after = act(two, Dealt(kind="random-card", outcome=0))
    assert names(after, 1, DISCARD) == ["Tessa", "Yearn"] and names(after, 1, HAND) == ["Anox"]
    assert names(after, 0, SCORE) == ["Jer the Spike"]


# -- playing the top or bottom card of the deck ---------------------------------------------------
def test_bamphf_harvested_plays_the_top_card_a_creature_at_a_chosen_end():
    s = position(seats=[dict(battle_line=[("Bamphf", "Mature"), ("Vix", "Active")], deck=["Anox", "Jater"],
                             hand=["Tessa"]),
                        dict(battle_line=[("Roat", "Active")])])
    anox = card(s, "Anox")
    mid = act(s, Harvest(seat=0, card=card(s, "Bamphf")))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-card-play-from-deck"
    assert p.options == [PlayCard(seat=0, card=anox, end=End.LEFT), PlayCard(seat=0, card=anox, end=End.RIGHT)]
    refused(mid, PlayCard(seat=0, card=card(s, "Tessa"), end=End.LEFT), "AR-card-play-from-deck")
    refused(mid, PlayCard(seat=0, card=anox), "AR-play-battle-line-end")
    after = act(mid, PlayCard(seat=0, card=anox, end=End.LEFT))
    assert names(after, 0, BL) == ["Anox", "Vix"] and after.card_state[anox] is CardState.DORMANT
    assert names(after, 0, SCORE) == ["Bamphf"] and after.played == 1 and names(after, 0, DECK) == ["Jater"]
    # an action resolves and is scored; a relic goes behind the line
    a = position(seats=[dict(battle_line=[("Bamphf", "Mature")], deck=["Overcharge", "Jater", "Roxxy"]),
                        dict(battle_line=[("Roat", "Active")])])
    done = act(a, Harvest(seat=0, card=card(a, "Bamphf")))
    assert names(done, 0, HAND) == ["Jater", "Roxxy"] and names(done, 0, SCORE) == ["Overcharge", "Bamphf"]
    r = position(seats=[dict(battle_line=[("Bamphf", "Mature")], deck=["Hypervator"]),
                        dict(battle_line=[("Roat", "Active")])])
    done = act(r, Harvest(seat=0, card=card(r, "Bamphf")))
    assert names(done, 0, RELICS) == ["Hypervator"]


def test_a_card_that_cannot_be_played_stays_on_the_deck_and_an_empty_deck_plays_nothing():
    s = position(seats=[dict(battle_line=[("Bamphf", "Mature")], deck=["Overcharge", "Jater"]),
                        dict(battle_line=[("Silent Master", "Active")])])
    after = act(s, Harvest(seat=0, card=card(s, "Bamphf")))
    assert names(after, 0, DECK) == ["Overcharge", "Jater"] and after.played == 0
    e = position(seats=[dict(battle_line=[("Bamphf", "Mature")], discard=["Jater"]),
                        dict(battle_line=[("Roat", "Active")])])
    after = act(e, Harvest(seat=0, card=card(e, "Bamphf")))
    assert names(after, 0, DISCARD) == ["Jater"] and isinstance(GAME.pending(after), Decision)


def test_deep_carl_plays_the_bottom_card_of_the_deck():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Deep Carl"], deck=["Jater", "Roxxy"]),
                        dict(battle_line=[("Roat", "Active")])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Deep Carl"), end=End.RIGHT))
    roxxy = card(s, "Roxxy")
    assert GAME.pending(mid).options[0] == PlayCard(seat=0, card=roxxy, end=End.LEFT)
    refused(mid, PlayCard(seat=0, card=card(s, "Jater"), end=End.LEFT), "AR-card-play-from-deck")
    after = act(mid, PlayCard(seat=0, card=roxxy, end=End.RIGHT))
    assert names(after, 0, BL) == ["Vix", "Deep Carl", "Roxxy"] and after.played == 2


def test_a_card_being_played_from_the_deck_is_no_secret_but_the_rest_of_the_deck_is():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Deep Carl"], deck=["Jater", "Roxxy"]),
                        dict(battle_line=[("Roat", "Active")])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Deep Carl"), end=End.RIGHT))
    for seat in (0, 1):
        hidden = GAME.secrets(mid, seat)
        assert card(s, "Roxxy") not in hidden  # it is being played: both seats see it
        assert card(s, "Jater") in hidden


def test_a_card_played_from_the_deck_counts_for_neds_ladder_and_jump_start():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Ned's Ladder", "Active")],
                             hand=["Deep Carl"], deck=["Roxxy"]),
                        dict(battle_line=[("Roat", "Active")])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Deep Carl"), end=End.RIGHT))
    after = act(mid, PlayCard(seat=0, card=card(s, "Roxxy"), end=End.RIGHT))
    assert after.card_state[card(s, "Deep Carl")] is CardState.ACTIVE
    assert after.card_state[card(s, "Roxxy")] is CardState.DORMANT


# -- relics that move themselves ----------------------------------------------------------------
def test_elixir_of_speed_discards_two_to_score_itself_otherwise_the_opponent_scores_it():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Elixir of Speed", "Mature")],
                             hand=["Jater", "Roxxy", "Anox"]),
                        dict(battle_line=[("Roat", "Active")])])
    jater, roxxy = card(s, "Jater"), card(s, "Roxxy")
    mid = act(s, Harvest(seat=0, card=card(s, "Elixir of Speed")))
    refused(mid, Choose(seat=0, card=card(s, "Vix")), "AR-card-elixir-of-speed")
    refused(mid, Choose(seat=0), "AR-card-elixir-of-speed")
    two = act(mid, Choose(seat=0, card=jater))
    assert Choose(seat=0, card=jater) not in options(two)
    after = act(two, Choose(seat=0, card=roxxy))
    assert names(after, 0, DISCARD) == ["Jater", "Roxxy"] and names(after, 0, SCORE) == ["Elixir of Speed"]
    one = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Elixir of Speed", "Mature")],
                               hand=["Jater"]), dict(battle_line=[("Roat", "Active")])])
    after = act(one, Harvest(seat=0, card=card(one, "Elixir of Speed")), Choose(seat=0, card=card(one, "Jater")))
    assert names(after, 0, DISCARD) == ["Jater"] and names(after, 1, SCORE) == ["Elixir of Speed"]
    assert names(after, 0, SCORE) == []


def test_wromhole_generator_scores_an_enemy_relic_then_goes_to_the_opponents_score_pile():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Wromhole Generator", "Mature")]),
                        dict(battle_line=[("Roat", "Active")], relics=[("Sigil of Power", "Dormant"),
                                                                      ("Fog Machine", "Active")])])
    mid = act(s, Harvest(seat=0, card=card(s, "Wromhole Generator")))
    refused(mid, Choose(seat=0, card=card(s, "Roat")), "AR-card-wromhole-generator")
    after = act(mid, Choose(seat=0, card=card(s, "Fog Machine")))
    assert names(after, 0, SCORE) == ["Fog Machine"] and names(after, 1, SCORE) == ["Wromhole Generator"]
    assert names(after, 1, RELICS) == ["Sigil of Power"]
    none = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Wromhole Generator", "Mature")]),
                           dict(battle_line=[("Roat", "Active")])])
    after = act(none, Harvest(seat=0, card=card(none, "Wromhole Generator")))
    assert names(after, 1, SCORE) == ["Wromhole Generator"] and names(after, 0, SCORE) == []


def test_gynormica_used_by_war_siren_ends_the_turn_after_war_siren_is_scored():
    s = position(seats=[dict(battle_line=[("Gynormica", "Dormant")], hand=["War Siren", "Moth"],
                             deck=list(DECK5)),
                        dict(battle_line=[("Roat", "Active")], hand=["Pokets"], deck=["Millipede"])])
    gyn = card(s, "Gynormica")
    after = act(s, PlayCard(seat=0, card=card(s, "War Siren")), Choose(seat=0, card=gyn),
                Fight(seat=0, attackers=[gyn], targets=[card(s, "Roat")]))
    assert names(after, 0, SCORE) == ["Roat", "War Siren"] and names(after, 0, DISCARD) == ["Gynormica"]
    assert names(after, 0, HAND) == ["Moth", "Jater", "Roxxy", "Anox"] and after.active == 1
