"""Player boards as data: city, tunnel, building and expansion sites.

The rulebooks show the boards only as pictures, so the shipped layouts are
provisional (``provisional: true`` in the data); no rule depends on the
geometry, so correcting a board is a data edit in
``resources/underwater_cities/boards/``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.games.underwater_cities.model import ZERO, Resources

BoardSide = Literal["standard", "asymmetric"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SiteBonus(_Frozen):
    """What building on a site gives at once, connected or not.

    ``federation_card`` is the Federation+card icon: advance 1, draw 1.
    ``points`` is used by asymmetric sites that score at once.
    """

    resources: Resources = ZERO
    federation_card: bool = False
    points: int = 0


class CitySite(_Frozen):
    """A site for a city; ``symbiotic_points`` overrides the 2 points a
    connected symbiotic city produces (asymmetric boards)."""

    id: str
    start: bool = False
    bonus: SiteBonus | None = None
    surcharge: Resources = ZERO
    symbiotic_points: int | None = None


class TunnelSite(_Frozen):
    """A tunnel site between two ends: city sites or metropolis spaces.

    ``production_factor`` > 1 makes the tunnel produce that many times;
    ``metropolis_points`` is extra production when the metropolis it joins is
    connected (asymmetric boards).
    """

    id: str
    ends: tuple[str, str]
    bonus: SiteBonus | None = None
    surcharge: Resources = ZERO
    multiplier: bool = False
    production_factor: int = 1
    metropolis_points: int = 0


class BuildingSite(_Frozen):
    """A building site next to one city site; ``expansion`` sites need a card."""

    id: str
    city: str
    expansion: bool = False
    bonus: SiteBonus | None = None
    surcharge: Resources = ZERO
    multiplier: bool = False


class MetropolisSpace(_Frozen):
    """A hexagon for a metropolis tile: the brown one (top left) or a blue one."""

    id: str
    colour: Literal["brown", "blue"]


class PairBonus(_Frozen):
    """Extra production when every listed tunnel site is built and producing."""

    tunnels: tuple[str, ...]
    production: Resources = ZERO
    points: int = 0


class PlayerBoard(_Frozen):
    """One side of one player board."""

    id: int
    side: BoardSide
    provisional: bool
    provenance: str
    cities: tuple[CitySite, ...]
    tunnels: tuple[TunnelSite, ...]
    buildings: tuple[BuildingSite, ...]
    metropolises: tuple[MetropolisSpace, ...]
    pair_bonuses: tuple[PairBonus, ...] = Field(default=())

    @model_validator(mode="after")
    def _check(self) -> PlayerBoard:
        ids = [s.id for s in self.cities + self.tunnels + self.buildings + self.metropolises]  # type: ignore[operator]
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        if duplicates:
            raise ValueError(f"board {self.id}: duplicate site ids {duplicates}")
        starts = [c.id for c in self.cities if c.start]
        if len(starts) != 1:
            raise ValueError(f"board {self.id}: exactly one start city site is needed")
        ends = {c.id for c in self.cities} | {m.id for m in self.metropolises}
        for tunnel in self.tunnels:
            unknown = [e for e in tunnel.ends if e not in ends]
            if unknown:
                raise ValueError(f"board {self.id}: tunnel {tunnel.id} ends at unknown {unknown}")
        city_ids = {c.id for c in self.cities}
        for building in self.buildings:
            if building.city not in city_ids:
                raise ValueError(f"board {self.id}: building site {building.id} has no city")
        return self

    @property
    def start_city(self) -> str:
        """The id of the start city site (bottom right)."""
        return next(c.id for c in self.cities if c.start)
