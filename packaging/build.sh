#!/usr/bin/env bash
# Build the one-folder Linux bundle with PyInstaller, then start it with --smoke.
#
#   packaging/build.sh            build into build/dist/companion/ and smoke-test it
#
# Environment: PYTHON (default .venv/bin/python), COMPANION_DIST and COMPANION_WORK
# (output and scratch folders, default build/dist and build/pyinstaller).
# Exits non-zero when the build fails or the bundle does not start and paint.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
DIST=${COMPANION_DIST:-$ROOT/build/dist}
WORK=${COMPANION_WORK:-$ROOT/build/pyinstaller}
APP_ID=org.boardgamecompanion.Companion
BUNDLE="$DIST/companion"

start=$(date +%s)
echo "==> PyInstaller: $BUNDLE"
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$DIST" --workpath "$WORK" "$ROOT/packaging/companion.spec"

# Desktop integration files, laid out as under /usr (or ~/.local) for installing.
install -D -m 644 "$ROOT/packaging/$APP_ID.desktop" "$BUNDLE/share/applications/$APP_ID.desktop"
install -D -m 644 "$ROOT/packaging/$APP_ID.metainfo.xml" "$BUNDLE/share/metainfo/$APP_ID.metainfo.xml"
install -D -m 644 "$ROOT/resources/icons/companion.svg" \
  "$BUNDLE/share/icons/hicolor/scalable/apps/$APP_ID.svg"
echo "==> built in $(($(date +%s) - start)) s: $(du -sh "$BUNDLE" | cut -f1)"

echo "==> smoke test: $BUNDLE/companion --smoke"
version=$("$BUNDLE/companion" --version)
[ "$version" = "companion $("$PYTHON" -c 'import companion; print(companion.__version__)')" ] || {
  echo "unexpected --version output: $version" >&2
  exit 1
}
QT_QPA_PLATFORM=offscreen timeout 120 "$BUNDLE/companion" --smoke
