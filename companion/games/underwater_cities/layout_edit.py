"""Editing a player-board layout, one step at a time (the board editor's engine).

Every step returns a new :class:`PlayerBoard` or raises :class:`LayoutRefused`
with a message saying why (the layout is then unchanged). Site ids follow where a
site lies, so a player reads every name off the printed board: a city site's id
is its cell (``c23``), a tunnel site's id its two ends (``t_c12_c23``), a building
site's id its city and number (``b_c23_2``), the expansion site ``x_c23``; moving
a city renames what hangs on it. A step keeps the layout readable by the model;
what only makes it unusable (an unreachable city, a missing expansion site) is
for :func:`~companion.games.underwater_cities.calibration.layout_problems`.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from companion.core.messages import Message, message
from companion.games.underwater_cities.board import (
    COLUMNS,
    ROWS,
    PlayerBoard,
    SiteBonus,
    city_cell,
    city_id,
)
from companion.games.underwater_cities.model import ZERO, Resources

BUILDING_SITES = 3
"""Ordinary building sites a new city site gets (plus its expansion site)."""


class LayoutRefused(ValueError):
    """An edit that would not give a layout; ``reason`` says why."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.code)
        self.reason = reason


def _rebuilt(data: dict[str, Any]) -> PlayerBoard:
    try:
        return PlayerBoard.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        raise LayoutRefused(
            message("uc.layout.invalid", reason=str(first["msg"]).removeprefix("Value error, "))
        ) from None


def _tunnel_id(a: str, b: str) -> str:
    first, second = sorted((a, b), key=lambda end: (city_cell(end) is None, end))
    return f"t_{first}_{second}"


def _renumbered(data: dict[str, Any]) -> dict[str, Any]:
    """Ids recomputed from where each site lies (tunnels from their ends, building
    sites numbered per city in board order); pair bonuses follow their tunnels."""
    renamed: dict[str, str] = {}
    for tunnel in data["tunnels"]:
        new = _tunnel_id(*tunnel["ends"])
        renamed[tunnel["id"]] = new
        tunnel["id"] = new
    counts: dict[str, int] = {}
    for site in data["buildings"]:
        if site.get("expansion"):
            site["id"] = f"x_{site['city']}"
        else:
            counts[site["city"]] = counts.get(site["city"], 0) + 1
            site["id"] = f"b_{site['city']}_{counts[site['city']]}"
    for pair in data.get("pair_bonuses", []):
        pair["tunnels"] = [renamed.get(t, t) for t in pair["tunnels"]]
    return data


def _data(board: PlayerBoard) -> dict[str, Any]:
    return board.model_dump(mode="json")


def _site_list(data: dict[str, Any], site: str) -> dict[str, Any]:
    for group in ("cities", "tunnels", "buildings"):
        for entry in data[group]:
            if entry["id"] == site:
                return dict(entry)
    raise LayoutRefused(message("uc.layout.no_such_site", site=site))


def _replace(data: dict[str, Any], entry: dict[str, Any]) -> None:
    for group in ("cities", "tunnels", "buildings"):
        data[group] = [entry if e["id"] == entry["id"] else e for e in data[group]]


def set_marks(
    board: PlayerBoard,
    site: str,
    *,
    bonus: SiteBonus | None,
    surcharge: Resources = ZERO,
    multiplier: bool = False,
    production_factor: int = 1,
) -> PlayerBoard:
    """``site`` with this bonus, surcharge and (tunnel and building sites) multiplier;
    a tunnel site also with its production factor."""
    data = _data(board)
    entry = _site_list(data, site)
    entry["bonus"] = None if bonus is None or bonus == SiteBonus() else bonus.model_dump()
    entry["surcharge"] = surcharge.model_dump()
    if "multiplier" in entry:
        entry["multiplier"] = multiplier
    if "production_factor" in entry:
        entry["production_factor"] = production_factor
    _replace(data, entry)
    return _rebuilt(data)


def move_marks(board: PlayerBoard, source: str, target: str) -> PlayerBoard:
    """The bonus, surcharge and multiplier of ``source`` moved onto ``target`` (and
    those of ``target``, if any, onto ``source``)."""
    data = _data(board)
    moving = _site_list(data, source)
    into = _site_list(data, target)
    for key in ("bonus", "surcharge"):
        moving[key], into[key] = into[key], moving[key]
    if moving.get("multiplier") or into.get("multiplier"):
        if "multiplier" not in moving or "multiplier" not in into:
            raise LayoutRefused(message("uc.layout.no_multiplier_here", site=target))
        moving["multiplier"], into["multiplier"] = into["multiplier"], moving["multiplier"]
    _replace(data, moving)
    _replace(data, into)
    return _rebuilt(data)


def _free(board: PlayerBoard, row: int, column: int) -> str:
    if not (1 <= row <= ROWS and 1 <= column <= COLUMNS):
        raise LayoutRefused(message("uc.layout.off_the_board"))
    new = city_id(row, column)
    if any(c.id == new for c in board.cities):
        raise LayoutRefused(message("uc.layout.cell_taken", city=new))
    return new


def add_city(board: PlayerBoard, row: int, column: int) -> PlayerBoard:
    """A new city site on cell (row, column) with its building and expansion sites
    (join it with a tunnel site next)."""
    new = _free(board, row, column)
    data = _data(board)
    data["cities"].append({"id": new})
    sites = [{"id": "", "city": new} for _ in range(BUILDING_SITES)]
    data["buildings"].extend([*sites, {"id": "", "city": new, "expansion": True}])
    return _rebuilt(_renumbered(data))


def move_city(board: PlayerBoard, city: str, row: int, column: int) -> PlayerBoard:
    """The city site ``city`` moved to cell (row, column), with everything on it."""
    new = _free(board, row, column)
    data = _data(board)
    _site_list(data, city)
    for entry in data["cities"]:
        if entry["id"] == city:
            entry["id"] = new
    for tunnel in data["tunnels"]:
        tunnel["ends"] = [new if end == city else end for end in tunnel["ends"]]
    for site in data["buildings"]:
        if site["city"] == city:
            site["city"] = new
    return _rebuilt(_renumbered(data))


def remove_site(board: PlayerBoard, site: str) -> PlayerBoard:
    """``site`` taken off the board; a city site takes its tunnel and building sites
    with it (the start city cannot go)."""
    if site == board.start_city:
        raise LayoutRefused(message("uc.layout.start_stays"))
    data = _data(board)
    _site_list(data, site)
    data["cities"] = [c for c in data["cities"] if c["id"] != site]
    gone = {t["id"] for t in data["tunnels"] if site in t["ends"] or t["id"] == site}
    data["tunnels"] = [t for t in data["tunnels"] if t["id"] not in gone]
    data["buildings"] = [b for b in data["buildings"] if site not in (b["id"], b["city"])]
    data["pair_bonuses"] = [
        p for p in data.get("pair_bonuses", []) if not gone.intersection(p["tunnels"])
    ]
    return _rebuilt(_renumbered(data))


def add_tunnel(board: PlayerBoard, a: str, b: str) -> PlayerBoard:
    """A tunnel site between ``a`` and ``b`` (city sites or metropolis spaces)."""
    if any({a, b} == set(t.ends) for t in board.tunnels):
        raise LayoutRefused(message("uc.layout.double_tunnel", site=_tunnel_id(a, b)))
    if city_cell(a) is None and city_cell(b) is None:
        raise LayoutRefused(message("uc.layout.tunnel_needs_city"))
    data = _data(board)
    data["tunnels"].append({"id": "", "ends": [a, b]})
    return _rebuilt(_renumbered(data))


def add_building(board: PlayerBoard, city: str, *, expansion: bool = False) -> PlayerBoard:
    """One more building (or expansion) site next to ``city``."""
    data = _data(board)
    _site_list(data, city)
    data["buildings"].append({"id": "", "city": city, "expansion": expansion})
    return _rebuilt(_renumbered(data))


def set_start(board: PlayerBoard, city: str) -> PlayerBoard:
    """``city`` as the start city site."""
    data = _data(board)
    _site_list(data, city)
    for entry in data["cities"]:
        entry["start"] = entry["id"] == city
    return _rebuilt(data)
