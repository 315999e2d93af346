"""A mutation fuzzer over every format the companion reads.

Each format has a seed file and a reader driven the way the app or the CLI
drives it. A mutant is the seed after one to three mutations: bit flips, byte
inserts and deletes, truncation, duplicated spans, and JSON-aware ones (a value
replaced by a huge integer, deep nesting, a wrong type, control or bidi
characters in a string, non-UTF-8 bytes, a duplicated key).

For each mutant the reader must either accept it or raise a
``CompanionError``; anything else is a traceback. Each mutant runs under a
time limit (an alarm at :data:`HANG_SECONDS`; a run over :data:`SLOW_SECONDS`
counts as a hang). What is accepted is checked for nonsense (names with
control or bidi characters).

    python -m tests.reliability.fuzz [MUTANTS_PER_FORMAT] [SEED]

prints the figures of ``docs/reliability.md``.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from companion.cli import main as cli_main
from companion.core.errors import CompanionError
from companion.core.reading import bad_name_character, decode_text
from companion.core.registry import get_ruleset
from companion.games.underwater_cities.board import parse_board
from companion.games.underwater_cities.library import CardLibrary, parse_pack
from companion.store import GameStore, transfer

STORE_IMPORTS = hasattr(CardLibrary, "from_rows")
"""Import through ``GameStore.import_game`` when the store can load this game's
data; on a branch where it cannot, run what ``import_game`` runs before it
writes (``read_log``, ``game_of``, ``replay_log``)."""

ROOT = Path(__file__).resolve().parent.parent.parent
SLOW_SECONDS = 5.0
HANG_SECONDS = 20
LOG_LINES = 60
"""The log seed: the first lines of a golden game (the whole game replays
in ~1 s per mutant; 60 lines cover setup, turns and a production)."""


def log_seed() -> bytes:
    header = json.dumps({"format": "companion-log", "version": 1, "game": "underwater_cities"})
    lines = (ROOT / "tests/golden/uc_2p_full.jsonl").read_text("utf-8").splitlines()
    return ("\n".join([header, *lines[:LOG_LINES]]) + "\n").encode()


def position_seed() -> bytes:
    doc = (ROOT / "docs/position.md").read_text("utf-8")
    return doc.split("```json\n")[1].split("```")[0].encode()


def pack_seed() -> bytes:
    return (ROOT / "resources/underwater_cities/specials.json").read_bytes()


def board_seed() -> bytes:
    return (ROOT / "resources/underwater_cities/boards/board_1.json").read_bytes()


# --- mutations -------------------------------------------------------------------

BIDI = ["\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069", "\u202a"]
CONTROLS = ["\x1b[2J", "\x00", "\x07", "\r", "\x1b]0;pwned\x07", "\u2028"]
WRONG = [
    "1",
    "true",
    True,
    False,
    None,
    [],
    {},
    1.5,
    -1,
    0,
    1e308,
    "",
    "x" * 5000,
    -(10**18),
]


def _huge() -> Callable[[random.Random], Any]:
    return lambda rng: rng.choice([10**30, -(10**30), 2**63, 2**64, 10**4000, 10**100])


def _nodes(value: Any) -> list[tuple[Any, Any]]:
    """(container, key) of every value inside ``value`` (no recursion)."""
    found: list[tuple[Any, Any]] = []
    stack = [value]
    while stack:
        node = stack.pop()
        items = (
            node.items()
            if isinstance(node, dict)
            else enumerate(node)
            if isinstance(node, list)
            else ()
        )
        for key, child in items:
            found.append((node, key))
            stack.append(child)
    return found


def _json_mutation(data: bytes, rng: random.Random) -> bytes:
    """One JSON-aware mutation of one document or of one line of a JSON-lines file."""
    text = data.decode("utf-8", "replace")
    lines = text.split("\n")
    candidates = [i for i, line in enumerate(lines) if line.strip()]
    whole = len(candidates) < 2 or not text.lstrip().startswith("{") or "\n{" not in text
    try:
        if whole:
            index, value = -1, json.loads(text)
        else:
            index = rng.choice(candidates)
            value = json.loads(lines[index])
    except (ValueError, RecursionError):
        return _byte_mutation(data, rng)
    nodes = _nodes(value)
    if not nodes:
        return _byte_mutation(data, rng)
    container, key = rng.choice(nodes)
    kind = rng.randrange(10)
    marker = "\u0000MARK\u0000"
    raw: bytes | None = None
    if kind == 0:
        container[key] = _huge()(rng)
    elif kind == 1:
        container[key] = marker
        depth = rng.choice([70, 1000, 100_000])
        raw = ("[" * depth + "1" + "]" * depth).encode()
    elif kind == 2:
        container[key] = rng.choice(WRONG)
    elif kind in (3, 4):
        old = container[key]
        base = old if isinstance(old, str) else "Anna"
        insert = rng.choice(BIDI if kind == 3 else CONTROLS)
        at = rng.randrange(len(base) + 1)
        container[key] = base[:at] + insert + base[at:]
    elif kind == 5:
        container[key] = marker
        raw = b'"Ann\xff\xfea"' if rng.random() < 0.5 else b'"\xc3"'
    elif kind == 6 and isinstance(container, dict):
        container[key] = marker
        raw = json.dumps(container[key] if False else rng.choice(WRONG)).encode()
        raw = raw + b", " + json.dumps(key).encode() + b": 1"
    elif kind == 7:
        container[key] = rng.choice(["\ud800", "\\ud800", rng.random() * 1e308])
    else:
        old = container[key]
        if isinstance(old, bool):
            container[key] = not old
        elif isinstance(old, int):
            container[key] = rng.randint(0, 5)
        elif isinstance(old, str):
            container[key] = rng.choice(["Zoë", "李雷", "Ирина", old + " 2", old.upper()])
    dumped = json.dumps(value, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    if raw is not None:
        dumped = dumped.replace(json.dumps(marker).encode(), raw, 1)
    if index < 0:
        return dumped
    out = [line.encode("utf-8", "surrogatepass") for line in lines]
    out[index] = dumped
    return b"\n".join(out)


def _byte_mutation(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return bytes([rng.randrange(256)])
    kind = rng.randrange(6)
    at = rng.randrange(len(data))
    if kind == 0:
        return data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1 :]
    if kind == 1:
        byte = rng.choice([0x00, 0xFF, 0xC3, 0x22, 0x5B, 0x7B, 0x5C, 0x0A, rng.randrange(256)])
        return data[:at] + bytes([byte]) + data[at:]
    if kind == 2:
        return data[:at] + data[at + rng.randint(1, 16) :]
    if kind == 3:
        return data[:at]
    if kind == 4:
        end = min(len(data), at + rng.randint(1, 400))
        times = rng.choice([1, 2, 50])
        return data[:end] + data[at:end] * times + data[end:]
    return data[:at] + b"\xef\xbb\xbf\xfe\xff\x80"[rng.randrange(6) :] + data[at:]


def mutate(seed: bytes, rng: random.Random) -> bytes:
    data = seed
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        data = _json_mutation(data, rng) if rng.random() < 0.55 else _byte_mutation(data, rng)
    return data


# --- readers ---------------------------------------------------------------------


class Nonsense(AssertionError):
    """Something a reader should have refused was accepted."""


def _check_names(names: list[Any], where: str) -> None:
    for name in names:
        if not isinstance(name, str) or bad_name_character(name) is not None or not name.strip():
            raise Nonsense(f"{where} accepted the name {name!r}")


def _cli(args: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(args)
    if code not in (0, 2):
        raise AssertionError(f"exit code {code}")
    if code == 2 and not (out.getvalue() or err.getvalue()):
        raise AssertionError("exit 2 without a message")
    return code, out.getvalue()


READER_CODES = {
    "file_too_large",
    "not_utf8",
    "bad_json",
    "too_deep",
    "number_too_large",
    "not_a_number",
    "duplicate_key",
    "bad_text",
}


def _label(code: str, params: dict[str, Any]) -> str:
    """An error's code, with the bounded reader's code when it wraps one."""
    reason = params.get("reason")
    return f"{code}/{reason}" if reason in READER_CODES and reason != code else code


def _code_of(out: str) -> str:
    """The error code ``companion-cli`` printed, or ``cannot_read`` (stderr only)."""
    try:
        error = json.loads(out)["error"]
        return _label(str(error["code"]), error.get("params") or {})
    except (ValueError, KeyError, TypeError):
        return "cannot_read"


class _Rejected(Exception):
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def read_log(data: bytes, folder: Path) -> None:
    """The log through ``GameStore.import_game`` (as the app passes lines) and
    ``companion-cli replay`` (the file)."""
    lines = data.decode("utf-8", "surrogateescape").splitlines()
    rejected: str | None = None
    if STORE_IMPORTS:
        with GameStore(folder / "fuzz.sqlite3") as store:
            try:
                number = store.import_game(lines, game="underwater_cities")
            except CompanionError as error:
                rejected = _label(error.code, error.params)
            else:
                game = store.open_game(number, read_only=True)
                _check_names([p.name for p in game.state.players], "import")
                _check_names([store.summary(number).title], "import title")
    else:
        try:
            log = transfer.read_log(lines)
            transfer.replay_log(log, get_ruleset(transfer.game_of(log, "underwater_cities")))
        except CompanionError as error:
            rejected = _label(error.code, error.params)
    path = folder / "mutant.jsonl"
    path.write_bytes(data)
    code, out = _cli(["replay", str(path), "--compact"])
    if code == 0:
        _check_names([p["name"] for p in json.loads(out)["players"]], "replay")
    if rejected is not None:
        raise _Rejected(rejected)
    if code == 2:
        raise _Rejected(_code_of(out))


def read_position(data: bytes, folder: Path) -> None:
    """A position through ``companion-cli score`` and ``produce``."""
    path = folder / "position.json"
    path.write_bytes(data)
    code, out = _cli(["score", str(path), "--no-database"])
    if code == 0:
        _check_names([p["name"] for p in json.loads(out)["players"]], "score")
    produced, _ = _cli(["produce", str(path), "--no-database"])
    if code == 2:
        raise _Rejected(_code_of(out))
    if produced == 2:
        raise Nonsense("score accepted what produce refused")


def read_pack(data: bytes, folder: Path) -> None:
    """A card pack as the library's import parses it."""
    pack = parse_pack(decode_text(data, what="card pack"), "pack.json")
    _check_names([c.name for c in pack.cards], "pack")
    _check_names([m.name for m in pack.metropolises if m.name is not None], "pack")


def read_board(data: bytes, folder: Path) -> None:
    """A player-board file."""
    parse_board(decode_text(data, what="board file"), "board_1.json")


FORMATS: dict[str, tuple[Callable[[], bytes], Callable[[bytes, Path], None]]] = {
    "command log": (log_seed, read_log),
    "position": (position_seed, read_position),
    "card pack": (pack_seed, read_pack),
    "board file": (board_seed, read_board),
}


# --- running ---------------------------------------------------------------------


@dataclass
class Figures:
    """The outcome of fuzzing one format."""

    name: str
    mutants: int = 0
    accepted: int = 0
    rejected: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    slowest: float = 0.0

    def line(self) -> str:
        codes = ", ".join(f"{code} {n}" for code, n in self.rejected.most_common())
        return (
            f"{self.name}: {self.mutants} mutants, {sum(self.rejected.values())} rejected "
            f"({codes}), {self.accepted} accepted, {len(self.failures)} failures, "
            f"slowest {self.slowest:.2f} s"
        )


class _Hang(BaseException):
    pass


@contextlib.contextmanager
def _alarm(seconds: int) -> Iterator[None]:
    def ring(signum: int, frame: Any) -> None:
        raise _Hang

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def fuzz(name: str, count: int, seed: int = 12) -> Figures:
    make_seed, reader = FORMATS[name]
    original = make_seed()
    rng = random.Random(f"{name}:{seed}")
    figures = Figures(name)
    with tempfile.TemporaryDirectory(prefix="companion-fuzz-") as directory:
        folder = Path(directory)
        for number in range(count):
            data = mutate(original, rng)
            figures.mutants += 1
            start = time.perf_counter()
            try:
                with _alarm(HANG_SECONDS):
                    reader(data, folder)
            except _Rejected as rejected:
                figures.rejected[rejected.code] += 1
            except CompanionError as error:
                figures.rejected[_label(error.code, error.params)] += 1
            except _Hang:
                figures.failures.append(f"#{number}: still running after {HANG_SECONDS} s")
            except Nonsense as nonsense:
                figures.failures.append(f"#{number}: {nonsense}")
            except BaseException as error:
                figures.failures.append(f"#{number}: {type(error).__name__}: {error!s:.300}")
                (
                    Path(tempfile.gettempdir()) / f"fuzz-{name.replace(' ', '_')}-{number}.bin"
                ).write_bytes(data)
            else:
                figures.accepted += 1
            took = time.perf_counter() - start
            figures.slowest = max(figures.slowest, took)
            if took > SLOW_SECONDS:
                figures.failures.append(f"#{number}: took {took:.1f} s")
    return figures


if __name__ == "__main__":
    per_format = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    run_seed = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    for format_name in FORMATS:
        began = time.perf_counter()
        result = fuzz(format_name, per_format, run_seed)
        print(f"{result.line()}  [{time.perf_counter() - began:.0f} s]", flush=True)
        for failure in result.failures[:20]:
            print("   ", failure, flush=True)
