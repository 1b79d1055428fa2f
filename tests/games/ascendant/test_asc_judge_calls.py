"""Questions a judge is asked at an Ascendant table, answered from the rules fragment or its
named assumptions: what each player may see as a card moves, who acts when the turn player
has just gone out on its own turn, and what a tie at the turn limit gives."""

from asc_helpers import GAME, START, act, card, decision, over, position, refused, roll

from engine.events import Dealt, Reseed
from engine.games.ascendant import legality
from engine.games.ascendant.cards import Roll
from engine.games.ascendant.events import AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from engine.games.ascendant.state import Phase
from engine.views import visible_ids

JUMON = dict(hand=["Mending Light"], fountain=["Finesse"])


def test_a_card_from_hand_is_hidden_from_the_opponent_until_used_then_open_in_the_scrapyard():
    """ASC-assume-seen: Ann's Mending Light is hers alone to see in her hand; she plays it in
    the Finishing Phase (ASC-assume-jumon), it goes to her Scrapyard (ASC-scrapyard-1) and the
    Finesse that paid it to her Abyss (ASC-abyss), both open to Bo from then on."""
    assert GAME.rules["ASC-assume-seen"].assumption
    state = position([dict(health=20, **JUMON), dict()])
    light, finesse = card(state, "Mending Light"), card(state, "Finesse")
    assert light in visible_ids(GAME.view(state, 0)) and light not in visible_ids(GAME.view(state, 1))
    assert light in GAME.secrets(state, 1) and light not in GAME.secrets(state, 0)
    state = roll(act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1)), 1)
    assert state.phase is Phase.FINISHING and decision(state).seat == 0
    state = act(state, Use(seat=0, card=light))
    assert state.seats[0].scrapyard == [light] and state.seats[0].abyss == [finesse]
    assert state.seats[0].health == 24
    bo = GAME.view(state, 1)
    assert {light, finesse} <= visible_ids(bo) and light not in GAME.secrets(state, 1)
    zones = {z.name: z for z in bo.seats[0].zones}
    assert [c.name for c in zones["scrapyard"].cards] == ["Mending Light"]
    assert [c.name for c in zones["abyss"].cards] == ["Finesse"]
    assert zones["hand"].count == 0


def test_a_turn_player_killed_by_the_counterattack_is_skipped_in_its_own_finishing_phase():
    """Three players: Ann (4 health) attacks Bo in melee and loses the Strike; Bo's
    Counterattack of 20 deals 10 (ASC-counter-2) and Ann is out (ASC-fact-out). The Finishing
    Phase starts with the turn player (ASC-finish-1) but Ann is out, so it starts with the next
    counter-clockwise, Cy, then Bo (ASC-assume-out); Ann's Mending Light is never offered, and
    the turn passes clockwise from Ann to Bo (ASC-finish-2)."""
    state = position([dict(health=4, **JUMON), dict(**JUMON), dict(**JUMON)])
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    for face in (12, 3, 5, 9, 20):  # Speed, Speed, Melee Damage, Defense, Counterattack
        state = roll(state, face)
    assert state.seats[0].health == 0 and state.seats[0].out
    assert state.result is None  # two still stand: no winner yet
    asked = []
    while state.phase is Phase.FINISHING:
        d = decision(state)
        asked.append(d.seat)
        assert not any(isinstance(o, Use) and o.seat == 0 for o in d.options)
        state = act(state, Pass(seat=d.seat))
    assert asked == [2, 1]
    assert state.active == 1 and state.turn == 2
    # Bo declares at once (nothing to draw, purge or play) and only against Cy: Ann is out
    d = decision(state)
    assert d.seat == 1 and {o.opponent for o in d.options} == {2}
    refused(state, Declare(seat=1, attack=AttackKind.MELEE, opponent=0), "ASC-open-5")


def test_equal_health_at_the_turn_limit_is_a_draw():
    """ASC-assume-turn-limit: after the last turn the highest health wins; equal health (the
    tie the fragment never settles) is a draw, no winner and no winner's score."""
    state = position([dict(health=9), dict(health=9)], turn=3, options={"max_turns": 3})
    state = roll(act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1)), 2)
    result = over(state)
    assert result.winner is None and result.rule == "ASC-assume-turn-limit"
    assert result.scores == [9, 9] and "draw" in result.reason
    # one health more wins it
    state = position([dict(health=9), dict(health=10)], turn=3, options={"max_turns": 3})
    state = roll(act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1)), 2)
    assert over(state).winner == 1 and START > 10


def test_every_players_stacks_reset_after_the_opening_and_an_engage_card_is_too_late_after_the_roll():
    """ASC-open-2 resets "all activated card stacks", not only the turn player's, and "Next":
    after every player's draw or purge (ASC-open-1). Bo's Bulwark Sigil, used on his own turn,
    stays activated while the Opening asks, is ready once it is over and serves him before
    Ann's Strike rolls (ASC-assume-strike-window). His Smoke Veil hinders Aim: usable only
    "before the rolls are made" (ASC-engage-3); he passed, so once Aim is rolled it is
    refused, and while the die is pending nothing is decided (ASC-sequence)."""
    state = position([dict(arsenal=["Sprint"]),
                      dict(scrapyard=["Brace"], hand=["Smoke Veil"], fountain=["Finesse"],
                           battlefield=[{"card": "Bulwark Sigil", "activated": True}])])
    sigil, veil = card(state, "Bulwark Sigil"), card(state, "Smoke Veil")
    state = act(state, Draw(seat=0))
    assert decision(state).seat == 1 and state.seats[1].activated == [sigil]  # not reset yet
    state = act(state, Purge(seat=1, card=card(state, "Brace")))
    assert state.seats[1].activated == [] and state.seats[0].activated == []
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    d = decision(state)
    assert (d.seat, d.rule) == (1, "ASC-engage-3") and Use(seat=1, card=veil) in d.options
    state = act(state, Pass(seat=1))
    refused(state, Use(seat=1, card=veil), "ASC-sequence")  # the Aim die is pending
    state = roll(state, 12)
    assert state.phase is Phase.STRIKE and decision(state).seat == 1
    refused(state, Use(seat=1, card=veil), "ASC-engage-3")  # Aim is rolled: too late
    assert state.seats[1].hand == [veil]
    state = act(state, Use(seat=1, card=sigil))
    assert state.seats[1].activated == [sigil]
    state = roll(roll(state, 10), 4)  # Ranged Damage 10, Defense 4 + 3
    assert state.seats[1].health == START - 3  # 10 - (4 + 3): the Sigil counted


def test_what_is_due_first_is_named_for_every_kind_of_event():
    """ASC-sequence: while a die is due no decision of any kind is taken (each refused, "the
    dealer must roll first"); while a decision is due no draw is; and an event that is
    neither a decision of this game nor a draw is no event of a match in progress."""
    state = position([dict(**JUMON), dict(battlefield=["Bulwark Sigil"])])
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    # nobody has a card that changes the Aim: the die is due at once
    light, sigil = card(state, "Mending Light"), card(state, "Bulwark Sigil")
    assert state.need.roll is Roll.AIM
    for event in (Draw(seat=0), Purge(seat=0, card=light), PlayStack(seat=0, card=light),
                  Declare(seat=0, attack=AttackKind.MELEE, opponent=1), Wield(seat=1, card=sigil),
                  Use(seat=0, card=light), Use(seat=1, card=sigil), Pass(seat=0), Pass(seat=1)):
        assert legality.why_not(state, event) == ("ASC-sequence", "the dealer must roll first")
        refused(state, event, "ASC-sequence")
    assert legality.why_not(state, Dealt(kind="d20", outcome=4)) is None
    state = roll(state, 4)  # the Aim fails: the Finishing Phase asks Ann (her Mending Light)
    assert decision(state).seat == 0
    assert legality.why_not(state, Dealt(kind="d20", outcome=4)) == (
        "ASC-sequence", "Ann (seat 0) must decide, no draw is due")
    refused(state, Dealt(kind="d20", outcome=4), "ASC-sequence")
    assert legality.why_not(state, Reseed(dealer="00" * 32)) == (
        "ASC-sequence", "not an event of a match in progress")
    assert legality.why_not(state, Pass(seat=0)) is None
