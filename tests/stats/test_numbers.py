"""Statistics on the fixture library, each number checked by computing it again
from what the engines said when they played the games (``tests/stats/library.py``)."""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path
from statistics import mean

import pytest

from companion.stats import breakdown_stats, kind_stats, player_stats, score_progression
from companion.stats.sheets import score_sheet
from companion.store import GameStore, LibraryQuery
from tests.stats.library import PAUSE, Played

KINDS = ("underwater_cities", "antarctica", "otys")


def test_the_library_has_fifty_finished_games_of_the_three_kinds(
    library: Path, played: list[Played]
) -> None:
    assert len(played) >= 50
    assert set(Counter(p.game_id for p in played)) == set(KINDS)
    with GameStore(library) as store:
        page = store.library(LibraryQuery(status="finished", limit=-1))
    assert page.total == len(played) == len(page.rows)


def test_seats_hold_the_engines_result(library: Path, played: list[Played]) -> None:
    with GameStore(library) as store:
        for game in played:
            row = store.library_row(game.number)
            assert [s.name for s in row.seats] == list(game.names)
            for seat, score in zip(row.seats, game.result.scores, strict=True):
                assert (seat.points, seat.place) == (score.points, score.place)
                assert seat.winner == (score.seat in game.result.winners)


def test_each_breakdown_adds_up_to_the_final_score(played: list[Played]) -> None:
    for game in played:
        for score in game.result.scores:
            assert sum(parts[score.seat] for parts in game.breakdown.parts.values()) == score.points


def test_player_records(library: Path, played: list[Played]) -> None:
    points: dict[tuple[str, str | None], list[int]] = defaultdict(list)
    wins: Counter[tuple[str, str | None]] = Counter()
    for game in played:
        for score in game.result.scores:
            for kind in (game.game_id, None):
                points[score.name, kind].append(score.points)
                wins[score.name, kind] += score.seat in game.result.winners
    with GameStore(library) as store:
        records = player_stats(store)
        one = store.profile_named("Mia")
        assert one is not None
        only_mia = player_stats(store, profile=one.id, game_id="otys")
    assert {(r.name, r.game_id) for r in records} == set(points)
    for record in records:
        expected = points[record.name, record.game_id]
        assert record.plays == len(expected)
        assert record.wins == wins[record.name, record.game_id]
        assert record.win_rate == pytest.approx(record.wins / record.plays)
        if record.game_id is None:
            assert record.average is None and record.best is None
        else:
            assert record.average == pytest.approx(mean(expected))
            assert record.best == max(expected)
    assert [(r.name, r.game_id) for r in only_mia] == [("Mia", "otys")]


def _first_actor(game: Played) -> int:
    return next(actor for actor in game.actors if actor is not None)


@pytest.mark.parametrize("kind", KINDS)
def test_a_game_kinds_numbers(library: Path, played: list[Played], kind: str) -> None:
    games = [g for g in played if g.game_id == kind]
    scores = [s.points for g in games for s in g.result.scores]
    with GameStore(library) as store:
        numbers = kind_stats(store, kind, bins=6)
    assert numbers.plays == len(games)
    assert sum(b.count for b in numbers.distribution) == len(scores)
    assert len(numbers.distribution) <= 6
    for part in numbers.distribution:
        assert part.count == sum(part.low <= s <= part.high for s in scores)
    assert numbers.distribution[0].low == min(scores)
    assert numbers.distribution[-1].high >= max(scores)
    plays: Counter[int] = Counter()
    won: Counter[int] = Counter()
    for game in games:
        first, count = _first_actor(game), len(game.names)
        for score in game.result.scores:
            position = (score.seat - first) % count + 1
            plays[position] += 1
            won[position] += score.seat in game.result.winners
    assert {r.position: (r.plays, r.wins) for r in numbers.positions} == {
        p: (plays[p], won[p]) for p in plays
    }
    assert numbers.expected_win_rate == pytest.approx(mean(1 / len(g.names) for g in games))
    for row in numbers.by_player_count:
        same = [g for g in games if len(g.names) == row.players]
        assert row.games == len(same)
        assert row.average == pytest.approx(mean(s.points for g in same for s in g.result.scores))
        winners = [s.points for g in same for s in g.result.scores if s.seat in g.result.winners]
        assert row.winners_average == (pytest.approx(mean(winners)) if winners else None)


@pytest.mark.parametrize("kind", KINDS)
def test_a_game_kinds_breakdown(library: Path, played: list[Played], kind: str) -> None:
    games = [g for g in played if g.game_id == kind]
    with GameStore(library) as store:
        numbers = breakdown_stats(store, kind)
        ada = store.profile_named("Ada")
        assert ada is not None
        adas = breakdown_stats(store, kind, profile=ada.id)
    assert [c.category for c in numbers.categories] == list(games[0].breakdown.parts)
    for record in numbers.categories:
        values = [v for g in games for v in g.breakdown.parts[record.category]]
        assert record.seats == len(values)
        assert record.average == pytest.approx(mean(values))
    for record in adas.categories:
        values = [
            g.breakdown.parts[record.category][g.names.index("Ada")]
            for g in games
            if "Ada" in g.names
        ]
        assert record.average == pytest.approx(mean(values))
    groups = {(g.tag, g.value): g for g in numbers.groups}
    expected: dict[tuple[str, str], list[tuple[Played, int]]] = defaultdict(list)
    for game in games:
        for tag, values in game.breakdown.tags.items():
            for seat, value in enumerate(values):
                expected[tag, value].append((game, seat))
    assert set(groups) == set(expected)
    for key, seats in expected.items():
        group = groups[key]
        assert group.seats == len(seats)
        assert group.average == pytest.approx(mean(g.result.scores[s].points for g, s in seats))
        for record in group.categories:
            assert record.average == pytest.approx(
                mean(g.breakdown.parts[record.category][s] for g, s in seats)
            )
    if kind == "underwater_cities":
        assert {value for _, value in groups} == {
            "uc.stats.side.standard",
            "uc.stats.side.asymmetric",
        }


def test_timers_leave_the_pause_out(library: Path, played: list[Played]) -> None:
    with GameStore(library) as store:
        for game in played:
            row = store.library_row(game.number)
            assert row.duration_ms == (game.commands - 1) * game.step * 1000
            thinking: Counter[int] = Counter()
            for actor in game.actors:
                if actor is not None:
                    thinking[actor] += game.step * 1000
            assert {s.seat: s.time_ms for s in row.seats} == {
                seat: thinking[seat] for seat in range(len(game.names))
            }
    assert PAUSE.total_seconds() > 0


def test_the_library_filters_searches_and_pages(library: Path, played: list[Played]) -> None:
    with GameStore(library) as store:
        mia = store.profile_named("mia")
        assert mia is not None
        for kind in KINDS:
            page = store.library(LibraryQuery(game_id=kind, limit=-1))
            assert page.total == sum(g.game_id == kind for g in played)
            assert all(row.game_id == kind for row in page.rows)
        page = store.library(LibraryQuery(profile=mia.id, game_id="antarctica", limit=-1))
        assert {row.id for row in page.rows} == {
            g.number for g in played if g.game_id == "antarctica" and "Mia" in g.names
        }
        searched = store.library(LibraryQuery(search="LEO", limit=-1))
        assert {row.id for row in searched.rows} == {g.number for g in played if "Leo" in g.names}
        titled = store.library(LibraryQuery(search="otys 1", limit=-1))
        assert {row.title for row in titled.rows} == {f"otys {n}" for n in (1, *range(10, 20))} & {
            row.title for row in store.library(LibraryQuery(limit=-1)).rows
        }
        assert store.library(LibraryQuery(search="50%_", limit=-1)).total == 0
        first = store.library(LibraryQuery(order="created", limit=10))
        second = store.library(LibraryQuery(order="created", limit=10, offset=10))
        assert first.total == second.total == len(played)
        assert [r.created for r in first.rows + second.rows] == sorted(
            (g.created for g in played), reverse=True
        )[:20]
        assert store.library(LibraryQuery(status="in_progress")).total == 0
        longest = store.library(LibraryQuery(order="duration", limit=1)).rows[0]
        assert longest.duration_ms == max((g.commands - 1) * g.step * 1000 for g in played)


def test_a_score_progression_ends_at_the_final_scores(library: Path, played: list[Played]) -> None:
    uc = next(g for g in played if g.game_id == "underwater_cities")
    antarctica = next(g for g in played if g.game_id == "antarctica")
    with GameStore(library) as store:
        progression = score_progression(store, uc.number)
        flat = score_progression(store, antarctica.number)
    assert progression.players == uc.names
    assert progression.points[0].seq == 1 and progression.points[0].round == 1
    assert progression.points[-1].scores == tuple(s.points for s in uc.result.scores)
    rounds = [p.round for p in progression.points]
    assert rounds == sorted(rounds) and rounds[-1] == 10
    seqs = [p.seq for p in progression.points]
    assert seqs == sorted(set(seqs))
    # Antarctica counts its points only at the end: the setup, then the result.
    assert [p.scores for p in flat.points] == [
        (None,) * len(antarctica.names),
        tuple(s.points for s in antarctica.result.scores),
    ]


def test_a_score_sheet_holds_the_working_and_the_breakdown(
    library: Path, played: list[Played]
) -> None:
    game = next(g for g in played if g.game_id == "antarctica")
    with GameStore(library) as store:
        sheet = score_sheet(store, game.number)
    assert sheet.game_title == "Antarctica" and sheet.played == game.created
    assert sheet.categories == tuple(game.breakdown.parts)
    for seat, score in zip(sheet.seats, game.result.scores, strict=True):
        assert seat.working == score.working and seat.points == score.points
        assert dict(seat.parts) == {k: v[score.seat] for k, v in game.breakdown.parts.items()}
    assert sheet.tie_break == game.result.tie_break
    assert sheet.progression.points[-1].scores == tuple(s.points for s in game.result.scores)
