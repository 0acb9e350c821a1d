"""``python -m tools.make_art [--out DIR]`` from the repository, or ``python tools/make_art [--out DIR]``."""
import sys
from pathlib import Path

if not __package__:
    # run as a folder (python tools/make_art): import the package from the repository root
    # instead of putting the package's own folder first on the path
    sys.path[0] = str(Path(__file__).resolve().parent.parent.parent)

from tools.make_art import main  # noqa: E402

sys.exit(main())
