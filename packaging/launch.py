"""Entry script of the PyInstaller bundle: the same ``main`` as ``companion``."""

import sys

from ui.app import main

if __name__ == "__main__":
    sys.exit(main())
