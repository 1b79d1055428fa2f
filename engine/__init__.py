"""The game-agnostic engine: protocol, events, fold, dealer, agents, rule citations, games."""
