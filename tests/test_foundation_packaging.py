"""The packaged build: PyInstaller makes the one-folder bundle, which must start and paint.

Slow (a minute or two). CI runs it; skip it locally with COMPANION_SKIP_BUNDLE=1.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(
        os.environ.get("COMPANION_SKIP_BUNDLE") == "1",
        reason="COMPANION_SKIP_BUNDLE=1 is set",
    ),
]


def test_bundle_builds_starts_and_paints(tmp_path: Path) -> None:
    dist, work = tmp_path / "dist", tmp_path / "work"
    env = {
        **os.environ,
        "PYTHON": sys.executable,
        "COMPANION_DIST": str(dist),
        "COMPANION_WORK": str(work),
        "QT_QPA_PLATFORM": "offscreen",
    }
    result = subprocess.run(
        ["bash", str(ROOT / "packaging" / "build.sh")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-6000:]
    assert "smoke: ok" in result.stdout

    bundle = dist / "companion"
    internal = bundle / "_internal"
    data = {
        p.relative_to(ROOT)
        for p in (ROOT / "resources").rglob("*")
        if p.suffix in {".json", ".jsonl", ".qm", ".svg", ".png"}
    }
    missing = sorted(str(p) for p in data if not (internal / p).is_file())
    assert not missing, f"resources missing from the bundle: {missing}"
    for kept in ("libQt6Charts.so.6", "libQt6Pdf.so.6", "libQt6PrintSupport.so.6"):
        assert list(internal.rglob(kept)), f"{kept} should be in the bundle"
    for dropped in ("libQt6WebEngineCore.so.6", "libQt63DCore.so.6", "libQt6Multimedia.so.6"):
        assert not list(internal.rglob(dropped)), f"{dropped} should be excluded"
    app_id = "org.boardgamecompanion.Companion"
    assert (bundle / "share" / "applications" / f"{app_id}.desktop").is_file()
    assert (bundle / "share" / "metainfo" / f"{app_id}.metainfo.xml").is_file()
