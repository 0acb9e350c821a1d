"""Build step that puts the shipped files into the package (configuration is in pyproject.toml).

``art/``, ``data/`` and ``saves/`` stay at the top of the repository (the project's fixed shape);
``build_py`` copies each whole folder into ``konwoj/_res/`` of the build, so every file a helper adds
there is packaged too. ``konwoj.resources`` finds them with ``importlib.resources`` when installed.
"""
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SHIPPED = ("art", "data", "saves")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", ".*", "*.tmp")


class BuildWithShippedFiles(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):   # an editable install reads the checkout
            return
        dest = Path(self.build_lib) / "konwoj" / "_res"
        for name in SHIPPED:
            if (dest / name).exists():
                shutil.rmtree(dest / name)       # a file removed from the checkout leaves the build
            shutil.copytree(HERE / name, dest / name, ignore=SKIP)


setup(cmdclass={"build_py": BuildWithShippedFiles})
