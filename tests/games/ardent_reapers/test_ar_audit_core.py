"""Rules audit, core rules: the golden rule, card states, score piles, setup and turn order,
harvesting, drawing, abilities, stash and control, owners and moves, and the end of the game."""

import pytest

from ar_helpers import (A, BL, D, DECK, DECK6, DISCARD, GAME, HAND, M, SCORE, act, card,
                        names, options, position, refused, waits_main)

from engine.games.ardent_reapers import cards, keywords, zones
from engine.games.ardent_reapers.events import Choose, Discard, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.position_build import from_position
from engine.games.ardent_reapers.state import End, Skill, Step
from engine.protocol import Decision, InvalidSetup, Over
from engine.registry import get_game

from test_ar_setup import deal, deck, start

AR13 = get_game("ardent-reapers", "AR-1.3")

# -- core concepts ------------------------------------------------------------------------------
def test_ar_golden_card_text_beats_the_rules_text():
    """AR-golden: Stubborn Thorn and Ned's Ladder override the harvest and Dormant-entry rules."""
    # The rules: a Mature creature can be harvested; played creatures enter Dormant.
    # Stubborn Thorn cannot be harvested; Ned's Ladder makes the first creature enter Active.
    s = position(seats=[dict(battle_line=[("Stubborn Thorn", "Mature")], relics=[("Ned's Ladder", "Active")],
                             hand=["Anox"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Yearn"])])
    refused(s, Harvest(seat=0, card=card(s, "Stubborn Thorn")), "AR-card-stubborn-thorn")
    anox = card(s, "Anox")
    after = act(s, PlayCard(seat=0, card=anox, end=End.LEFT))
    assert after.card_state[anox] is A
    act(after, Fight(seat=0, attackers=[anox], targets=[card(s, "Roxxy")]))
    assert "AR-golden" in GAME.rules and not GAME.rules["AR-golden"].assumption


def test_ar_objective_the_most_points_in_score_piles_wins_whoever_ran_out():
    """AR-objective, AR-end-2: the score piles decide, not who ran out."""
    # Bo runs out of cards (his last creature loses) but has more VP: Bo wins
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Vix", "Anox"], deck=list(DECK6),
                             score_pile=["Jater"]),
                        dict(battle_line=[("Tessa", "Active")], score_pile=["Gynormica"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Renegade")], targets=[card(s, "Tessa", zone=BL)]))
    p = GAME.pending(after)
    assert isinstance(p, Over) and p.scores == [2, 3] and p.winner == 1
    refused(after, PlayCard(seat=0, card=card(s, "Vix"), end=End.LEFT), "AR-end-1")


def test_ar_states_1_dormant_cannot_be_used_active_fights_mature_fights_and_harvests():
    """AR-states-1: Dormant cards cannot be used; Active creatures fight; Mature cards fight and
    are harvested."""
    s = position(seats=[dict(battle_line=[("Vix", "Dormant"), ("Tessa", "Active"), ("Roxxy", "Mature")],
                             relics=[("Sigil of Power", "Dormant"), ("Fog Machine", "Mature")], hand=["Jater"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    vix, tessa, roxxy, pokets = (card(s, n) for n in ("Vix", "Tessa", "Roxxy", "Pokets"))
    refused(s, Fight(seat=0, attackers=[vix], targets=[pokets]), "AR-fight-dormant")
    refused(s, Harvest(seat=0, card=vix), "AR-harvest-1")
    refused(s, Harvest(seat=0, card=card(s, "Sigil of Power")), "AR-harvest-1")
    refused(s, Harvest(seat=0, card=tessa), "AR-harvest-1")
    used = {(type(o).__name__, getattr(o, "card", None) or o.attackers[0]) for o in options(s)
            if isinstance(o, (Fight, Harvest))}
    assert used == {("Fight", tessa), ("Fight", roxxy), ("Harvest", roxxy),
                    ("Harvest", card(s, "Fog Machine"))}
    # a Dormant card still works for its constant ability (in play): Sigil's +1
    assert keywords.power(s, tessa) == 3


def test_ar_score_1_score_piles_are_open_out_of_play_and_count_their_vp():
    """AR-score-1: score piles are open information, out of play, and worth their VP."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Armageddon"],
                             score_pile=["Renegade", "Moth"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Yearn"], score_pile=["Greaser"])])
    for seat in (0, 1):
        hidden = GAME.secrets(s, seat)
        assert not hidden & set(s.seats[0].score_pile + s.seats[1].score_pile)
    assert zones.score(s, 0) == 1 and zones.score(s, 1) == 2  # Renegade 2 + Moth -1
    after = act(s, PlayCard(seat=0, card=card(s, "Armageddon")))  # every creature in play
    assert names(after, 0, SCORE) == ["Renegade", "Moth", "Armageddon"]  # not those scored
    assert names(after, 1, SCORE) == ["Greaser"] and names(after, 1, DISCARD) == ["Roxxy"]


# -- start of game and turns ---------------------------------------------------------------------
def test_ar_setup_3_hands_are_filled_as_a_draw_cards_step_with_its_modifiers():
    """AR-setup-3, AR-card-bejewel, AR-card-parasite: the first hands are filled as a Draw Cards
    step, modifiers included."""
    # Ada's first creatures: Bejewel and Anox (one card more for her); Bo's: Parasite and Roat
    # (one card fewer for Ada, his opponent): Ada fills to 3 + 1 - 1 = 3, Bo to 3
    s = deal(start(deck("Bejewel", "Anox", "Overcharge", "Jater", "Tessa", "Roxxy"),
                   deck("Parasite", "Roat", "Yearn", "Pokets", "Overcharge", "Greaser")))
    assert names(s, 0, HAND) == ["Overcharge", "Jater", "Tessa"]
    assert names(s, 1, HAND) == ["Yearn", "Pokets", "Overcharge"]
    only = deal(start(deck("Bejewel", "Anox", "Overcharge", "Jater", "Tessa", "Roxxy"),
                      deck("Pokets", "Roat", "Yearn", "Tessa", "Overcharge", "Greaser")))
    assert names(only, 0, HAND) == ["Overcharge", "Jater", "Tessa", "Roxxy"]
    assert len(only.seats[1].hand) == 3


def test_ar_first_player_2_tied_least_compares_the_next_least():
    """AR-first-player-2: a tie on the least powerful creature goes to the next least powerful."""
    # both least powerful are 1 (Jater, Vix); next: Ada's Roxxy 3 against Bo's Tessa 2: Bo first
    s = deal(start(deck("Jater", "Roxxy"), deck("Tessa", "Vix")))
    assert s.first == 1 and s.active == 1 and GAME.pending(s).seat == 1
    refused(s, EndStep(seat=0), "AR-turn-1")


def test_ar_first_player_missing_a_player_with_no_creature_does_not_have_the_least_powerful():
    """AR-first-player-missing (an assumption): no creature at a rank loses that rank."""
    # Ada's deck has no creature at all: Bo, with Roat (9), has the least powerful creature
    s = deal(start(["Overcharge"] * 5, ["Roat", "Greaser", "Overcharge", "Overcharge", "Overcharge"],
                   deck_size=5))
    assert names(s, 0, BL) == [] and s.first == 1
    assert GAME.rules["AR-first-player-missing"].assumption


def test_ar_turn_3_players_alternate_turns_from_the_first_player():
    """AR-turn-3: turns alternate, starting with the first player."""
    s = position(active=1, first=1, seats=[dict(battle_line=[("Vix", "Active")], deck=list(DECK6)),
                                           dict(battle_line=[("Roxxy", "Active")], deck=list(DECK6))])
    seen = []
    for _ in range(4):
        seen.append((s.active, s.turn))
        refused(s, EndStep(seat=1 - s.active), "AR-turn-1")
        s = act(s, EndStep(seat=s.active))
        if s.seats[s.active].hand:  # once a hand is drawn, a card must be played first
            c = s.seats[s.active].hand[0]
            s = act(s, PlayCard(seat=s.active, card=c, end=End.LEFT))
    assert seen == [(1, 1), (0, 2), (1, 3), (0, 4)]


# -- playing and harvesting ----------------------------------------------------------------------
def test_ar_play_ability_resolves_with_the_card_in_play_and_an_action_not_yet_scored():
    """AR-play-ability, AR-play-action: Play: resolves once the card is in play; an action is
    scored after."""
    # Terrible Jack's Play: waits for its choice with Jack already in play, Dormant
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Terrible Jack", "Stink Bomb"],
                             score_pile=["Jater"]),
                        dict(battle_line=[("Anox", "Active"), ("Renegade", "Active")], hand=["Yearn"])])
    jack = card(s, "Terrible Jack")
    mid = act(s, PlayCard(seat=0, card=jack, end=End.RIGHT))
    assert GAME.pending(mid).rule == "AR-card-terrible-jack"
    assert names(mid, 0, BL) == ["Vix", "Terrible Jack"] and mid.card_state[jack] is D
    refused(mid, Choose(seat=0, card=card(s, "Renegade")), "AR-card-terrible-jack")  # power 8
    after = act(mid, Choose(seat=0, card=card(s, "Anox")))
    assert names(after, 1, HAND) == ["Yearn", "Anox"]
    # Stink Bomb's Play: gives a card of your score pile away: not Stink Bomb itself, which is
    # scored only after its Play: resolved (AR-play-action)
    bomb = card(s, "Stink Bomb")
    mid = act(s, PlayCard(seat=0, card=bomb))
    assert options(mid) == [Choose(seat=0, card=card(s, "Jater"))]
    refused(mid, Choose(seat=0, card=bomb), "AR-card-stink-bomb")
    after = act(mid, Choose(seat=0, card=card(s, "Jater")))
    assert names(after, 0, SCORE) == ["Stink Bomb"] and names(after, 1, SCORE) == ["Jater"]


def test_ar_harvest_2_the_bonus_resolves_before_the_card_reaches_the_score_pile():
    """AR-harvest-2: the Bonus: resolves, then the card goes to the harvester's score pile."""
    # Tiny the Tosser (2 VP) harvested: its Bonus: gives away the most valuable card of Ada's
    # score pile, which is Vix (1): Tiny is not in the score pile yet
    s = position(seats=[dict(battle_line=[("Tiny the Tosser", "Mature")], hand=["Jater"], score_pile=["Vix"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Yearn"])])
    after = act(s, Harvest(seat=0, card=card(s, "Tiny the Tosser")))
    assert names(after, 1, SCORE) == ["Vix"] and names(after, 0, SCORE) == ["Tiny the Tosser"]
    # a harvested card goes to the harvester's score pile whoever owns it
    t = position(seats=[dict(battle_line=[dict(card="Payday", state="Mature", owner=1)], deck=["Jater"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Yearn"])])
    after = act(t, Harvest(seat=0, card=card(t, "Payday")))
    assert names(after, 0, SCORE) == ["Payday"] and names(after, 0, HAND) == ["Jater"]
    assert zones.score(after, 0) == 1 and zones.score(after, 1) == 0


def test_ar_harvest_3_a_relic_in_play_keeps_its_player_in_the_game_until_harvested():
    """AR-harvest-3, AR-end-1: a relic must be harvested before its player runs out."""
    s = position(seats=[dict(relics=[("Hypervator", "Active")]),
                        dict(battle_line=[("Roxxy", "Active")], deck=list(DECK6), score_pile=["Jater"])])
    assert waits_main(s)  # Ada still has a card in play: no end
    nxt = act(s, EndStep(seat=0))  # Rotate: the relic becomes Mature
    assert not isinstance(GAME.pending(nxt), Over)
    mine = act(nxt, EndStep(seat=1))  # Bo's hand is empty: nothing to play
    hyper = card(s, "Hypervator")
    assert mine.card_state[hyper] is M and mine.active == 0
    over = act(mine, Harvest(seat=0, card=hyper))
    p = GAME.pending(over)
    assert isinstance(p, Over) and p.scores == [1, 1] and names(over, 0, SCORE) == ["Hypervator"]


# -- drawing ---------------------------------------------------------------------------------------
def test_ar_draw_short_the_deck_and_discard_run_out_and_the_hand_stays_short():
    """AR-draw-short, AR-draw-reshuffle: no deck and no discard pile left: fewer cards."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], deck=["Jater"], discard=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active")], deck=list(DECK6))])
    after = act(s, EndStep(seat=0))  # 1 from the deck, the one-card discard pile becomes the deck
    assert names(after, 0, HAND) == ["Jater", "Roxxy"]
    assert names(after, 0, DECK) == [] and names(after, 0, DISCARD) == [] and after.active == 1


# -- abilities -------------------------------------------------------------------------------------
def test_ar_ability_2_as_much_as_can_be_resolved_the_rest_is_ignored():
    """AR-ability-2: resolve as much as can be resolved, ignore the rest."""
    # Two Birds with no enemy card in play: the friendly half still resolves
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Anox", "Active")], hand=["Two Birds"]),
                        dict(hand=["Yearn"], deck=list(DECK6))])
    mid = act(s, PlayCard(seat=0, card=card(s, "Two Birds")))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-card-two-birds"
    assert p.options == [Choose(seat=0, card=card(s, "Vix")), Choose(seat=0, card=card(s, "Anox"))]
    refused(mid, Choose(seat=0, card=card(s, "Yearn")), "AR-card-two-birds")
    after = act(mid, Choose(seat=0, card=card(s, "Anox")))
    assert names(after, 0, SCORE) == ["Anox", "Two Birds"] and names(after, 0, BL) == ["Vix"]


def test_ar_ability_not_implemented_a_card_without_code_is_refused_before_the_match():
    """AR-ability-not-implemented (an assumption): cards without code are refused up front."""
    with pytest.raises(InvalidSetup, match="Unwritten's ability is not implemented yet"):
        GAME.genesis(["Ada", "Bo"], [deck("Unwritten"), deck()], "0" * 64)
    with pytest.raises(InvalidSetup, match="Unwritten"):
        from_position({"seats": [{"battle_line": ["Unwritten"]}, {}]}, strict=True)
    assert not GAME.implemented(cards.resolve("Unwritten")) and GAME.implemented(cards.resolve("Payday"))
    assert GAME.rules["AR-ability-not-implemented"].assumption


# -- stash --------------------------------------------------------------------------------------------
def test_ar_stash_2_the_controller_of_the_host_looks_and_a_new_controller_takes_the_look():
    """AR-stash-2, AR-control-3: the controller of the host may look at its stash, and a new
    controller takes the look."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["This is Mine"]),
                        dict(battle_line=[dict(card="Roxxy", state="Mature", stash=["Anox"])], hand=["Yearn"])])
    roxxy = card(s, "Roxxy")
    anox = s.stash[roxxy][0]
    assert anox in GAME.secrets(s, 0) and anox not in GAME.secrets(s, 1)
    after = act(s, PlayCard(seat=0, card=card(s, "This is Mine")), Choose(seat=0, card=roxxy),
                Choose(seat=0, mode=1))
    assert zones.controller(after, roxxy) == 0 and after.stash[roxxy] == [anox]  # AR-control-3
    assert anox not in GAME.secrets(after, 0) and anox in GAME.secrets(after, 1)


def test_ar_stash_harvest_the_stash_goes_with_the_host_to_the_harvesters_score_pile():
    """AR-stash-harvest: a harvested host takes its stash to the harvester's score pile."""
    # Ada harvests Bo's Renegade she controls; under it, a card of Bo's and one of hers (her
    # Tessa in hand keeps her in the game: a card she controls does not, AR-end-area)
    s = position(seats=[dict(battle_line=[dict(card="Renegade", state="Mature", owner=1,
                                               stash=[dict(card="Gynormica", owner=1), "Jater"])],
                             hand=["Tessa"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Yearn"])])
    after = act(s, Harvest(seat=0, card=card(s, "Renegade")))
    assert names(after, 0, SCORE) == ["Renegade", "Gynormica", "Jater"] and zones.score(after, 0) == 6
    assert names(after, 1, DISCARD) == [] and names(after, 1, SCORE) == []


def test_ar_stash_fight_a_team_ups_stashes_go_to_the_winners_controller_not_to_discard():
    """AR-stash-fight: the stashes of every fighter go to the winning creature's controller's score
    pile."""
    s = position(seats=[dict(battle_line=[dict(card="Vix", state="Active", stash=["Moth"]),
                                          dict(card="Tessa", state="Active", stash=[dict(card="Yearn", owner=1)])],
                             hand=["Jater"]),
                        dict(battle_line=[dict(card="Roxxy", state="Active", stash=["Anox"])], hand=["Pokets"])])
    vix, tessa, roxxy = card(s, "Vix"), card(s, "Tessa"), card(s, "Roxxy")
    after = act(s, Fight(seat=0, attackers=[vix, tessa], targets=[roxxy], skill=Skill.TEAM_UP))
    assert names(after, 0, DISCARD) == ["Vix", "Tessa"]
    assert sorted(names(after, 0, SCORE)) == ["Anox", "Moth", "Roxxy", "Yearn"]
    assert names(after, 1, DISCARD) == [] and zones.score(after, 0) == 2


def test_ar_stash_other_a_host_moved_to_a_score_pile_by_an_ability_sends_its_stash_to_discard():
    """AR-stash-other: a host leaving play any other way sends its stash to the owners' discard
    piles."""
    # Roll the Dice moves Bo's Jater (1 VP) to his score pile: that is leaving play "for any other
    # reason", so its stash goes to the owners' discard piles, not with it
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Roll the Dice"]),
                        dict(battle_line=[dict(card="Jater", state="Active",
                                               stash=["Gynormica", dict(card="Tujok", owner=0)])])])
    after = act(s, PlayCard(seat=0, card=card(s, "Roll the Dice")))
    assert names(after, 1, SCORE) == ["Jater"] and names(after, 1, DISCARD) == ["Gynormica"]
    assert names(after, 0, DISCARD) == ["Tujok"] and names(after, 0, SCORE) == ["Roll the Dice"]


# -- control, owners, moves -----------------------------------------------------------------------------
def test_ar_control_2_the_most_recent_this_is_mine_takes_precedence():
    """AR-control-2, AR-control-3: the most recent control effect wins; the card keeps its state."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["This is Mine"], deck=list(DECK6)),
                        dict(battle_line=[("Roxxy", "Mature"), ("Pokets", "Active")],
                             hand=["This is Mine"], deck=list(DECK6))])
    roxxy = card(s, "Roxxy", zone=BL)
    taken = act(s, PlayCard(seat=0, card=card(s, "This is Mine", seat=0)), Choose(seat=0, card=roxxy),
                Choose(seat=0, mode=0), EndStep(seat=0))
    assert zones.controller(taken, roxxy) == 0 and taken.card_state[roxxy] is M
    back = act(taken, PlayCard(seat=1, card=card(s, "This is Mine", seat=1)), Choose(seat=1, card=roxxy),
               Choose(seat=1, mode=1))
    assert zones.controller(back, roxxy) == 1 and names(back, 1, BL) == ["Pokets", "Roxxy"]
    assert back.card_state[roxxy] is M  # AR-control-3: still Mature
    act(back, Harvest(seat=1, card=roxxy))
    refused(back, Choose(seat=1, card=roxxy), "AR-timing-1")


def test_ar_control_3_a_dormant_creature_taken_stays_dormant_and_cannot_fight_yet():
    """AR-control-3: a card changing control keeps its state."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["This is Mine"]),
                        dict(battle_line=[("Renegade", "Dormant"), ("Tessa", "Active")], hand=["Yearn"])])
    ren = card(s, "Renegade")
    after = act(s, PlayCard(seat=0, card=card(s, "This is Mine")), Choose(seat=0, card=ren),
                Choose(seat=0, mode=0))
    assert names(after, 0, BL) == ["Renegade", "Vix"] and after.card_state[ren] is D
    refused(after, Fight(seat=0, attackers=[ren], targets=[card(s, "Tessa")]), "AR-fight-dormant")


def test_ar_owner_1_a_card_goes_home_to_its_owner_wherever_it_has_been():
    """AR-owner-1, AR-discard-1: cards return to their owner's piles, whoever held them."""
    # Ada holds Bo's Anox in hand and controls Bo's Roxxy: discarded or moved out, both go to Bo
    s = position(seats=[dict(battle_line=[dict(card="Roxxy", state="Active", owner=1), ("Vix", "Active")],
                             hand=["Armageddon", dict(card="Anox", owner=1)]),
                        dict(battle_line=[("Pokets", "Active")])])
    anox = card(s, "Anox")
    after = act(s, PlayCard(seat=0, card=card(s, "Armageddon")), Discard(seat=0, card=anox))
    assert names(after, 1, DISCARD) == ["Roxxy", "Pokets", "Anox"] and names(after, 0, DISCARD) == ["Vix"]
    assert all(after.owner[c] == 1 for c in after.seats[1].discard)


def test_ar_move_1_a_moved_card_resolves_no_play_and_its_effects_end_on_leaving_play():
    """AR-move-1: a moved card resolves no Play:, and what it did in play stops when it leaves."""
    # Vault Tunnel takes Bo's Sigil of Power: his creatures lose the +1 at once
    s = position(seats=[dict(battle_line=[("Tessa", "Active")], hand=["Vault Tunnel", "Recall"],
                             deck=list(DECK6)),
                        dict(battle_line=[("Roxxy", "Active"), ("Luminate", "Active")],
                             relics=[("Sigil of Power", "Active")], deck=["Jater"])])
    roxxy, tessa = card(s, "Roxxy", zone=BL), card(s, "Tessa", zone=BL)
    assert keywords.power(s, roxxy) == 4
    vault = act(s, PlayCard(seat=0, card=card(s, "Vault Tunnel")), Choose(seat=0, card=card(s, "Sigil of Power")))
    assert names(vault, 0, SCORE) == ["Sigil of Power", "Vault Tunnel"] and keywords.power(vault, roxxy) == 3
    # Recall moves Luminate back to Bo's hand: its Play: (draw a card) does not resolve
    recall = act(vault, PlayCard(seat=0, card=card(s, "Recall")), Choose(seat=0, card=card(s, "Luminate")))
    assert names(recall, 1, HAND) == ["Luminate"] and names(recall, 1, DECK) == ["Jater"]
    assert keywords.power(recall, tessa) == 2


def test_ar_leave_1_eager_martyr_returned_to_hand_is_in_the_hand_before_its_draw():
    """AR-leave-1: a leaving-play ability resolves once the card has reached its destination."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Recall"]),
                        dict(battle_line=[("Eager Martyr", "Active")], hand=["Yearn"], deck=["Anox"])])
    after = act(s, PlayCard(seat=0, card=card(s, "Recall")), Choose(seat=0, card=card(s, "Eager Martyr")))
    assert names(after, 1, HAND) == ["Yearn", "Eager Martyr", "Anox"]  # Bo, its controller, draws
    assert names(after, 0, HAND) == [] and names(after, 0, SCORE) == ["Recall"]


# -- end of game --------------------------------------------------------------------------------------
def test_ar_end_both_both_players_run_out_at_once_and_the_score_decides():
    """AR-end-both (an assumption), AR-end-tie: both out at once is scored as usual."""
    s = position(first=0, seats=[dict(battle_line=[("Vix", "Active")], hand=["Roll the Dice"]),
                                 dict(battle_line=[("Jater", "Active")])])
    after = act(s, PlayCard(seat=0, card=card(s, "Roll the Dice")))
    p = GAME.pending(after)
    assert isinstance(p, Over) and p.scores == [2, 1] and p.winner == 0 and p.rule == "AR-end-2"
    assert "Ada and Bo" in p.reason
    # the same with equal scores: the player who went second (Bo) wins
    t = position(first=0, seats=[dict(battle_line=[("Vix", "Active")], hand=["Roll the Dice"]),
                                 dict(battle_line=[("Jater", "Active")], score_pile=["Tessa"])])
    p = GAME.pending(act(t, PlayCard(seat=0, card=card(t, "Roll the Dice"))))
    assert isinstance(p, Over) and p.scores == [2, 2] and p.winner == 1 and p.rule == "AR-end-tie"


def test_ar_end_when_the_game_ends_mid_turn_as_soon_as_the_match_settles():
    """AR-end-when (an assumption): the end is checked whenever the match settles, mid-turn too."""
    # Ada's Rat Smasher scores Bo's last card: over at once, before Ada's Rotate and Draw steps
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Rat Smasher", "Tessa"], deck=list(DECK6)),
                        dict(battle_line=[("Moth", "Active")])])
    after = act(s, PlayCard(seat=0, card=card(s, "Rat Smasher"), end=End.LEFT))
    p = GAME.pending(after)
    assert isinstance(p, Over) and after.step is Step.OVER and p.scores == [1, -1]
    assert names(after, 0, HAND) == ["Tessa"]  # no Draw Cards step
    refused(after, EndStep(seat=0), "AR-end-1")
    # while an ability of the last card waits for a choice, the card is still in play: no end
    b = position(seats=[dict(battle_line=[("Budge", "Mature")]),
                        dict(battle_line=[("Roxxy", "Active")], score_pile=["Jater", "Tessa"])])
    mid = act(b, Harvest(seat=0, card=card(b, "Budge")))
    assert GAME.pending(mid).rule == "AR-card-budge"
    over = act(mid, Choose(seat=0, card=card(b, "Jater")))
    assert isinstance(GAME.pending(over), Over) and GAME.pending(over).scores == [1, 1]


def test_ar_end_area_only_cards_a_player_owns_keep_them_in_the_game():
    """AR-end-area, AR-end-1: "no cards in their play area, hand, deck, or discard pile (meaning
    all of the cards they own are in a score pile or in the opponent's area)". The gloss reads
    the area by ownership: an enemy card a player controls keeps nobody in the game (AR-1.4),
    and a card they own in the opponent's area does not either."""
    # Bo owns Roxxy but Ada controls it. Bo harvests his last card: he is out (Roxxy is in
    # Ada's area, not his), the game is over
    s = position(active=1, seats=[dict(battle_line=[("Vix", "Mature"), dict(card="Roxxy", state="Active", owner=1)]),
                                  dict(battle_line=[("Tessa", "Mature")], score_pile=["Jater"])])
    over = act(s, Harvest(seat=1, card=card(s, "Tessa")))
    p = GAME.pending(over)
    assert isinstance(p, Over) and p.scores == [0, 2] and p.winner == 1 and "Bo has" in p.reason
    # Ada harvests Vix: all she has left is Bo's Roxxy, which she controls but does not own:
    # every card she owns is in a score pile, so the game is over: 1 VP each, and Bo, who went
    # second, wins the tie
    t = position(seats=[dict(battle_line=[("Vix", "Mature"), dict(card="Roxxy", state="Active", owner=1)]),
                        dict(battle_line=[("Tessa", "Mature")], score_pile=["Jater"])])
    harvest = Harvest(seat=0, card=card(t, "Vix"))
    done = act(t, harvest)
    p = GAME.pending(done)
    assert isinstance(p, Over) and p.rule == "AR-end-tie" and p.scores == [1, 1] and p.winner == 1
    assert "Ada has no cards of their own" in p.reason and names(done, 0, BL) == ["Roxxy"]
    refused(done, EndStep(seat=0), "AR-end-1")
    # AR-1.3 read the first clause alone: Bo's Roxxy kept Ada in the game (matches recorded
    # under it replay so)
    old = AR13.apply(AR13.versioned(GAME.clone(t)), harvest, check=True)
    assert not isinstance(AR13.pending(old), Over) and names(old, 0, BL) == ["Roxxy"]
    assert GAME.rules["AR-end-area"].assumption