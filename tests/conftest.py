"""Shared pytest set-up; keep it minimal.

Qt draws offscreen unless the caller chose a platform (QT_QPA_PLATFORM=xcb
under Xvfb, say), so the suite runs on machines without a display. The default
database is in a temporary folder, never the user's.
"""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No test may touch the user's own games: the default database lives in a fresh folder.
os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp(prefix="companion-tests-")
