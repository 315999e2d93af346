"""Qt classes the first frame leaves alone (issue #13), in a fresh process resuming the
demo game: PySide6 makes a Python enum type for each of a Qt class's enums when the
class is first used (QGradient's presets and QIcon's theme icons ≈ 160 members each,
at ≈ 8 µs a member), so the start keeps off the classes it can do without: a widget's
text not passed beside its parent (``QPushButton(text, parent)`` and ``QAction(text,
parent)`` are told apart from their icon overloads by QIcon), no ``fillRect`` (its
overloads check QGradient), classes only named in annotations imported for type
checking, and those of idle work or first use imported there."""

from __future__ import annotations

from pathlib import Path

from project_scripts import RESUMED, first_frame_lines, resumed_first_frame_lines

KEPT_OFF = {
    "QtCore": ("QEventLoop", "QLibraryInfo"),
    "QtGui": ("QGradient", "QIcon", "QImage"),
    "QtWidgets": ("QAbstractItemView", "QComboBox", "QDialog", "QDockWidget"),
}

CHECKS = f"""
window.grab()
import PySide6
for module, names in {KEPT_OFF!r}.items():
    made = vars(getattr(PySide6, module))
    print(module, "set up at the first frame:", *[n for n in names if n in made])
"""


def test_the_first_frame_makes_no_enums_of_classes_it_does_without(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, CHECKS)
    for module in KEPT_OFF:
        assert f"{module} set up at the first frame:" in lines, lines


def test_the_first_frame_of_home_makes_no_icon_gradient_or_dialog_enums(data_dir: Path) -> None:
    lines = first_frame_lines(RESUMED + CHECKS + "window.close()\nstore.close()\n")
    assert "QtCore set up at the first frame:" in lines, lines
    assert "QtGui set up at the first frame:" in lines, lines
    # the games list and its filters are shown
    assert "QtWidgets set up at the first frame: QAbstractItemView QComboBox" in lines, lines
