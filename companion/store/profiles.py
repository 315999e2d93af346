"""Players as people: profiles, and each game's seats linked to them.

A profile has a stable ``id``; its ``name`` may change (:func:`rename`) and two
profiles may become one (:func:`merge`: the second's seats, lessons seen and
names move to the first, which keeps all history; the merged row stays, marked
``merged_into``, so names it was known by still find the person). A seat keeps the
name it was played under, so a finished game reads as it was played.

Names are matched as :func:`name_key` folds them ("Anna", " anna " are one key),
the same folding teaching used for lessons seen before profiles existed, so the
lessons a name saw belong to that name's profile.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from companion.core.errors import InvalidCommand
from companion.core.sqlite import Database
from companion.store.rows import now, read_json

MAX_NAME = 40
COLOUR = re.compile(r"#[0-9a-fA-F]{6}|[a-z]{1,20}")
"""A colour preference: ``#rrggbb`` or a colour id (``red``, ``blue``...)."""


def name_key(name: str) -> str:
    """A player's name as profiles match it: inner spaces collapsed, case folded."""
    return " ".join(name.split()).casefold()


def initial_of(name: str) -> str:
    """The avatar's letter: the name's first letter (or first character), upper case."""
    stripped = name.strip()
    letter = next((c for c in stripped if c.isalpha()), stripped[:1] or "?")
    return letter.upper()[:1]


@dataclass(frozen=True)
class Profile:
    """One person who plays: stable ``id``, ``name``, ``colour`` preference (or None),
    ``initial`` (the avatar's letter), when they were first seen, and how many games
    they sat in."""

    id: int
    name: str
    colour: str | None
    initial: str
    created: datetime
    games: int = 0


def _clean_name(name: str) -> str:
    cleaned = " ".join(name.split())
    if not cleaned:
        raise InvalidCommand("profile_name_empty", "A player needs a name.")
    if len(cleaned) > MAX_NAME:
        raise InvalidCommand(
            "profile_name_too_long",
            f"A player's name has at most {MAX_NAME} characters.",
            limit=MAX_NAME,
        )
    return cleaned


def _check_colour(colour: str | None) -> None:
    if colour is not None and not COLOUR.fullmatch(colour):
        raise InvalidCommand(
            "profile_bad_colour",
            f"{colour!r} is not a colour (use #rrggbb or a colour name such as red).",
            colour=colour,
        )


def _row(row: Sequence[object]) -> Profile:
    return Profile(
        id=int(str(row[0])),
        name=str(row[1]),
        colour=None if row[2] is None else str(row[2]),
        initial=str(row[3]),
        created=datetime.fromisoformat(str(row[4])),
        games=int(str(row[5])) if len(row) > 5 else 0,
    )


_SELECT = (
    "SELECT p.id, p.name, p.colour, p.initial, p.created, "
    "(SELECT count(*) FROM seats s WHERE s.profile = p.id) FROM profiles p"
)


def list_profiles(db: Database) -> list[Profile]:
    """Every profile not merged into another, by name."""
    rows = db.execute(f"{_SELECT} WHERE p.merged_into IS NULL ORDER BY p.key").fetchall()
    return [_row(row) for row in rows]


def get_profile(db: Database, profile: int) -> Profile:
    """One profile (a merged one is followed to the profile it became)."""
    profile = _current(db, profile)
    row = db.execute(f"{_SELECT} WHERE p.id = ?", [profile]).fetchone()
    return _row(row)


def _current(db: Database, profile: int) -> int:
    """The profile ``profile`` is now (following merges); ``no_such_profile`` if none."""
    for _ in range(100):  # a merge chain is short; a loop would be damage
        row = db.execute("SELECT merged_into FROM profiles WHERE id = ?", [profile]).fetchone()
        if row is None:
            raise InvalidCommand(
                "no_such_profile", f"There is no player number {profile}.", profile=profile
            )
        if row[0] is None:
            return profile
        profile = int(row[0])
    raise InvalidCommand(
        "no_such_profile", f"There is no player number {profile}.", profile=profile
    )


def find_by_name(db: Database, name: str) -> int | None:
    """The profile a name belongs to: one of that name, else one that played under
    it, else one merged away under it (followed); None if no one had it."""
    key = name_key(name)
    row = db.execute(
        "SELECT id FROM profiles WHERE key = ? AND merged_into IS NULL", [key]
    ).fetchone()
    if row is None:
        row = db.execute(
            "SELECT profile FROM seats WHERE key = ? ORDER BY game DESC LIMIT 1", [key]
        ).fetchone()
    if row is None:
        row = db.execute("SELECT id FROM profiles WHERE key = ? LIMIT 1", [key]).fetchone()
    return None if row is None else _current(db, int(row[0]))


def create_profile(db: Database, name: str, colour: str | None = None) -> int:
    """A new profile; refused (``profile_name_taken``) when someone has that name."""
    cleaned = _clean_name(name)
    _check_colour(colour)
    taken = db.execute(
        "SELECT id FROM profiles WHERE key = ? AND merged_into IS NULL", [name_key(cleaned)]
    ).fetchone()
    if taken is not None:
        raise InvalidCommand(
            "profile_name_taken",
            f"There is already a player called {cleaned}.",
            name=cleaned,
            profile=int(taken[0]),
        )
    return _insert(db, cleaned, colour)


def _insert(db: Database, name: str, colour: str | None = None) -> int:
    [(number,)] = db.execute(
        "INSERT INTO profiles (name, key, colour, initial, created) VALUES (?, ?, ?, ?, ?) "
        "RETURNING id",
        [name, name_key(name), colour, initial_of(name), now()],
    ).fetchall()
    return int(number)


def profile_for(db: Database, name: str) -> int:
    """The profile of ``name`` (:func:`find_by_name`), created when no one had it."""
    found = find_by_name(db, name)
    return found if found is not None else _insert(db, " ".join(name.split()) or name)


def update_profile(
    db: Database, profile: int, *, name: str | None = None, colour: str | None = ""
) -> None:
    """Rename a profile and/or set its colour (``""``: leave it; None: no preference).

    A rename keeps every game's seat as it was played and moves the lessons the
    person has seen to the new name; a name another profile has is refused
    (``profile_name_taken``: merge them instead)."""
    profile = _current(db, profile)
    if colour != "":
        _check_colour(colour)
        db.execute("UPDATE profiles SET colour = ? WHERE id = ?", [colour, profile])
    if name is None:
        return
    cleaned = _clean_name(name)
    (old_key,) = db.execute("SELECT key FROM profiles WHERE id = ?", [profile]).fetchone()
    new_key = name_key(cleaned)
    other = db.execute(
        "SELECT id FROM profiles WHERE key = ? AND merged_into IS NULL AND id != ?",
        [new_key, profile],
    ).fetchone()
    if other is not None:
        raise InvalidCommand(
            "profile_name_taken",
            f"There is already a player called {cleaned}; merge the two instead.",
            name=cleaned,
            profile=int(other[0]),
        )
    db.execute(
        "UPDATE profiles SET name = ?, key = ?, initial = ? WHERE id = ?",
        [cleaned, new_key, initial_of(cleaned), profile],
    )
    _move_lessons(db, old_key, new_key)


def merge_profiles(db: Database, keep: int, into_it: int) -> None:
    """Make ``into_it`` part of ``keep``: its seats and lessons seen move to ``keep``;
    it stays, marked merged, so its old name still finds ``keep``."""
    keep, gone = _current(db, keep), _current(db, into_it)
    if keep == gone:
        raise InvalidCommand("profile_merge_self", "A player cannot be merged with themselves.")
    (keep_key,) = db.execute("SELECT key FROM profiles WHERE id = ?", [keep]).fetchone()
    (gone_key,) = db.execute("SELECT key FROM profiles WHERE id = ?", [gone]).fetchone()
    db.execute("UPDATE seats SET profile = ? WHERE profile = ?", [keep, gone])
    db.execute("UPDATE profiles SET merged_into = ? WHERE id = ?", [keep, gone])
    db.execute("UPDATE profiles SET merged_into = ? WHERE merged_into = ?", [keep, gone])
    _move_lessons(db, gone_key, keep_key)


def _move_lessons(db: Database, old_key: str, new_key: str) -> None:
    """Lessons seen under ``old_key`` now belong to ``new_key`` (earliest date kept)."""
    if old_key == new_key:
        return
    db.execute(
        "INSERT INTO teaching_seen (player, lesson, first_seen) "
        "SELECT ?, lesson, first_seen FROM teaching_seen WHERE player = ? "
        "ON CONFLICT (player, lesson) DO UPDATE SET first_seen = "
        "min(first_seen, excluded.first_seen)",
        [new_key, old_key],
    )
    db.execute("DELETE FROM teaching_seen WHERE player = ?", [old_key])


def lessons_key(db: Database, name: str) -> str:
    """The key under which the lessons seen by the player called ``name`` are kept:
    their profile's key (after renames and merges), else the name's own key."""
    profile = find_by_name(db, name)
    if profile is None:
        return name_key(name)
    (key,) = db.execute("SELECT key FROM profiles WHERE id = ?", [profile]).fetchone()
    return str(key)


def link_seats(
    db: Database, game: int, names: Sequence[str], chosen: Sequence[int | None] = ()
) -> None:
    """Make the game's seats the players ``names`` (seat order), each linked to a
    profile: ``chosen[i]`` when given, else the seat's profile if its name did not
    change, else the profile of the name (created if new)."""
    stored = {
        int(seat): (str(name), int(profile))
        for seat, name, profile in db.execute(
            "SELECT seat, name, profile FROM seats WHERE game = ?", [game]
        )
    }
    for seat, name in enumerate(names):
        pick = chosen[seat] if seat < len(chosen) else None
        old = stored.get(seat)
        if pick is None and old is not None and old[0] == name:
            continue
        profile = _current(db, pick) if pick is not None else profile_for(db, name)
        db.execute(
            "INSERT INTO seats (game, seat, profile, name, key) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (game, seat) DO UPDATE SET profile = excluded.profile, "
            "name = excluded.name, key = excluded.key",
            [game, seat, profile, name, name_key(name)],
        )
    if len(stored) > len(names):
        db.execute("DELETE FROM seats WHERE game = ? AND seat >= ?", [game, len(names)])


def places_by_points(points: Sequence[int]) -> list[int]:
    """Places by points alone (1 = most; a tie shares the place, the next skips)."""
    return [1 + sum(other > mine for other in points) for mine in points]


def migrate_existing(db: Database) -> None:
    """Link the seats of games saved before profiles (migration 4) by name, with the
    points of finished ones; a row that does not read is left without seats."""
    rows = db.execute("SELECT id, players, status, scores FROM games").fetchall()
    for game, players_text, status, scores_text in rows:
        try:
            players = read_json(players_text)
            scores = read_json(scores_text)
        except (TypeError, ValueError):
            continue
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            continue
        link_seats(db, game, players)
        db.execute("UPDATE games SET player_count = ? WHERE id = ?", [len(players), game])
        if status != "finished" or not isinstance(scores, dict):
            continue
        points = [scores.get(name) for name in players]
        if not all(isinstance(p, int) and not isinstance(p, bool) for p in points):
            continue
        known = [int(str(p)) for p in points]
        places = places_by_points(known)
        single = places.count(1) == 1
        for seat, (score, place) in enumerate(zip(known, places, strict=True)):
            db.execute(
                "UPDATE seats SET points = ?, place = ?, winner = ? WHERE game = ? AND seat = ?",
                [score, place, int(single and place == 1), game, seat],
            )
