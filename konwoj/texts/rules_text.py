"""The texts of Rules & cards that depend on the edition: the overview, the phase ladder, the
topics that explain what the edition does its own way, and notes on the cards an edition reads
differently. Our own words throughout (never the books' text)."""
from __future__ import annotations


# the phase ladder of one battle as each book numbers it (the 2nd edition has no target phase,
# and the Outpost's captured Modules come at the end of Moloch's Module phase)
PHASES = {
    "1e": (("I", "draw"), ("II", "target"), ("III", "moloch_attack"), ("IV", "outpost_attack"),
           ("V", "moloch_modules"), ("V a", "outpost_modules"), ("VI", "resolution"),
           ("VI a", "convoy")),
    "2e": (("1", "draw"), ("2", "moloch_attack"), ("3", "outpost_attack"), ("4", "moloch_modules"),
           ("5", "resolution"), ("6", "convoy")),
}

# topics listed under "How a game goes", per edition
TOPICS = {
    "1e": ("target", "districts", "moloch_win", "features"),
    "2e": ("marker", "bombs", "moloch_win", "modules", "no_features", "port_cleveland",
           "cards"),
}

# cards whose reading differs in the 2nd edition: a note under the card's text
CARD_NOTES = {"2e": ("obronca", "patriota", "juggernaut", "pole_elektromagnetyczne")}


def topic_title(topic: str, ruleset: str) -> str:
    """The i18n key of a topic's title (one topic name is shared by both editions)."""
    if topic == "moloch_win" and ruleset == "1e":
        return "rules.topic.moloch_win.1e"
    return f"rules.topic.{topic}"


def phase_keys(phase: str, ruleset: str) -> tuple[str, str]:
    """The i18n keys (name, one-line text) of a phase in that edition's ladder."""
    if ruleset == "2e" and phase != "draw":
        return f"rules.phase2.{phase}", f"rules.phase2.{phase}.text"
    return f"rules.phase.{phase}", f"rules.phase.{phase}.text"
