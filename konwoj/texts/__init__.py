"""Everything the screens say, with no pygame: prompts, verdicts, the editions' texts, the table's
and the rules screen's texts, notices."""
