"""One player's board as a schematic network (QGraphicsView).

City sites sit on a grid read from their ids (``c23`` = row 2, column 3; other
ids fall back to reading order), tunnel sites are lines between their two ends
with a tappable marker in the middle, building sites ring their city, and the
metropolis spaces sit outside the grid beside the cities they join. What is
connected comes from the engine's ``compute_network``: connected things are
solid, unconnected ones hatched with a ⊘, legal sites get a thick ring.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPen,
    QPolygonF,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from companion.games.underwater_cities.board import PlayerBoard, SiteBonus, city_cell
from companion.games.underwater_cities.model import Resources
from companion.games.underwater_cities.network import compute_network
from companion.games.underwater_cities.players import layout_of
from companion.games.underwater_cities.state import PlayerState
from ui import theme
from ui.games.underwater_cities import words
from ui.games.underwater_cities.game_data import library_near
from ui.games.underwater_cities.table.turn_flow import Highlight

if TYPE_CHECKING:
    from PySide6.QtGui import QContextMenuEvent

GRID = 210.0
CITY_RADIUS = 36.0
BUILDING_RADIUS = 17.0
RING = 66.0
METROPOLIS_DISTANCE = 135.0
SITE_ROLE = 0
"""``QGraphicsItem.data`` key holding the site id of a tappable item."""


def _short(resources: Resources) -> str:
    return " ".join(f"{n}{words.resource_short(r)}" for r, n in resources.items())


class _Site:
    """The drawn parts of one site (a plain class: a dataclass's generated methods
    cost the start their compilation, issue #13)."""

    __slots__ = ("kind", "label", "line", "shape")

    def __init__(
        self,
        kind: str,
        shape: QAbstractGraphicsShapeItem,
        label: QGraphicsSimpleTextItem,
        line: QGraphicsLineItem | None = None,
    ) -> None:
        self.kind = kind
        self.shape = shape
        self.label = label
        self.line = line


def _grid_positions(board: PlayerBoard) -> dict[str, QPointF]:
    positions: dict[str, QPointF] = {}
    columns = max(1, math.ceil(math.sqrt(len(board.cities))))
    for index, city in enumerate(board.cities):
        cell = city_cell(city.id)
        row, column = cell or (index // columns + 1, index % columns + 1)
        positions[city.id] = QPointF((column - 1) * GRID, (row - 1) * GRID)
    return positions


def _metropolis_positions(board: PlayerBoard, cities: dict[str, QPointF]) -> dict[str, QPointF]:
    xs = [p.x() for p in cities.values()]
    ys = [p.y() for p in cities.values()]
    centre = QPointF((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
    positions = {}
    for space in board.metropolises:
        ends = [
            cities[end]
            for tunnel in board.tunnels
            if space.id in tunnel.ends
            for end in tunnel.ends
            if end in cities
        ]
        if not ends:
            continue
        anchor = QPointF(sum(p.x() for p in ends) / len(ends), sum(p.y() for p in ends) / len(ends))
        out = anchor - centre
        length = math.hypot(out.x(), out.y()) or 1.0
        positions[space.id] = anchor + out * (METROPOLIS_DISTANCE / length)
    return positions


def _building_positions(board: PlayerBoard, cities: dict[str, QPointF]) -> dict[str, QPointF]:
    positions = {}
    angles = [225.0, 315.0, 135.0, 45.0, 200.0, 340.0, 160.0, 20.0]
    for city in board.cities:
        sites = [b for b in board.buildings if b.city == city.id]
        for index, site in enumerate(sites):
            angle = math.radians(angles[index % len(angles)])
            positions[site.id] = cities[city.id] + QPointF(
                RING * math.cos(angle), -RING * math.sin(angle)
            )
    return positions


def _hexagon(centre: QPointF, radius: float) -> QPolygonF:
    return QPolygonF(
        [
            centre
            + QPointF(
                radius * math.cos(math.radians(60 * i)), radius * math.sin(math.radians(60 * i))
            )
            for i in range(6)
        ]
    )


class BoardView(QGraphicsView):
    """A player board; emits :attr:`site_clicked` when a highlighted site is tapped."""

    site_clicked = Signal(int, str)
    site_menu = Signal(int, str)
    """A right click on a site: correct it by hand."""
    site_refused = Signal(int, str)
    """A site that is not highlighted was tapped (the table says why)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.player = -1
        self.board: PlayerBoard | None = None
        self.sites: dict[str, _Site] = {}
        self.tappable: frozenset[str] = frozenset()
        self._extras: list[QGraphicsItem] = []
        self._extras_theme = ""
        """The theme the notes beside the sites were coloured for."""
        self._styled: dict[str, tuple[object, ...]] = {}
        """Each site's look as last drawn (what it shows, its highlight, the theme)."""
        self._shown: tuple[object, ...] = ()
        self._waiting: tuple[PlayerState, int, Highlight | None] | None = None
        self._stale = False
        """Sites restyled since the board was last painted (see :meth:`stale`)."""
        self.marked: frozenset[str] = frozenset()
        """Sites ringed because a lesson names them (:meth:`mark_sites`)."""
        self._rings: list[QGraphicsItem] = []
        self.beside: list[BoardView] = [self]
        """The boards drawn beside it (the table's), itself among them: the largest scale
        they are drawn at bounds Qt's pixmap cache (:meth:`resizeEvent`)."""

    # -- building the scene ---------------------------------------------------------

    def _build_scene(self, board: PlayerBoard) -> None:
        scene = self.scene()
        scene.clear()
        self.sites = {}
        self._styled = {}
        self._extras_theme = ""
        self._extras = []
        self._rings = []
        cities = _grid_positions(board)
        metropolises = _metropolis_positions(board, cities)
        buildings = _building_positions(board, cities)
        ends = {**cities, **metropolises}
        small = theme.font(9)
        bold = theme.font(11, bold=True)  # one font for every site's letters (setFont copies it)
        for tunnel in board.tunnels:
            if tunnel.ends[0] not in ends or tunnel.ends[1] not in ends:
                continue
            a, b = ends[tunnel.ends[0]], ends[tunnel.ends[1]]
            line = scene.addLine(a.x(), a.y(), b.x(), b.y())
            line.setZValue(0)
            middle = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
            marker = QGraphicsRectItem(QRectF(middle.x() - 22, middle.y() - 14, 44, 28))
            self._add(tunnel.id, "tunnel", bold, marker, line)
            self._notes(
                marker,
                middle + QPointF(-22, 16),
                tunnel.bonus,
                tunnel.surcharge,
                tunnel.multiplier or tunnel.production_factor > 1,
                small,
            )
        for space in board.metropolises:
            if space.id not in metropolises:
                continue
            hexagon = QGraphicsPolygonItem(_hexagon(metropolises[space.id], 48))
            self._add(space.id, f"metropolis-{space.colour}", bold, hexagon)
        for city in board.cities:
            centre = cities[city.id]
            circle = QGraphicsEllipseItem(
                QRectF(
                    centre.x() - CITY_RADIUS,
                    centre.y() - CITY_RADIUS,
                    2 * CITY_RADIUS,
                    2 * CITY_RADIUS,
                )
            )
            self._add(city.id, "city", bold, circle)
            self._notes(
                circle,
                centre + QPointF(-CITY_RADIUS, CITY_RADIUS + 2),
                city.bonus,
                city.surcharge,
                False,
                small,
            )
        for site in board.buildings:
            centre = buildings[site.id]
            radius = BUILDING_RADIUS
            shape: QAbstractGraphicsShapeItem
            rect = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            shape = QGraphicsRectItem(rect) if site.expansion else QGraphicsEllipseItem(rect)
            self._add(site.id, "expansion" if site.expansion else "building", bold, shape)
            self._notes(
                shape,
                centre + QPointF(-radius, radius),
                site.bonus,
                site.surcharge,
                site.multiplier,
                small,
            )
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-12, -12, 12, 12))
        self.board = board
        self.mark_sites(self.marked)

    def mark_sites(self, sites: frozenset[str]) -> None:
        """Ring ``sites`` in the warning colour (a lesson talks about them); an
        empty set takes the rings away. The rings lie under the sites: taps pass."""
        self.marked = sites
        for ring in self._rings:
            self.scene().removeItem(ring)
        self._rings = []
        pen = QPen(QColor(theme.current().warning), 5, Qt.PenStyle.DashLine)
        for site in sorted(sites):
            drawn = self.sites.get(site)
            if drawn is not None:
                rect = drawn.shape.sceneBoundingRect().adjusted(-12, -12, 12, 12)
                ring = self.scene().addEllipse(rect, pen)
                ring.setZValue(0.5)
                self._rings.append(ring)

    def _add(
        self,
        site: str,
        kind: str,
        font: QFont,
        shape: QAbstractGraphicsShapeItem,
        line: QGraphicsLineItem | None = None,
    ) -> None:
        """A site's shape and letters (its look and tooltip come with :meth:`_style`)."""
        shape.setData(SITE_ROLE, site)
        shape.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        shape.setZValue(2 if kind != "tunnel" else 1)
        label = QGraphicsSimpleTextItem(shape)
        label.setFont(font)
        self.scene().addItem(shape)
        self.sites[site] = _Site(kind, shape, label, line)

    def _notes(
        self,
        parent: QGraphicsItem,
        at: QPointF,
        bonus: SiteBonus | None,
        surcharge: Resources,
        multiplier: bool,
        font: object,
    ) -> None:
        bits = []
        if bonus is not None:
            gain = _short(bonus.resources)
            if bonus.federation_card:
                gain = (gain + " " if gain else "") + self.tr("▶+card")
            if bonus.points:
                gain = (gain + " " if gain else "") + self.tr("{0}pt").format(bonus.points)
            bits.append("+" + gain)
        if not surcharge.is_zero():
            bits.append(self.tr("extra {0}").format(_short(surcharge)))
        if multiplier:
            bits.append("2×")
        if not bits:
            return
        note = QGraphicsSimpleTextItem(" ".join(bits), parent)
        note.setFont(font)  # type: ignore[arg-type]
        note.setPos(at)
        self._extras.append(note)

    # -- showing a state ---------------------------------------------------------------

    def show_player(
        self,
        state_player: PlayerState,
        player: int,
        highlight: Highlight | None,
        hidden: bool = False,
    ) -> None:
        """Draw ``state_player``'s board; highlight sites when ``highlight`` is theirs.

        A hidden board is drawn when it is shown (or ``hidden``: now); an unchanged one
        is not redrawn.
        """
        mine = highlight is not None and highlight.player == player
        self.player = player
        self.tappable = highlight.sites if highlight is not None and mine else frozenset()
        unaffordable = highlight.unaffordable if highlight is not None and mine else frozenset()
        if not self._shown and not self.isVisible() and not hidden:
            # never drawn: not even its layout is read before it shows (or idle time)
            self._waiting = (state_player, player, highlight)
            return
        t = theme.current()
        board = layout_of(state_player)
        shown = (
            board,
            state_player.built,
            state_player.metropolises,
            state_player.colour,
            self.tappable,
            unaffordable,
            t.name,
        )
        if shown == self._shown:
            self._waiting = None  # what is drawn is what it shows
            return
        if not self.isVisible() and not hidden:
            self._waiting = (state_player, player, highlight)
            return
        self._shown = shown
        self._waiting = None
        self._draw(state_player, board, unaffordable, t)

    @property
    def waiting(self) -> bool:
        """True when the board changed while hidden and is not drawn yet."""
        return self._waiting is not None

    def draw_waiting(self) -> None:
        """Draw what changed while the board was hidden (in idle time, so that showing
        it in a tap has nothing left to draw)."""
        if self._waiting is None:
            return
        state_player, player, highlight = self._waiting
        self._waiting = None
        self.show_player(state_player, player, highlight, hidden=True)

    def stale(self) -> bool:
        """True when the board is hidden and sites were restyled since it was last
        painted: its next showing would draw their pictures (asked in idle time: a board
        shown then was painted by the tap's paint)."""
        if self.isVisible():
            self._stale = False
        return self._stale

    def paint_ahead(self, size: QSize | None = None) -> None:
        """Hidden, take ``size`` (the board shown's: a hidden tab keeps the size it had
        when last shown, 100×30 before) and paint into a scratch image, so that its
        sites' pictures in Qt's pixmap cache are ready when a tap shows it (the first
        showing of a board painted them all then, ≈ 3 ms). ``size`` None: the size its
        hidden page lays it out at, the page's layout done by Qt for the painting (the
        folded table's board tab while another tab is shown)."""
        self.draw_waiting()
        viewport = self.viewport()
        if size is not None:
            self.resize(size)
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            if viewport.size().isEmpty():  # nothing to draw: not asked again
                self._stale = False
                return
        from PySide6.QtGui import QImage  # idle work: its enums not made at the start

        # The sites' pictures are drawn at the viewport's size whatever the image's: a
        # pixel's image is enough (a viewport's, ≈ 1.2 MB a paint at 1600×1000, left
        # ≈ 1 MiB more after 1,000 taps once the next turn's board was painted each turn).
        image = QImage(QSize(1, 1), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(viewport.devicePixelRatioF())
        viewport.render(image)
        self._stale = False

    def _draw(
        self,
        state_player: PlayerState,
        board: PlayerBoard,
        unaffordable: frozenset[str],
        t: theme.Theme,
    ) -> None:
        if board is not self.board:
            self._build_scene(board)
        built = state_player.built
        network = compute_network(board, built)
        colour = QColor(theme.player_colour(state_player.colour))
        colour_name, start = colour.name(), board.start_city  # asked once, not per site
        library = library_near(self) if state_player.metropolises else None
        for site_id, site in self.sites.items():
            item = built.get(site_id)
            connected = (
                site_id in network.connected_cities
                or site_id in network.connected_buildings
                or site_id in network.tunnels
                or site_id in network.connected_metropolises
            )
            tile = state_player.metropolises.get(site_id, "")
            mark = 2 if site_id in self.tappable else 1 if site_id in unaffordable else 0
            looks = (
                item,
                connected,
                colour_name,
                t.name,
                site_id == start,
                tile,
                library.metropolis(tile) if library is not None and tile else None,
                mark,
            )
            if self._styled.get(site_id) == looks:
                continue  # a site restyled only when its look changed
            self._styled[site_id] = looks
            self._stale = True
            self._style(
                site_id,
                site,
                item.kind if item else None,
                bool(item and item.upgraded),
                connected,
                colour,
                t,
                state_player,
                start,
            )
            if mark == 2:
                site.shape.setPen(QPen(QColor(t.highlight), 6))
                site.shape.setCursor(Qt.CursorShape.PointingHandCursor)
            elif mark == 1:
                site.shape.setPen(QPen(QColor(t.highlight), 2, Qt.PenStyle.DotLine))
                site.shape.unsetCursor()
            else:
                site.shape.unsetCursor()
        if self._extras_theme != t.name:
            self._extras_theme = t.name
            for extra in self._extras:
                if isinstance(extra, QGraphicsSimpleTextItem):
                    extra.setBrush(QColor(t.muted))

    def _style(
        self,
        site_id: str,
        site: _Site,
        kind: str | None,
        upgraded: bool,
        connected: bool,
        colour: QColor,
        t: theme.Theme,
        player: PlayerState,
        start: str,
    ) -> None:
        muted = QColor(t.muted)
        empty_pen = QPen(muted, 2, Qt.PenStyle.DashLine)
        text = ""
        brush = _brush(QColor(t.site))
        pen = empty_pen
        text_colour = QColor(t.muted)
        if site.kind == "city":
            if kind is not None or site_id == start:
                symbiotic = kind == "symbiotic_city"
                fill = QColor("#8e5bb5" if symbiotic else "#f4f6f8")
                brush = _brush(
                    fill, Qt.BrushStyle.SolidPattern if connected else Qt.BrushStyle.BDiagPattern
                )
                pen = QPen(colour, 5) if connected else QPen(muted, 3, Qt.PenStyle.DashLine)
                text = ("★" if site_id == start else "") + words.letter(kind or "city")
                text = text if connected else "⊘" + text
                text_colour = (
                    QColor("#ffffff" if symbiotic else "#16222b") if connected else QColor(t.text)
                )
        elif site.kind == "tunnel":
            line_pen = QPen(muted, 2, Qt.PenStyle.DashLine)
            if kind is not None:
                line_pen = QPen(
                    colour,
                    9 if connected else 5,
                    Qt.PenStyle.SolidLine if connected else Qt.PenStyle.DashLine,
                )
                brush = _brush(
                    colour, Qt.BrushStyle.SolidPattern if connected else Qt.BrushStyle.BDiagPattern
                )
                pen = QPen(QColor(t.text), 2)
                text = words.letter("tunnel") + ("+" if upgraded else "")
                text_colour = QColor(theme.text_on(colour.name()))
            if site.line is not None:
                site.line.setPen(line_pen)
        elif site.kind in ("building", "expansion"):
            if kind is not None:
                fill = QColor(theme.KIND_COLOURS.get(kind, t.muted))
                brush = _brush(
                    fill, Qt.BrushStyle.SolidPattern if connected else Qt.BrushStyle.BDiagPattern
                )
                pen = (
                    QPen(colour, 5 if upgraded else 3)
                    if connected
                    else QPen(muted, 2, Qt.PenStyle.DashLine)
                )
                text = words.letter(kind) + ("+" if upgraded else "")
                text = text if connected else "⊘" + text
                text_colour = QColor("#16222b") if connected else QColor(t.text)
            elif site.kind == "expansion":
                text = "x"
        else:
            fill = QColor("#8a5a2b" if site.kind == "metropolis-brown" else "#2f6fb5")
            brush = _brush(
                fill, Qt.BrushStyle.SolidPattern if connected else Qt.BrushStyle.Dense6Pattern
            )
            pen = QPen(colour, 5) if connected else QPen(muted, 2, Qt.PenStyle.DashLine)
            tile = player.metropolises.get(site_id, "")
            entry = library_near(self).metropolis(tile) if tile else None
            text = _tile_label(tile, entry.name if entry else None) + (" ✓" if connected else "")
            text_colour = QColor("#ffffff" if connected else t.text)
        site.shape.setBrush(brush)
        site.shape.setPen(pen)
        site.label.setText(text)
        site.label.setBrush(text_colour)
        bounds = site.shape.boundingRect()
        size = site.label.boundingRect()
        site.label.setPos(bounds.center() - QPointF(size.width() / 2, size.height() / 2))
        state = words.site(site_id)
        if kind is not None:
            state += " — " + words.kind(kind) + (self.tr(", upgraded") if upgraded else "")
            state += self.tr(", connected") if connected else self.tr(", not connected")
        if site.kind.startswith("metropolis"):
            tile = player.metropolises.get(site_id, "")
            named = library_near(self).metropolis(tile) if tile else None
            if named is not None:
                state = f"{words.say(named.label)} ({state})"
        site.shape.setToolTip(state)

    # -- interaction ----------------------------------------------------------------

    def site_at(self, site: str) -> QPointF:
        """Where ``site`` is drawn, in viewport coordinates (for taps and tests)."""
        centre = self.sites[site].shape.sceneBoundingRect().center()
        return QPointF(self.mapFromScene(centre))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Tapping a highlighted site emits :attr:`site_clicked`, any other site
        :attr:`site_refused`."""
        site = self._site_under(event.position().toPoint())
        if site is not None and site in self.tappable:
            self.site_clicked.emit(self.player, site)
            event.accept()
            return
        if site is not None and event.button() == Qt.MouseButton.LeftButton:
            self.site_refused.emit(self.player, site)
        super().mousePressEvent(event)

    def _site_under(self, point: QPoint) -> str | None:
        """The site drawn at ``point``; a highlighted one wins over one drawn above it
        (an expansion site covers the middle of a tunnel site to a metropolis)."""
        at = self.mapToScene(point)
        for tappable in sorted(self.tappable):
            drawn = self.sites.get(tappable)
            if drawn is not None and drawn.shape.sceneBoundingRect().contains(at):
                return tappable
        item = self.itemAt(point)
        while item is not None and item.data(SITE_ROLE) is None:
            item = item.parentItem()
        site = item.data(SITE_ROLE) if item is not None else None
        return site if isinstance(site, str) else None

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """A right click on a site asks for a correction of it."""
        site = self._site_under(event.pos())
        if site is not None:
            self.site_menu.emit(self.player, site)
            event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the whole board in view, and its site pictures in Qt's pixmap cache (a
        larger window, or a board drawn larger, draws larger ones)."""
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        window = self.window()
        ratio = window.devicePixelRatioF()
        width, height = round(window.width() * ratio), round(window.height() * ratio)
        theme.fit_pixmap_cache(width, height, self._drawn_scale() * ratio)

    def _drawn_scale(self) -> float:
        """The largest scale the boards :attr:`beside` it are drawn at, of those laid out
        (each board's layout its own size; a board has no frame nor scroll bars, so its
        viewport is its size)."""
        return max(
            (
                view.transform().m11()
                for view in self.beside
                if not view.sceneRect().isEmpty() and not view.size().isEmpty()
            ),
            default=0.0,
        )

    def showEvent(self, event: QShowEvent) -> None:
        """Draw what changed while hidden; fit the board."""
        super().showEvent(event)
        if self._waiting is not None:
            self.show_player(*self._waiting)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


def _brush(colour: QColor, style: Qt.BrushStyle = Qt.BrushStyle.SolidPattern) -> QBrush:
    """A brush of ``colour`` and ``style``, made with its setters: choosing among the
    constructor's overloads sets up Python's image types (issue #13: not needed for the
    first frame)."""
    brush = QBrush()
    brush.setColor(colour)
    brush.setStyle(style)
    return brush


def _tile_label(tile: str, name: str | None = None) -> str:
    """A tile's printed name, shortened ('Seafood Harv…'); without one
    'blue_04' → 'B4', 'brown_sets' → 'sets'."""
    if name:
        return name if len(name) <= 12 else name[:11].rstrip() + "…"
    if tile.startswith("blue_"):
        return "B" + tile[5:].lstrip("0")
    if tile.startswith("brown_"):
        return tile[6:]
    return tile
