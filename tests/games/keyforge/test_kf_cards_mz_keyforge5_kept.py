"""Matches recorded under keyforge-5 fold as they did: the card fixes of keyforge-6 found against
keyteki's Call of the Archons specs (M to Z) leave the older rules version alone. Each test plays
a position under keyforge-5 and under the current rules, and checks the two differ as the fix
says (see the card tests in test_kf_cards_*_mz.py for the keyforge-6 side in full)."""

from kf_helpers import GAME, card, in_play, older, position

from engine.games.keyforge.events import Choose, EndStep, Fight, PlayCard
from engine.games.keyforge.state import Flank

OLD, old_position, old_act = older("keyforge-5")


def test_keyforge_5_keeps_tolas_paying_for_its_attacker_on_the_opponents_turn():
    """KF-destroy-together is keyforge-6's: under keyforge-5 the active seat's creature died first."""
    spec = dict(house="Untamed", active=1, seats=[dict(battleline=[{"card": "Tolas", "power": 2}]),
                                                  dict(amber=3, battleline=["Niffle Ape"])])
    old = old_position(**spec)
    old = old_act(old, Fight(seat=1, attacker=card(old, "Niffle Ape"), defender=card(old, "Tolas")))
    assert in_play(old) == [] and old.players[0].amber == 1
    new = position(**spec)
    new = GAME.apply(new, Fight(seat=1, attacker=card(new, "Niffle Ape"), defender=card(new, "Tolas")))
    assert in_play(new) == [] and new.players[0].amber == 0


def test_keyforge_5_keeps_one_soft_landing_per_card_and_loot_the_bodies_gaining_at_once():
    spec = dict(house="Mars", seats=[dict(hand=["Ether Spider", "Zorg", "Soft Landing", "Soft Landing"]), {}])
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Soft Landing")), PlayCard(seat=0, card=card(old, "Soft Landing", nth=1)),
                  PlayCard(seat=0, card=card(old, "Zorg"), flank=Flank.RIGHT),
                  PlayCard(seat=0, card=card(old, "Ether Spider"), flank=Flank.RIGHT))
    assert not old.inplay[card(old, "Ether Spider")].exhausted
    spec = dict(house="Brobnar", seats=[dict(amber=1, hand=["Loot the Bodies", "Coward’s End"], battleline=["Magda the Rat"]),
                                        dict(amber=1, battleline=["Troll"])])
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Loot the Bodies")), PlayCard(seat=0, card=card(old, "Coward’s End")))
    assert isinstance(OLD.pending(old).options[-1], EndStep) and (old.players[0].amber, old.players[1].amber) == (0, 3)


def test_keyforge_5_keeps_one_stood_against_many_leaving_its_hero_exhausted_with_no_enemy():
    spec = dict(house="Sanctum", seats=[dict(hand=["One Stood Against Many"], battleline=[{"card": "Bulwark", "exhausted": True}]), {}])
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "One Stood Against Many")), Choose(seat=0, card=card(old, "Bulwark")))
    assert old.inplay[card(old, "Bulwark")].exhausted
