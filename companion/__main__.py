"""``python -m companion`` runs the headless tool."""

import sys

from companion.cli import main

sys.exit(main())
