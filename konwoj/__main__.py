"""``python -m konwoj``: the same as the ``konwoj`` command."""
import sys

from konwoj.cli import main

if __name__ == "__main__":
    sys.exit(main())
