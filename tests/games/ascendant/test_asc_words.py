"""The log and the status line name players, as every other game's do (seats are numbers for
machines; people read names)."""

from asc_helpers import GAME, act, card, position

from engine.events import Dealt
from engine.games.ascendant.events import AttackKind, Declare, Draw, Use
from engine.games.ascendant.view import view


def test_events_and_the_status_line_name_the_players():
    state = position([dict(battlefield=["Eagle Brow"], hand=["Steady Breath"]),
                      dict(hand=["Brace"], fountain=["Genki"]), dict()])
    assert GAME.describe(state, Draw(seat=2)) == "Cy draws a card from the Arsenal"
    declare = Declare(seat=0, attack=AttackKind.RANGED, opponent=1)
    assert GAME.describe(state, declare) == "Ann declares a Ranged attack on Bo"
    state = act(state, declare)
    status = view(state, None, GAME.id).status
    assert status.startswith("ranged attack by Ann on Bo") and "seat" not in status
    use = Use(seat=0, card=card(state, "Steady Breath"))
    assert GAME.describe(state, use) == "Ann uses Steady Breath"
    # a roll is the dealer's, and names whose roll it is
    due = act(position([dict(battlefield=["Eagle Brow"]), dict()]), declare)
    assert GAME.pending(due).kind == "d20"
    assert GAME.describe(due, Dealt(kind="d20", outcome=12)) == "Ann rolls 13 on the d20 for Aim"


def test_spent_stamina_is_not_told_as_purged():
    """The story of a stack played: its Stamina goes to the Abyss spent (ASC-abyss), which is
    no purge (ASC-open-1's word for a Scrapyard card sent there); both are 'put into' it."""
    from engine.games.ascendant.events import PlayStack, Purge
    from replays.story import consequences

    state = position([dict(hand=["Eagle Brow"], fountain=["Finesse"], scrapyard=["Brace"]), dict()])
    before = GAME.view(state, None)
    state = act(state, Purge(seat=0, card=card(state, "Brace")))
    assert "Brace is put into the Abyss (Ann's scrapyard to Ann's abyss)" in consequences(
        before, GAME.view(state, None), GAME.words())
    before = GAME.view(state, None)
    state = act(state, PlayStack(seat=0, card=card(state, "Eagle Brow")))
    told = consequences(before, GAME.view(state, None), GAME.words())
    assert "Finesse is put into the Abyss (Ann's fountain to Ann's abyss)" in told
    assert not any("purged" in line for line in told)


def test_a_roll_due_its_notes_and_the_end_name_the_player_with_its_seat():
    """The chance of a roll says whose it is as every message names a player ('Ann (seat 0)
    rolls Aim', it said 'seat 0 rolls Aim'); so do the notes of what the roll did and the
    reason the match is over ('Ann (seat 0) is the last one standing'). The state keeps the
    words it recorded (its digest is unchanged): the names are put in as it is shown."""
    from asc_helpers import over, roll

    state = act(position([dict(), dict(health=5)]), Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    assert GAME.pending(state).why == "Ann (seat 0) rolls Speed"
    state = roll(state, 12)
    assert GAME.pending(state).why == "Bo (seat 1) rolls Speed"
    for face in (3, 9, 4):
        state = roll(state, face)
    notes = view(state, None, GAME.id).notes
    assert "Bo (seat 1) rolls Defense: 4, 4 in all" in notes
    assert "Melee Damage: Bo (seat 1) takes 9 damage (0 health left)" in notes
    assert "Bo (seat 1) is at zero health and out" in notes
    assert over(state).reason == "Ann (seat 0) is the last one standing"
    assert view(state, 1, GAME.id).status == "Ann (seat 0) is the last one standing"
    assert state.result.reason == "seat 0 is the last one standing"  # as recorded: folds unchanged
    assert state.log[-1] == "seat 1 is at zero health and out"
