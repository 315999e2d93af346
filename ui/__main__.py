"""``python -m ui`` starts the GUI, like the ``companion`` command."""

import sys

from ui.app import main

sys.exit(main())
