"""Colours, fonts and the light and dark looks of the app.

Colour never carries meaning alone: every slot or card colour has a glyph and a
name (:data:`COLOUR_GLYPHS`), every player colour a letter on its swatch.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette, QPixmapCache
from PySide6.QtWidgets import QApplication

# Swatches for the colours players choose; unknown names get a neutral grey.
PLAYER_COLOURS: dict[str, str] = {
    "orange": "#e8842c",
    "purple": "#7b4fa8",
    "blue": "#2f6fb5",
    "green": "#3c9a4a",
    "red": "#c8393b",
    "yellow": "#e3c331",
    "black": "#333333",
    "white": "#f2f2f2",
    "grey": "#8a8a8a",
    "gray": "#8a8a8a",
    "pink": "#e07ab0",
    "teal": "#2a9d8f",
}
NEUTRAL = "#8a8a8a"

SLOT_COLOURS: dict[str, str] = {"green": "#3f9b4f", "red": "#c8443a", "yellow": "#e0b82e"}
COLOUR_GLYPHS: dict[str, str] = {"green": "▲", "red": "■", "yellow": "●"}
"""Shapes beside the slot and card colours, for colour-blind players."""

KIND_COLOURS: dict[str, str] = {
    "farm": "#7fb800",
    "desalination": "#2fa6d8",
    "laboratory": "#a678c9",
}


class Theme(NamedTuple):
    """The named colours of one look of the app (a named tuple: a frozen dataclass of
    15 fields cost the start ≈ 1 ms compiling its generated methods, issue #13)."""

    name: str
    window: str
    panel: str
    text: str
    muted: str
    border: str
    accent: str
    banner: str
    banner_text: str
    highlight: str
    warning: str
    danger: str
    ok: str
    site: str
    dark: bool


LIGHT = Theme(
    name="light",
    window="#eef3f6",
    panel="#ffffff",
    text="#16222b",
    muted="#5b6b77",
    border="#c5d3dc",
    accent="#0f5a84",
    banner="#0f3b57",
    banner_text="#ffffff",
    highlight="#ff9f1c",
    warning="#9a5b00",
    danger="#b3261e",
    ok="#2e7d32",
    site="#f4f7f9",
    dark=False,
)
DARK = Theme(
    name="dark",
    window="#151b20",
    panel="#1f282f",
    text="#e8eef2",
    muted="#9fb0bc",
    border="#3a4a56",
    accent="#6cb6e6",
    banner="#0b2a3e",
    banner_text="#f4fbff",
    highlight="#ffb347",
    warning="#ffc266",
    danger="#ff8a80",
    ok="#81c784",
    site="#26323b",
    dark=True,
)
THEMES = {"light": LIGHT, "dark": DARK}

PIXMAP_CACHE_KIB = 1280
"""Qt's pixmap cache (Fusion's drawn headers, spin boxes and combo boxes, the boards'
cached sites: ≈ 240 KiB a board): about what one table shows. Qt's 10 MiB filled over a
few games with pictures of sizes and states no longer shown, and so did 2 MiB (≈ 1 MiB
more after 1,000 taps than at the start; the taps' CPU the same with 1.25 up to a
1920×1080 window, while 1 MiB drew the boards' sites again at slot taps there; issue #13:
memory after 1,000 taps within 5 MiB of the start)."""

PIXMAP_CACHE_AREA = 1920 * 1080
"""The window's area (device pixels) up to which :data:`PIXMAP_CACHE_KIB` holds what one
table shows; a larger window's boards draw larger site pictures (:func:`fit_pixmap_cache`)."""

PIXMAP_CACHE_SCALE = 0.74
"""The largest scale a 1920×1080 window's boards are drawn at side by side (0.70–0.74, by
board), up to which :data:`PIXMAP_CACHE_KIB` holds what one table shows; boards drawn
larger in a smaller window (folded beside the History at 1600×1000: 0.89–0.94, each
board's pictures ≈ 1.5 times as large) draw larger site pictures (:func:`fit_pixmap_cache`)."""

_pixmap_kib: list[int] = [PIXMAP_CACHE_KIB]
"""The pixmap cache's bound for the window's size (:func:`fit_pixmap_cache`)."""

STYLE = "Fusion"
"""The app's Qt style, on every platform."""

_current: list[Theme] = [LIGHT]
_scale: list[float] = [1.0]
_style_given: list[bool] = [False]
"""Whether the app was made with :data:`STYLE` on its command line, not set yet."""
_base_points: list[float] = []
"""The app font's own size before any scaling (read once, at the first :func:`apply`)."""

SCALE_STEP = 1.1
"""One step of the text size (Ctrl + / Ctrl −)."""
STEPS = range(-4, 9)
"""The text-size steps a table can choose (0: the screen's default)."""
TOUCH = 44
"""The smallest height (pixels, at scale 1) of anything tapped."""


def scale() -> float:
    """The UI scale in use (1.0: the sizes as written)."""
    return _scale[0]


def set_scale(value: float) -> None:
    """Use ``value`` as the UI scale (call :func:`apply` next to restyle the app)."""
    _scale[0] = max(0.5, min(3.0, value))


def px(pixels: float) -> int:
    """``pixels`` at the UI scale."""
    return round(pixels * _scale[0])


def screen_scale(width: int, height: int) -> float:
    """The default scale for a screen of ``width`` × ``height`` logical pixels: the
    sizes as written up to 1600 × 1000, larger text on larger screens (never smaller:
    Ctrl − makes room on a small one). High-DPI screens report logical pixels, so
    their own scaling is not applied twice."""
    grow = min(width / 1600, height / 1000)
    return max(1.0, min(2.0, round(grow * 20) / 20))


def scale_for(width: int, height: int, steps: int) -> float:
    """The scale of a screen's size with the table's text-size ``steps`` on top."""
    return screen_scale(width, height) * SCALE_STEP**steps


def current() -> Theme:
    """The look in use."""
    return _current[0]


def system_theme() -> Theme:
    """Dark when the desktop asks for a dark colour scheme, else light."""
    from PySide6.QtCore import Qt

    hints = QGuiApplication.styleHints()
    return DARK if hints.colorScheme() == Qt.ColorScheme.Dark else LIGHT


def player_colour(name: str) -> str:
    """The swatch of a player's colour name."""
    return PLAYER_COLOURS.get(name.strip().lower(), NEUTRAL)


def text_on(hex_colour: str) -> str:
    """Black or white, whichever reads better on ``hex_colour``."""
    red, green, blue = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#000000" if 0.299 * red + 0.587 * green + 0.114 * blue > 150 else "#ffffff"


def font(size: int, bold: bool = False) -> QFont:
    """The app font at ``size`` points."""
    chosen = QFont()
    chosen.setPointSizeF(size * _scale[0])
    chosen.setBold(bold)
    return chosen


def stylesheet(theme: Theme) -> str:
    """The app-wide style sheet of ``theme``."""
    t = theme
    return f"""
QMainWindow, QWidget#screen {{ background: {t.window}; color: {t.text}; }}
QFrame#card, QFrame#player-panel, QGroupBox {{
    background: {t.panel}; border: {px(2)}px solid {t.border}; border-radius: {px(8)}px;
}}
QGroupBox {{ margin-top: {px(14)}px; padding-top: {px(8)}px; font-weight: bold; }}
QGroupBox::title {{ subcontrol-origin: margin; left: {px(10)}px; padding: 0 {px(4)}px; }}
QFrame#banner {{ background: {t.banner}; border-radius: {px(8)}px; }}
QFrame#banner QLabel {{ color: {t.banner_text}; background: transparent; }}
QFrame#banner QToolButton {{
    color: {t.banner_text}; background: transparent; border: {px(1)}px solid {t.banner_text};
    border-radius: {px(6)}px; padding: {px(4)}px {px(10)}px;
}}
QFrame#banner QToolButton:disabled {{ color: #7f95a5; border-color: #48637a; }}
QLabel#muted {{ color: {t.muted}; }}
QLabel#warning {{ color: {t.warning}; font-weight: bold; }}
QLabel#error {{ color: {t.danger}; font-weight: bold; }}
QLabel#swatch {{ border: {px(1)}px solid #333; border-radius: {px(4)}px; font-weight: bold; }}
QPushButton {{
    min-height: {px(TOUCH) - 2 * px(6) - 2}px;
    padding: {px(6)}px {px(12)}px; border-radius: {px(6)}px; background: {t.site}; color: {t.text};
    border: {px(1)}px solid {t.border};
}}
QPushButton:hover {{ border: {px(2)}px solid {t.accent}; }}
QPushButton:pressed {{ background: {t.border}; }}
QPushButton:disabled {{ color: {t.muted}; border: {px(1)}px dashed {t.border}; }}
QPushButton:focus {{ border: {px(2)}px solid {t.highlight}; }}
QPushButton[role="primary"] {{
    background: {t.accent}; color: {t.panel}; font-weight: bold; border: none;
    padding: {px(10)}px {px(18)}px;
}}
QPushButton[role="primary"]:disabled {{ background: {t.border}; color: {t.muted}; }}
QWidget#effect-editor QPushButton:checked {{
    background: {t.accent}; color: {t.panel}; border: none;
}}
QPushButton#slot {{
    border: {px(2)}px solid {t.border}; text-align: left; padding: {px(4)}px {px(8)}px;
}}
QPushButton#slot:disabled {{ color: {t.muted}; }}
QPushButton#slot[chosen="true"] {{ border: {px(4)}px solid {t.highlight}; }}
QPushButton#small {{
    padding: 0px; min-width: {px(22)}px; max-width: {px(22)}px; min-height: {px(22)}px;
}}
QListView, QTableView, QTreeView {{ background: {t.panel}; color: {t.text}; }}
QFrame#lesson {{
    background: {t.panel}; border: {px(3)}px solid {t.accent}; border-radius: {px(10)}px;
}}
QFrame#lesson[kind="overlooked_rule"] {{ border-color: {t.highlight}; }}
QLabel#lesson-badge {{ color: {t.accent}; }}
QFrame#banner QToolButton::menu-indicator, QToolButton#language::menu-indicator,
QToolButton#main-menu::menu-indicator {{
    image: none; width: {px(0)}px;
}}
"""


def fit_pixmap_cache(width: int, height: int, scale: float = 0.0) -> None:
    """Bound Qt's pixmap cache for a window of ``width`` × ``height`` device pixels whose
    boards are drawn at ``scale`` at most (device pixels to the scene's):
    :data:`PIXMAP_CACHE_KIB` up to :data:`PIXMAP_CACHE_AREA` and
    :data:`PIXMAP_CACHE_SCALE`, in proportion to the larger beyond them, so that a large
    screen's boards, or boards drawn large beside the History, keep their site pictures
    cached (issue #13: with the History open the four boards' pictures did not fit, and
    a board shown again drew its sites inside the tap)."""
    kib = max(
        PIXMAP_CACHE_KIB,
        round(PIXMAP_CACHE_KIB * width * height / PIXMAP_CACHE_AREA),
        round(PIXMAP_CACHE_KIB * (scale / PIXMAP_CACHE_SCALE) ** 2),
    )
    if kib != _pixmap_kib[0]:
        _pixmap_kib[0] = kib
        QPixmapCache.setCacheLimit(kib)


def style_arguments() -> list[str]:
    """Command-line arguments that make a new QApplication with :data:`STYLE`: the first
    :func:`apply` then leaves it (setting a style hands it back to Python, and PySide6
    sets up its style types for it: ~9 ms at the start, issue #13)."""
    _style_given[0] = True
    return ["-style", STYLE]


def apply(app: QApplication, theme: Theme) -> None:
    """Use ``theme`` for the whole app (Fusion style, palette, style sheet)."""
    _current[0] = theme
    if not _base_points:
        _base_points.append(app.font().pointSizeF())
    base = app.font()
    base.setPointSizeF(_base_points[0] * _scale[0])
    app.setFont(base)
    if _style_given[0]:
        _style_given[0] = False  # the app was made with it
    else:
        app.setStyle(STYLE)
    QPixmapCache.setCacheLimit(_pixmap_kib[0])
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: theme.window,
        QPalette.ColorRole.WindowText: theme.text,
        QPalette.ColorRole.Base: theme.panel,
        QPalette.ColorRole.AlternateBase: theme.site,
        QPalette.ColorRole.Text: theme.text,
        QPalette.ColorRole.Button: theme.site,
        QPalette.ColorRole.ButtonText: theme.text,
        QPalette.ColorRole.Highlight: theme.accent,
        QPalette.ColorRole.HighlightedText: theme.panel,
        QPalette.ColorRole.ToolTipBase: theme.panel,
        QPalette.ColorRole.ToolTipText: theme.text,
        QPalette.ColorRole.PlaceholderText: theme.muted,
    }
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, theme.muted)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, theme.muted)
    app.setPalette(palette)
    app.setStyleSheet(stylesheet(theme))
