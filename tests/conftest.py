"""Shared pytest set-up; keep it minimal.

Qt draws offscreen unless the caller chose a platform (QT_QPA_PLATFORM=xcb
under Xvfb, say), so the suite runs on machines without a display.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
