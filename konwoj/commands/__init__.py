"""The headless sub-commands (``konwoj simulate``, ``tournament``, ``gallery``, ``screenshot``,
``analyse``) and the checks of their arguments."""
