"""Fight timing: elusive stops only the fight's own damage; assault, hazardous and Before
Fight: abilities happen at the same time before the fight and the active player orders them
(each resolved, and what it destroyed gone, before the next); the same for a played card's
Play: ability and the reactions to it. Asked only when the order can change the result."""

from kf_helpers import GAME, act, card, options, position, refused

from engine.games.keyforge.events import Choose, Fight, PlayCard, Reap, ResolveFirst
from engine.games.keyforge.state import Flank
from engine.protocol import Decision


def fight(state, attacker, defender, seat=0):
    return Fight(seat=seat, attacker=card(state, attacker, seat=seat),
                 defender=card(state, defender, seat=1 - seat))


def test_assault_destroys_an_elusive_creature_before_the_fight():
    s = position(house="Untamed", seats=[dict(battleline=["Ancient Bear"]),
                                         dict(battleline=["Urchin"])])  # elusive, power 1
    s = act(s, fight(s, "Ancient Bear", "Urchin"))
    assert card(s, "Urchin") in s.players[1].discard  # assault 2 is not fight damage
    assert s.inplay[card(s, "Ancient Bear")].damage == 0  # and then there is no fight


def test_elusive_still_stops_the_fight_damage_when_assault_does_not_destroy():
    s = position(house="Untamed", seats=[dict(battleline=["Ancient Bear"]),
                                         dict(battleline=["Magda the Rat"])])  # elusive, power 4
    s = act(s, fight(s, "Ancient Bear", "Magda the Rat"))
    magda = card(s, "Magda the Rat")
    assert s.inplay[magda].damage == 2  # the assault only: no fight damage either way
    assert s.inplay[card(s, "Ancient Bear")].damage == 0


def test_hazardous_damages_the_attacker_of_an_elusive_creature():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]),
                                         dict(battleline=["Spiny Wisp"])])  # elusive, hazardous 3
    s = act(s, fight(s, "Troll", "Spiny Wisp"))
    assert s.inplay[card(s, "Troll")].damage == 3  # hazardous is dealt before the fight
    assert s.inplay[card(s, "Spiny Wisp")].damage == 0  # elusive: no fight damage
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-exhausted")


def _bear_meets_grubbling():
    # assault 2 destroys Briar Grubbling (power 2); its hazardous 5 destroys Ancient Bear (power 5)
    return position(house="Untamed", seats=[dict(battleline=["Ancient Bear"]),
                                            dict(battleline=["Briar Grubbling"])])


def test_assault_and_hazardous_that_would_destroy_each_other_are_ordered_and_one_dies():
    s = act(_bear_meets_grubbling(), fight(_bear_meets_grubbling(), "Ancient Bear", "Briar Grubbling"))
    p = GAME.pending(s)
    assert isinstance(p, Decision) and p.seat == 0 and p.rule == "KF-simultaneous"
    bear, grub = card(s, "Ancient Bear"), card(s, "Briar Grubbling")
    assault = ResolveFirst(seat=0, card=bear, effect="assault", ability="CotA-345")
    hazardous = ResolveFirst(seat=0, card=grub, effect="hazardous", ability="CotA-348")
    assert sorted(options(s), key=str) == sorted([assault, hazardous], key=str)
    refused(s, ResolveFirst(seat=0, card=bear, effect="hazardous", ability="CotA-345"), "KF-simultaneous")
    refused(s, ResolveFirst(seat=1, card=grub, effect="hazardous", ability="CotA-348"), "KF-seat")
    refused(s, Reap(seat=0, card=bear), "KF-sequence")

    first = act(GAME.clone(s), assault)
    assert grub in first.players[1].discard and first.inplay[bear].damage == 0
    assert isinstance(GAME.pending(first), Decision) and GAME.pending(first).rule == "KF-turn-1"

    other = act(GAME.clone(s), hazardous)
    assert bear in other.players[0].discard and other.inplay[grub].damage == 0
    assert sum(c in (bear, grub) for p in other.players for c in p.discard) == 1


def test_no_question_when_the_order_cannot_matter():
    # Ancient Bear (assault 2) on Troll (power 8): no hazardous, one effect, no order to choose
    s = position(house="Untamed", seats=[dict(battleline=["Ancient Bear"]), dict(battleline=["Troll"])])
    s = act(s, fight(s, "Ancient Bear", "Troll"))
    assert GAME.pending(s).rule == "KF-turn-1"
    assert s.inplay[card(s, "Troll")].damage == 2 + 5
    # Pingle's 1 damage and Urchin's Play: steal 1 end the same in either order: not asked
    s = position(house="Shadows", seats=[dict(hand=["Urchin"]),
                                         dict(battleline=["Pingle Who Annoys"], amber=2)])
    s = act(s, PlayCard(seat=0, card=card(s, "Urchin"), flank=Flank.LEFT))
    assert GAME.pending(s).rule == "KF-turn-1"
    assert card(s, "Urchin") in s.players[0].discard and s.players[0].amber == 1


def test_a_play_ability_and_pingle_are_ordered_by_the_active_player():
    # Smaaash's Play: (stun a creature) and Pingle's damage to it happen at the same time
    s = position(house="Brobnar", seats=[dict(hand=["Smaaash"]),
                                         dict(battleline=["Pingle Who Annoys"])])
    smaaash, pingle = card(s, "Smaaash"), card(s, "Pingle Who Annoys")
    s = act(s, PlayCard(seat=0, card=smaaash, flank=Flank.LEFT))
    p = GAME.pending(s)
    assert p.rule == "KF-simultaneous" and p.seat == 0
    play_first = ResolveFirst(seat=0, card=smaaash, effect="play", ability="CotA-046")
    assert play_first in p.options
    s = act(s, play_first)
    assert s.inplay[smaaash].damage == 0  # Pingle has not dealt its damage yet
    s = act(s, Choose(seat=0, card=pingle))  # the stun resolves first
    assert s.inplay[pingle].stunned and s.inplay[smaaash].damage == 1
