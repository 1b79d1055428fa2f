"""Combat (rule 30, Turn Order 4-5, rules 31-33, 35): positions, an attack, the dice, and the
refusal of the illegal alternative with its rule id."""

from engine.events import Dealt
from engine.protocol import Chance, Decision, Over
from engine.games.sceptre.events import Attack, EndTurn
from engine.games.sceptre.stats import stats

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


def _warden_vs_sentinel():
    return start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                 seat("Tide Sentinel"))


def test_an_attack_roll_equal_to_def_misses_and_one_higher_breaks_through():
    state = _warden_vs_sentinel()
    target = one(state, "Tide Sentinel")
    assert stats(state, 1, combat_of(state, 1), True)["dfn"] == 10
    state = act(state, Attack(seat=0, attack=0, target=target))
    refused(state, Dealt(kind="d20", outcome=20), "SC-die")  # a d20 shows 1 to 20
    refused(state, EndTurn(seat=0), "SC-30-ends")  # the attack ends the turn: no other end
    state = roll(state, 8)  # 8 + SKL 2 = 10, equal to DEF 10: a miss
    assert combat_of(state, 1).damage == 0
    assert state.active == 1  # attacking ended the turn, hit or miss (rule 30)

    state = act(_warden_vs_sentinel(), Attack(seat=0, attack=0, target=target))
    state = roll(state, 9)  # 11 > 10 breaks through: Cinder Cut deals 20
    assert combat_of(state, 1).damage == 20


def test_an_attack_needs_its_squires_and_coins():
    state = _warden_vs_sentinel()
    target = one(state, "Tide Sentinel")
    refused(state, Attack(seat=0, attack=1, target=target), "SC-33")  # Searing Rend: 1 Squire
    bare = start(seat("Ember Warden"), seat("Tide Sentinel"))
    refused(bare, Attack(seat=0, attack=0, target=target), "SC-30")  # no Copper attached
    assert Attack(seat=0, attack=0, target=target) in options(state)


def test_a_silver_coin_overpays_a_copper_cost():
    # SC-18
    state = start(seat({"card": "Ember Warden", "coins": ["Silver Coin"]}), seat("Tide Sentinel"))
    assert Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")) in options(state)


def test_a_player_with_a_usable_attack_must_attack_to_end_the_turn():
    state = _warden_vs_sentinel()
    refused(state, EndTurn(seat=0), "SC-must-attack")


def test_the_first_player_cannot_attack_on_the_first_turn():
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}), seat("Tide Sentinel"),
                  turn=1, first=0)
    refused(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")), "SC-9")
    state = act(state, EndTurn(seat=0))
    assert state.active == 1 and state.turn == 2


def test_a_multiple_attack_sums_its_dice_and_a_damage_bonus_needs_damage():
    def volley(*dice):
        state = start(seat({"card": "Pyre Adept", "coins": ["Copper Coin"],
                            "squires": ["Ember Page"]}), seat("Granite Bulwark"))
        state = act(state, Attack(seat=0, attack=0, target=one(state, "Granite Bulwark")))
        return roll(state, 10, *dice)  # 10 + SKL 4 + 1 (Ember Page) = 15 > DEF 11
    # two dice of 11+ make 20, then Ember Page's matching +10 damage on the total
    assert combat_of(volley(12, 3, 15), 1).damage == 30
    # every die failed: no damage, so no damage bonus either (rule 30)
    assert combat_of(volley(1, 2, 3), 1).damage == 0


def test_an_attack_needing_no_roll_breaks_through_and_its_effect_applies():
    state = start(seat({"card": "Mist Oracle", "coins": ["Copper Coin"]}), seat("Tide Sentinel"))
    state = act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")))
    sentinel = combat_of(state, 1)
    assert sentinel.damage == 10 and "dazed" in sentinel.conditions
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.why == "a Dazed roll"  # between turns (rule 47)


def test_a_squire_takes_the_damage_but_no_battle_condition():
    state = start(seat({"card": "Mist Oracle", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel", "squires": ["Tide Page"]}))
    page = one(state, "Tide Page")
    state = act(state, Attack(seat=0, attack=0, target=page))
    assert state.wounds[page] == 10
    assert combat_of(state, 1).conditions == [] and combat_of(state, 1).damage == 0


def test_self_damage_and_bleeding_are_taken_after_the_attack():
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"], "conditions": ["bleeding"]}),
                  seat("Tide Sentinel"))
    state = act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")))
    state = roll(state, 1)  # a miss still bleeds: 10 when it attacks
    assert state.sides[0].combat.damage == 10


def test_double_death_gives_the_attacker_the_win_with_one_blood_card_left_each():
    rider = {"card": "Ashfang Rider", "coins": ["Silver Coin", "Silver Coin"],
             "squires": ["Cinder Squire", "Ember Page"], "damage": 85}
    state = start(seat(rider, blood=["Copper Coin"], collected=4),
                  seat({"card": "Tide Sentinel", "damage": 50}, blood=["Copper Coin"], collected=4))
    # Burning Charge: 60 + 10 (Ember Page, Emberfall) kills the Sentinel (50 left); its
    # self-damage 10 kills the Rider (90 HP with Cinder Squire, 85 taken)
    state = act(state, Attack(seat=0, attack=1, target=one(state, "Tide Sentinel")))
    state = roll(state, 15)
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "SC-1"
    assert over.scores == [5, 4]
    refused(state, EndTurn(seat=1), "SC-sequence")  # nothing follows the end


def test_a_no_roll_attack_on_a_garrisoned_champion_keeps_it_face_down():
    state = start(seat({"card": "Cliff Sapper", "coins": ["Silver Coin"], "squires": ["Stone Page"]}),
                  seat("Tide Sentinel", garrison=[{"card": "Mist Oracle"}]))
    oracle = one(state, "Mist Oracle")
    aimed = [o for o in options(state) if isinstance(o, Attack) and o.slot == 0]
    assert aimed == [Attack(seat=0, attack=1, slot=0)]  # named by its place, not its card
    state = act(state, aimed[0])
    assert state.sides[1].garrison[0].damage == 30 and oracle not in state.revealed  # SC-35


def test_an_attack_with_a_roll_on_a_garrisoned_champion_reveals_it():
    captain = {"card": "Surge Captain", "coins": ["Silver Coin"], "squires": ["Tide Page"]}
    state = start(seat(captain), seat("Tide Sentinel", garrison=[{"card": "Mist Oracle"}]))
    oracle = one(state, "Mist Oracle")
    state = act(state, Attack(seat=0, attack=0, slot=0))
    assert oracle in state.revealed  # shown for its DEF before the roll (SC-35)


def _every_card_once(state) -> None:
    """The omniscient view lists every card of the match exactly once."""
    from engine.views import all_cards
    shown = [c.id for c in all_cards(GAME.view(state, None))]
    assert sorted(shown) == list(range(len(state.cards)))


def test_a_killed_champions_squires_stay_in_view_while_their_move_is_chosen():
    state = start(seat({"card": "Tide Sentinel", "coins": ["Copper Coin"]}),
                  seat({"card": "Ashfang Rider", "squires": ["Cinder Squire"], "damage": 85},
                       garrison=[{"card": "Mist Oracle"}]),
                  active=0)
    page = one(state, "Cinder Squire")
    state = act(state, Attack(seat=0, attack=0, target=one(state, "Ashfang Rider")))
    while isinstance(GAME.pending(state), Chance):
        state = roll(state, 15)
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.rule == "SC-44" and p.seat == 1
    aside = {z.name: z for z in GAME.view(state, 1).seats[1].zones}["set aside"]
    assert [c.id for c in aside.cards] == [page]  # its player sees what it is choosing about
    foe = {z.name: z for z in GAME.view(state, 0).seats[1].zones}["set aside"]
    assert foe.count == 1 and (page in GAME.secrets(state, 0)) == (page not in state.revealed)
    _every_card_once(state)
    state = act(state, options(state)[0])
    assert "set aside" not in {z.name for z in GAME.view(state, None).seats[1].zones}
    _every_card_once(state)


def test_a_face_down_squire_set_aside_stays_secret_from_the_opponent():
    # rule 35: Undermine needs no roll, so the garrisoned Oracle it kills stays face down, and
    # so does its Squire while Bo chooses where it goes (SC-44)
    state = start(seat({"card": "Cliff Sapper", "coins": ["Silver Coin"], "squires": ["Ember Page"]}),
                  seat("Tide Sentinel", garrison=[{"card": "Mist Oracle", "damage": 30,
                                                   "squires": ["Tide Page"]},
                                                  {"card": "Reef Lancer"}]), active=0)
    page = one(state, "Tide Page")
    state = act(state, Attack(seat=0, attack=1, slot=0))
    assert GAME.pending(state).rule == "SC-44" and page not in state.revealed
    assert page in GAME.secrets(state, 0) and page not in GAME.secrets(state, 1)
    foe = {z.name: z for z in GAME.view(state, 0).seats[1].zones}["set aside"]
    assert [c.hidden for c in foe.cards] == [True]
