"""What a judge says when a card is refused: the rule its place, kind, cost or timing breaks
(ASC-hand-2, ASC-battlefield, ASC-assume-passive, -active, -gambit, -jumon, ASC-engage-1,
ASC-engage-3 for an Engage card after the Engage rolls), else the window's or phase's own
rule (ASC-engage-3, ASC-assume-strike-window, ASC-assume-counter-window, ASC-finish-1), with
words that say what is wrong; never an Engage Phase rule for a Strike or Counterattack roll."""

import pytest

from asc_helpers import GAME, START, act, card, decision, position, refused, roll

from engine.games.ascendant.events import AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from engine.games.ascendant.cards import Roll
from engine.games.ascendant.legality import why_not
from engine.games.ascendant.state import Phase, Step
from engine.protocol import IllegalEvent

MELEE, RANGED = AttackKind.MELEE, AttackKind.RANGED


def _says(state, event, rule: str, *words: str) -> None:
    """Refused under `rule` (state untouched), the message holding each of `words`."""
    refused(state, event, rule)
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), event, check=True)
    for w in words:
        assert w in err.value.message, err.value.message


def _melee_to_strike():
    """Ann's melee attack on Bo has hit on Speed; Bo is asked before the Strike rolls."""
    state = position([dict(battlefield=["Cinder Blade"]),
                      dict(hand=["Vengeful Return", "Sprint"], scrapyard=["Brace"], arsenal=["Brace"],
                           battlefield=["Riposte Stance", "Bulwark Sigil"],
                           fountain=["Genki", "Genki"])])
    state = act(state, Draw(seat=1))  # Ann has nothing to draw or purge: Bo is asked
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = act(state, Pass(seat=0))  # no Weapon: Cinder Blade stays ready
    assert decision(state).seat == 1 and state.need.stage.value == "engage"
    state = act(state, Pass(seat=1))
    state = roll(roll(state, 15), 3)
    assert state.phase is Phase.STRIKE and decision(state).seat == 1
    assert decision(state).rule == "ASC-assume-strike-window"
    return state


def test_the_strike_window_names_its_own_rule_not_the_engage_phases():
    """Vengeful Return changes only a Counterattack: before the Strike rolls it is refused
    under the Strike window's rule (it was ASC-engage-3, an Engage Phase rule); Sprint
    changes Speed, rolled already: 'before the rolls are made' (ASC-engage-3) is what it
    breaks."""
    state = _melee_to_strike()
    bo = lambda name, nth=0: card(state, name, seat=1, nth=nth)  # noqa: E731
    _says(state, Use(seat=1, card=bo("Vengeful Return")), "ASC-assume-strike-window",
          "Vengeful Return changes no roll made now", "the rolls of Bo (seat 1), who rolls Defense here")
    _says(state, Use(seat=1, card=bo("Sprint")), "ASC-engage-3", "Speed, rolled already")
    # Brace is the card for this window: used, it goes to the Scrapyard as its cost is paid
    brace = bo("Brace")
    state = act(state, Use(seat=1, card=brace))
    assert brace in state.seats[1].scrapyard and len(state.seats[1].fountain) == 1


def test_a_card_out_of_hand_a_passive_and_an_activated_card_are_refused_by_their_rule():
    state = _melee_to_strike()
    bo = lambda name, nth=0: card(state, name, seat=1, nth=nth)  # noqa: E731
    scrapped = state.seats[1].scrapyard[0]
    _says(state, Use(seat=1, card=scrapped), "ASC-hand-2", "Brace is in neither your hand")
    _says(state, Use(seat=1, card=card(state, "Cinder Blade")), "ASC-hand-2", "not yours")
    _says(state, Use(seat=1, card=bo("Riposte Stance")), "ASC-assume-passive", "no activation")
    drawn = state.seats[1].hand[-1]  # the Brace Bo drew: his to use
    assert why_not(state, Use(seat=1, card=drawn)) is None and drawn != scrapped
    sigil = bo("Bulwark Sigil")
    state = act(state, Use(seat=1, card=sigil))
    assert sigil in state.seats[1].activated and decision(state).seat == 1  # Brace still to use
    _says(state, Use(seat=1, card=sigil), "ASC-assume-active", "activated until its stack is reset")


def test_the_counterattack_window_refuses_a_passive_as_passive_and_others_by_keyword():
    """Riposte Stance has the keyword counterattack but is Passive: it counts without being
    used (ASC-assume-passive; it was refused as an Engage card, ASC-engage-3); Brace lacks
    the keyword (ASC-counter-3)."""
    state = _melee_to_strike()
    state = act(state, Pass(seat=1))
    state = roll(roll(state, 2), 12)  # Melee Damage 2 against Defense 12: Counterattack
    assert state.phase is Phase.COUNTERATTACK and decision(state).rule == "ASC-assume-counter-window"
    bo = lambda name, nth=0: card(state, name, seat=1, nth=nth)  # noqa: E731
    _says(state, Use(seat=1, card=bo("Riposte Stance")), "ASC-assume-passive")
    _says(state, Use(seat=1, card=bo("Brace")), "ASC-counter-3")
    state = act(state, Use(seat=1, card=bo("Vengeful Return")))
    state = roll(state, 9)  # 9 + 4 (Vengeful Return) + 3 (Riposte Stance) - 10
    assert state.seats[0].health == START - 6


def test_before_the_engage_rolls_a_weapon_a_card_in_hand_and_the_cost_are_named():
    """Ann's ranged attack: Gale Longbow is a Weapon (ASC-engage-1: the Weapons step is
    over); Hawkeye Charm in hand is activated only on the Battlefield (ASC-battlefield);
    Eagle Brow in hand is Passive (ASC-assume-passive); her own Smoke Veil hinders the
    attacker: only another player may play it (ASC-assume-gambit); Steady Breath is hers to use. Bo, who cannot pay his Smoke
    Veil, is not asked."""
    state = position([dict(battlefield=["Gale Longbow"],
                           hand=["Hawkeye Charm", "Eagle Brow", "Smoke Veil", "Steady Breath"]),
                      dict(hand=["Smoke Veil", "Sprint"])])
    ann = lambda name: card(state, name, seat=0)  # noqa: E731
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = act(state, Pass(seat=0))  # the Longbow not activated
    assert state.need.step is Step.WINDOW and decision(state).seat == 0
    _says(state, Use(seat=0, card=ann("Gale Longbow")), "ASC-engage-1", "is a Weapon")
    _says(state, Wield(seat=0, card=ann("Gale Longbow")), "ASC-engage-1")
    _says(state, Use(seat=0, card=ann("Hawkeye Charm")), "ASC-battlefield", "complete card stack")
    _says(state, Use(seat=0, card=ann("Eagle Brow")), "ASC-assume-passive")
    _says(state, Use(seat=0, card=ann("Smoke Veil")), "ASC-assume-gambit", "hinders the attacker")
    state = act(state, Use(seat=0, card=ann("Steady Breath")))  # her last usable card
    # Bo's Smoke Veil would change Ann's Aim, but costs a Finesse he has not got, and his
    # Sprint changes no Aim: he is not asked, and Aim is rolled
    assert state.need.kind.value == "roll" and state.need.seat == 0
    state = roll(state, 9)  # 9 + 2 (Steady Breath): the cards in hand add nothing
    assert state.attack.total(0, Roll.AIM) == 11
    assert state.phase is Phase.STRIKE


def test_an_unpayable_gambit_names_its_cost_and_a_wield_by_another_seat_says_whose():
    state = position([dict(), dict(hand=["Tripwire", "Sprint"]), dict(battlefield=["Cinder Blade"])])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    assert decision(state).seat == 1
    _says(state, Use(seat=1, card=card(state, "Tripwire")), "ASC-assume-gambit",
          "Tripwire costs 1 Finesse", "cannot pay")
    assert why_not(state, Wield(seat=1, card=card(state, "Cinder Blade"))) == (
        "ASC-engage-1", "only the turn player activates a Weapon, right after declaring the attack")
    assert why_not(state, Declare(seat=1, attack=MELEE, opponent=0)) == (
        "ASC-open-4", "only the turn player declares an attack")


def test_in_the_finishing_phase_jumons_and_other_cards_are_refused_by_their_rule():
    state = position([dict(hand=["Ember Bolt", "Brace", "Wellspring Totem", "Grave Whisper"],
                           fountain=["Finesse"], battlefield=["Hawkeye Charm"],
                           scrapyard=["Sprint", "Tripwire"]),
                      dict(hand=["Mending Light"], fountain=["Finesse"], health=20)])
    state = act(state, Purge(seat=0, card=card(state, "Tripwire")))
    ann = lambda name: card(state, name, seat=0)  # noqa: E731
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = act(state, Pass(seat=0))  # Hawkeye Charm not used
    state = roll(state, 2)  # Aim 2: the aim check fails
    assert state.phase is Phase.FINISHING and decision(state).seat == 0
    _says(state, Use(seat=0, card=ann("Ember Bolt"), opponent=1), "ASC-assume-jumon",
          "Ember Bolt costs 1 Genki")
    _says(state, Use(seat=0, card=ann("Brace")), "ASC-finish-1", "is a Gambit")
    _says(state, Use(seat=0, card=ann("Wellspring Totem")), "ASC-battlefield")
    _says(state, Use(seat=0, card=ann("Hawkeye Charm")), "ASC-finish-1", "no effect")
    _says(state, Use(seat=0, card=card(state, "Mending Light")), "ASC-hand-2", "not yours")
    whisper, sprint = ann("Grave Whisper"), ann("Sprint")
    _says(state, Use(seat=0, card=whisper), "ASC-finish-1", "picks one of: Sprint")
    assert decision(state).options == [Use(seat=0, card=whisper, pick=sprint), Pass(seat=0)]


def test_jumons_by_turn_player_refuses_another_players_jumon_under_that_option():
    """Bo is asked in Ann's Finishing Phase for his Scavenger's Hook; his Mending Light is
    refused under the option (ASC-assume-jumon), not as 'no applicable effect'."""
    state = position([dict(hand=["Ember Bolt"], fountain=["Genki"]),
                      dict(hand=["Mending Light"], fountain=["Finesse"], health=20,
                           battlefield=["Scavenger's Hook"], scrapyard=["Brace"], arsenal=["Sprint"])],
                     options={"jumons_by": "turn-player"})
    state = act(state, Draw(seat=1))
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = roll(state, 2)
    bolt = card(state, "Ember Bolt")
    _says(state, Use(seat=0, card=bolt), "ASC-finish-1", "names the opponent it acts on (Bo (seat 1))")
    _says(state, Use(seat=0, card=bolt, opponent=0), "ASC-finish-1", "Ann (seat 0) is not an opponent")
    state = act(state, Use(seat=0, card=bolt, opponent=1))
    assert state.seats[1].health == 17
    assert decision(state).seat == 1  # Ann has nothing more: Bo, for his Hook
    light = card(state, "Mending Light")
    assert Use(seat=1, card=light) not in decision(state).options
    _says(state, Use(seat=1, card=light), "ASC-assume-jumon", "only the turn player")


def test_a_stack_out_of_its_step_says_whose_and_when():
    state = position([dict(hand=["Eagle Brow"], fountain=["Finesse"], arsenal=["Sprint"]),
                      dict(hand=["Eagle Brow"], fountain=["Finesse"], arsenal=["Sprint"])])
    ann_brow, bo_brow = card(state, "Eagle Brow", seat=0), card(state, "Eagle Brow", seat=1)
    _says(state, PlayStack(seat=0, card=ann_brow), "ASC-open-3", "once every player has drawn or purged")
    state = act(state, Draw(seat=0))
    assert decision(state).seat == 1
    _says(state, PlayStack(seat=1, card=bo_brow), "ASC-open-3", "only the turn player")
    state = act(state, Draw(seat=1))
    assert state.need.step is Step.STACKS
    _says(state, Declare(seat=0, attack=MELEE, opponent=1), "ASC-open-4", "pass first")
    state = act(state, PlayStack(seat=0, card=ann_brow))
    assert ann_brow in state.seats[0].battlefield and state.need.step is Step.DECLARE


def test_declaring_on_a_seat_that_is_out_says_it_is_out():
    state = position([dict(), dict(health=0, out=True), dict()])
    _says(state, Declare(seat=0, attack=MELEE, opponent=1), "ASC-open-5", "Bo (seat 1) is out of the match")
    _says(state, Declare(seat=0, attack=MELEE, opponent=0), "ASC-open-5", "not an opponent")


def test_a_stack_after_the_declaration_is_refused_for_its_timing_whatever_the_card():
    """Around the stacks step the card's own fault is named (a Gambit is no stack; a cost
    the Fountain cannot pay, which is why the step was skipped); once the attack is
    declared, any PlayStack is out of its step (ASC-open-3), as a Draw after the Opening is."""
    state = position([dict(hand=["Iron Maul", "Sprint", "Ember Bolt"], fountain=["Genki"]), dict()])
    maul, sprint, bolt = (card(state, n) for n in ("Iron Maul", "Sprint", "Ember Bolt"))
    assert state.need.step is Step.DECLARE  # the Maul costs 2 Genki: no stack to play
    _says(state, PlayStack(seat=0, card=maul), "ASC-assume-stack", "Iron Maul costs 2 Genki")
    _says(state, PlayStack(seat=0, card=sprint), "ASC-assume-stack", "Sprint is a Gambit card")
    state = roll(act(state, Declare(seat=0, attack=RANGED, opponent=1)), 1)
    assert state.need.step is Step.FINISHING  # Ember Bolt to use
    for c in (maul, sprint, bolt):
        _says(state, PlayStack(seat=0, card=c), "ASC-open-3", "before the attack is declared")


def test_a_card_used_while_stacks_or_weapons_are_chosen_says_what_is_chosen_now():
    state = position([dict(hand=["Eagle Brow", "Steady Breath"], fountain=["Finesse"],
                           battlefield=["Gale Longbow"]), dict()])
    breath = card(state, "Steady Breath")
    assert state.need.step is Step.STACKS
    _says(state, Use(seat=0, card=breath), "ASC-open-3", "plays complete card stacks now, or passes")
    state = act(state, Pass(seat=0))
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    assert state.need.step is Step.WEAPONS
    _says(state, Use(seat=0, card=breath), "ASC-engage-1", "activates a Weapon now, or passes")
    state = act(state, Pass(seat=0))
    assert decision(state).options == [Use(seat=0, card=breath), Pass(seat=0)]


def test_an_engage_card_after_the_engage_phase_is_refused_as_one_even_if_this_attack_never_rolls_it():
    """Bo's Sprint (Speed) before the Strike rolls of a ranged attack: nobody rolled Speed
    here, but it is a card that affects Engage rolls, used before them (ASC-engage-3); his
    Vengeful Return changes only a Counterattack (the Strike window's own rule)."""
    state = position([dict(), dict(hand=["Sprint", "Vengeful Return", "Brace"], fountain=["Genki"])])
    state = roll(act(state, Declare(seat=0, attack=RANGED, opponent=1)), 15)
    assert state.phase is Phase.STRIKE and decision(state).seat == 1  # for his Brace
    _says(state, Use(seat=1, card=card(state, "Sprint")), "ASC-engage-3", "the Engage Phase is over")
    _says(state, Use(seat=1, card=card(state, "Vengeful Return")), "ASC-assume-strike-window")
