"""What a rule id names in a game's rule index (`matchlog rules GAME ID` reads it): the rule of
that id, else every rule whose id starts with it in any case, else none."""

from engine.registry import get_game
from engine.rules import Rule, RuleIndex

INDEX = RuleIndex("doc", [Rule("X-fight", "1", "fight"), Rule("X-fight-1", "1.1", "attack"),
                          Rule("X-fight-2", "1.2", "defend"), Rule("X-reap", "2", "reap")])


def test_an_exact_id_names_its_rule_alone_even_where_longer_ids_start_with_it():
    assert [r.id for r in INDEX.named("X-fight")] == ["X-fight"]


def test_the_start_of_ids_names_every_rule_it_begins_in_any_case_in_document_order():
    assert [r.id for r in INDEX.named("x-FIGHT-")] == ["X-fight-1", "X-fight-2"]
    assert [r.id for r in INDEX.named("x-")] == ["X-fight", "X-fight-1", "X-fight-2", "X-reap"]
    assert INDEX.named("X-guard") == [] and INDEX.named("fight") == []


def test_a_games_index_names_its_rules_by_their_start():
    rules = get_game("reaper").rules
    guard = rules.named("rpr-guard")
    assert guard and all(r.id.startswith("RPR-guard") for r in guard)
    assert [r.id for r in rules.named("RPR-guard-order")] == ["RPR-guard-order"]
