"""Errata and FAQ answers of the rules document as rule ids, and which cards each applies to.

Each erratum and each FAQ answer is a `Rule` of the game's index (`ArdentReapers.rules` is
`rules_index.RULES` plus `RULINGS`), quoted word for word, so a judge can look a card up (`matchlog cards`) and see
the rulings that change or explain it. `CARD_RULINGS` maps a card name to those rule ids.
"""

from __future__ import annotations

from engine.rules import Rule


def _r(id: str, section: str, summary: str, quote: str) -> Rule:
    return Rule(id=id, section=section, summary=summary, quote=quote)


RULINGS = [
    # -- errata --------------------------------------------------------------------------------
    _r("AR-errata-silence-enforcer", "Errata",
       "Silence Enforcer stops the opponent playing actions and relics only while it is Active.",
       "Silence Enforcer\u2019s ability should read: If this card is Active, your opponent cannot play Actions or Relics."),
    _r("AR-errata-budge", "Errata",
       "Budge's Bonus: (move a card from the opponent's score pile to the bottom of its owner's "
       "deck) happens only when Budge is used to harvest.",
       "Budge's ability text should read: If this card is used to Harvest, it gains \"Bonus: Move a card from your opponent's score pile to the bottom of its owner's deck.\""),
    _r("AR-errata-taco", "Errata",
       "Taco's Bonus: (move a card from your score pile to the top of its owner's deck) happens "
       "only when Taco is used to harvest.",
       "Taco's ability text should read: If this card is used to Harvest, it gains \"Bonus: Move a card from your score pile to the top of its owner's deck.\""),
    _r("AR-errata-bamphf", "Errata",
       "Bamphf's Bonus: (play the top card of your deck) happens only when Bamphf is used to harvest.",
       "Bamphf's ability text should read: If this card is used to Harvest, it gains \"Bonus: Play the top card of your deck.\""),
    _r("AR-errata-saboteur", "Errata",
       "Saboteur's Bonus: (move a card from your hand to the opponent's score pile) happens only "
       "when Saboteur is used to harvest.",
       "Saboteur's ability text should read: If this card is used to Harvest, it gains \"Bonus: Move a card from your hand to your opponent's score pile.\""),
    _r("AR-errata-jer-the-spike", "Errata",
       "Jer the Spike's Bonus: (the opponent discards 2 cards) happens only when it is used to harvest.",
       "Jer the Spike's ability text should read: If this card is used to Harvest, it gains \"Bonus: Your opponent discards 2 cards.\""),
    _r("AR-errata-gynormica", "Errata",
       "Gynormica's Bonus: (draw 3 cards, then end your turn) happens only when it wins a fight.",
       "Gynormica's ability text should read: If this card wins a fight, it gains \"Bonus: Draw 3 cards, then end your turn.\""),
    _r("AR-errata-lullaby", "Errata",
       "Lullaby: during the opponent's next turn, their creatures cannot be used to fight.",
       "Lullaby's ability text should read: Play: During your opponent's next turn, your opponent's Creatures cannot be used to fight."),
    _r("AR-errata-rolando", "Errata",
       "Rolando's Bonus: discard the top card of your deck; if it is worth 0 VP or more, the "
       "opponent discards that many random cards.",
       "Rolando\u2019s ability text should read: Bonus: Discard the top card of your deck. If the discarded card is worth 0 VP or more, your opponent discards a number of random cards equal to the discarded card's VP value."),
    # -- frequently asked questions ------------------------------------------------------------
    _r("AR-faq-choose-one", "Frequently Asked Questions",
       "With \"Choose one:\" a player may choose an option even if it cannot resolve, then "
       "resolves as much of it as they can (Corrode or Shine with no enemy creature).",
       "When you resolve an ability that begins with \u201cChoose one:\u201d you may choose which option to resolve, then resolve as much of that option as you are able, and ignore the rest."),
    _r("AR-faq-gynormica", "Frequently Asked Questions",
       "When Gynormica wins a fight the active player draws 3 cards and the turn ends without the "
       "Rotate Cards or Draw Cards steps.",
       "the Active Player draws three cards via Gynormica\u2019s ability, but does not perform the \u201cRotate Cards\u201d or \u201cDraw Cards\u201d steps."),
    _r("AR-faq-teamup-sneak", "Frequently Asked Questions",
       "Team-Up uses power, not Sneak: creatures with Team-Up and Sneak (Fog Machine) either "
       "combine their power or fight alone with Sneak.",
       "The Team-Up skill utilizes the Power of the creatures, not the Sneak value."),
    _r("AR-faq-bearhug-teamup", "Frequently Asked Questions",
       "A creature with Bear Hug and Team-Up (Brother Bear with The Buddy System) uses one of "
       "them; they do not combine.",
       "The Active Player can choose to use Brother Bear\u2019s Bear Hug skill or its Team-Up skill, but the skills do not combine."),
    _r("AR-faq-eager-martyr", "Frequently Asked Questions",
       "Eager Martyr's ability resolves once it has left play and reached the discard pile (so an "
       "empty deck's reshuffle includes it).",
       "Eager Martyr\u2019s ability resolves when it successfully leaves play. In this case, its ability will resolve once it reaches the discard pile."),
    _r("AR-faq-breach", "Frequently Asked Questions",
       "Breach moves a single card from the discard pile to the score pile; the active player "
       "chooses among several that qualify.",
       "Breach\u2019s ability allows you to move a single card from the discard pile to your score pile. If multiple cards qualify, the Active Player chooses one card to move."),
]

CARD_RULINGS: dict[str, list[str]] = {
    "Silence Enforcer": ["AR-errata-silence-enforcer", "AR-effect-cannot-play-actions"],
    "Budge": ["AR-errata-budge"],
    "Taco": ["AR-errata-taco"],
    "Bamphf": ["AR-errata-bamphf"],
    "Saboteur": ["AR-errata-saboteur"],
    "Jer the Spike": ["AR-errata-jer-the-spike"],
    "Gynormica": ["AR-errata-gynormica", "AR-faq-gynormica"],
    "Lullaby": ["AR-errata-lullaby", "AR-effect-cannot-fight"],
    "Rolando": ["AR-errata-rolando"],
    "Corrode or Shine": ["AR-faq-choose-one"],
    "Fog Machine": ["AR-faq-teamup-sneak"],
    "Brother Bear": ["AR-faq-bearhug-teamup", "AR-skills-combine"],
    "The Buddy System": ["AR-faq-bearhug-teamup", "AR-skills-combine"],
    "Eager Martyr": ["AR-faq-eager-martyr"],
    "Breach": ["AR-faq-breach"],
}
"""Card name -> the errata and FAQ rule ids that apply to it (cards absent from a set are ignored)."""
