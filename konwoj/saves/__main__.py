"""``python -m konwoj.saves check FILE...`` / ``list`` (see :func:`konwoj.saves.storage.main`)."""
import sys

from konwoj.saves.storage import main

sys.exit(main())
