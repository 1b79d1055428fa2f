"""What `matchlog cards` says of each card of the playing sets: its facts, our summary of its
ability, the rulings on it and the rules its code applies."""

from __future__ import annotations

from engine.games.ardent_reapers import abilities, cards
from engine.games.ardent_reapers import rulings as rulings_mod
from engine.games.ardent_reapers.abilities.registry import ABILITIES  # the filled registry
from engine.protocol import CardInfo
from engine.rules import RuleIndex


def playing_cards() -> list[cards.CardFacts]:
    """The cards of this engine's sets (not test-only cards), set by set."""
    prefixes = tuple(s.id + "-" for s in cards.PLAYING_SETS)
    return [c for c in cards.all_cards() if c.id.startswith(prefixes)]


_KEYWORD_RULES = {"team_up": ["AR-teamup-1", "AR-teamup-2"], "bear_hug": ["AR-bearhug-1", "AR-bearhug-2"],
                  "sneak": ["AR-sneak-1", "AR-sneak-2"], "resilient": ["AR-resilient-1"]}


def card_info(index: RuleIndex, f: cards.CardFacts) -> CardInfo:
    ability = ABILITIES.get(f.id)
    if ability is not None:
        summary = ability.summary
    elif f.ability:
        summary = "(its ability is not implemented yet)"
    else:
        summary = f"Keywords only: {', '.join(f.keywords)}." if f.keywords else "No ability."
    rules = [r for key, ids in _KEYWORD_RULES.items() if getattr(f, key) for r in ids if r in index]
    if ability is not None:
        rules.extend(ability.rules)
    facts = {"number": f.number, "power": f.power, "vp": f.vp, "rarity": f.rarity,
             "keywords": list(f.keywords), "ability": f.ability,
             "implemented": abilities.implemented(f.id)}
    rulings = [r for r in rulings_mod.CARD_RULINGS.get(f.name, []) if r in index]
    return CardInfo(id=f.id, name=f.name, type=f.type.value, facts=facts, summary=summary,
                    rulings=rulings, rules=list(dict.fromkeys(r for r in rules if r in index)))
