"""A game in progress, with no pygame: the match (seats, the opponent, undo), the session (making
and loading matches), replays, lessons."""
