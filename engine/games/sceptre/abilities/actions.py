"""Action cards (rule 22): played from the hand before the attack, any number per turn."""

from __future__ import annotations

from ..registry import CardAbility as A
from ..state import Bring, Mod, Search, State, find_unit, reveal_unit, since, units
from ..turn import stir
from ..zones import coin_choices, cure, discard, heal, take_coin, to_garrison


def _mine(test):
    """Targets: your Champions for which `test(unit)` holds."""
    return lambda state, seat, source: [u.card for u in units(state.sides[seat]) if test(u)]


def _if(test):
    return lambda state, seat, source: [None] if test(state, seat) else []


def _unit(state: State, card: int):
    return find_unit(state, card)[1]  # type: ignore[index]


def _dressing(state: State, seat: int, source: int, target: int) -> None:
    heal(_unit(state, target), 30)


def _draught(state: State, seat: int, source: int, target: int) -> None:
    cure(_unit(state, target))


def _tithe(state: State, seat: int, source: int, _t) -> None:
    state.sides[seat].extra_coins += 1


def _levy_choices(state: State, seat: int, source: int) -> list[str | None]:
    """From sceptre-8 one play, whatever the deck holds, the Coin chosen after the search
    (`Search`): the options before it tell nothing of the deck (SC-search-blind). Up to
    sceptre-7 the play named the Coin, so its options told its player what the deck held."""
    if since(state, 8):
        return [None] if state.sides[seat].deck else []
    return coin_choices(state, seat)


def _levy(state: State, seat: int, source: int, metal: str | None) -> None:
    if since(state, 8):  # the search is made; its player selects the Coin next
        state.stack.append(Search(seat=seat))
        return
    take_coin(state, seat, metal)


def _ram(state: State, seat: int, source: int, _t) -> None:
    enemy = state.sides[1 - seat]
    discard(state, 1 - seat, enemy.gate)  # type: ignore[arg-type]
    enemy.gate = None


def _sunder(state: State, seat: int, source: int, _t) -> None:
    stir()  # the end of the turn looks at it (turn._CALM)
    state.sides[1 - seat].combat.mods.append(Mod("dfn", -2, until=state.turn))  # type: ignore[union-attr]


def _hymn(state: State, seat: int, source: int, _t) -> None:
    state.sides[seat].combat_mods.append(Mod("skl", 2, until=state.turn))


def _rally_ok(state: State, seat: int) -> bool:
    side = state.sides[seat]
    return side.combat is not None and 0 < len(side.garrison) < 4


def _rally(state: State, seat: int, source: int, _t) -> None:
    unit = to_garrison(state, seat)
    state.stack.append(Bring(seat=seat, rule="SC-15", exclude=unit.card))


def _hidden_enemies(state: State, seat: int, source: int) -> list[int | str | None]:
    """The opponent's face-down garrisoned Champions: by garrison place ("place 1"), since
    the player cannot name a card they have not seen (sceptre-4 on; before, by card)."""
    garrison = state.sides[1 - seat].garrison
    if since(state, 4):
        return [f"place {i + 1}" for i, u in enumerate(garrison) if u.card not in state.revealed]
    return [u.card for u in garrison if u.card not in state.revealed]


def _scout(state: State, seat: int, source: int, target: int | str) -> None:
    if isinstance(target, str):  # "place N"
        target = state.sides[1 - seat].garrison[int(target.split()[1]) - 1].card
    reveal_unit(state, _unit(state, target))


ACTIONS = {
    "field-dressing": A("Heal 30 damage from one of your Champions.", ("SC-22",),
                        targets=_mine(lambda u: u.damage > 0), use=_dressing),
    "purifying-draught": A("Cure every Battle Condition of one of your Champions.",
                           ("SC-22", "SC-48"), targets=_mine(lambda u: bool(u.conditions)),
                           use=_draught),
    "tithe-of-coin": A("You may attach one additional Coin from your hand this turn, to any "
                       "Champion.", ("SC-17",), targets=_if(lambda st, s: True), use=_tithe),
    "royal-levy": A("Search your deck for a Gold Coin (or, with none, a lower Coin), put it "
                    "into your hand and shuffle.", ("SC-18", "SC-19", "SC-search-blind",
                                                     "SC-search-shown", "SC-table-search"),
                    targets=_levy_choices,
                    use=_levy),
    "siege-ram": A("Destroy your opponent's Gate.", ("SC-28", "SC-27"),
                   targets=_if(lambda st, s: st.sides[1 - s].gate is not None), use=_ram),
    "sunder": A("The opposing Champion gets -2 DEF until the end of your turn (it stays with "
                "that Champion).", ("SC-21", "SC-2", "SC-action-discard"),
                targets=_if(lambda st, s: st.sides[1 - s].combat is not None), use=_sunder),
    "battle-hymn": A("Your in-combat Champions get +2 SKL until the end of your turn (whoever "
                     "holds the position).", ("SC-21", "SC-action-discard"),
                     targets=_if(lambda st, s: True), use=_hymn),
    "rally-call": A("Move your in-combat Champion to the garrison (not a retreat) and put a "
                    "garrisoned Champion into combat.", ("SC-47-bleeding", "SC-48"),
                    targets=_if(_rally_ok), use=_rally),
    "scouts-glass": A("Reveal one of your opponent's face-down garrisoned Champions, named by its "
                      "garrison place.",
                      ("SC-11", "SC-10"), targets=_hidden_enemies, use=_scout),
}
