"""The bounded reader: every limit gives a typed, located error, never a traceback."""

from __future__ import annotations

import pytest

from companion.core.errors import DataError
from companion.core.reading import (
    MAX_DEPTH,
    plain_name,
    read_json_lines,
    read_json_text,
)


def code_of(data: bytes | str, **limits: int) -> str:
    with pytest.raises(DataError) as caught:
        read_json_text(data, what="test file", **limits)
    assert caught.value.message
    return caught.value.code


def test_a_plain_document_reads() -> None:
    assert read_json_text(b'\xef\xbb\xbf{"a": [1, 2.5, "\xc3\xa4"]}', what="f") == {
        "a": [1, 2.5, "ä"]
    }


def test_size_limit_names_the_limit() -> None:
    with pytest.raises(DataError) as caught:
        read_json_text(b"[" + b"1," * 600 + b"1]", what="pack", max_bytes=1000)
    assert caught.value.code == "file_too_large"
    assert caught.value.params["limit"] == 1000
    assert "1000 bytes" in caught.value.message


def test_not_utf8_is_located() -> None:
    with pytest.raises(DataError) as caught:
        read_json_text(b'{"a":\n  "b\xff"}', what="f")
    assert caught.value.code == "not_utf8"
    assert (caught.value.params["line"], caught.value.params["column"]) == (2, 5)


def test_bad_json_is_located() -> None:
    with pytest.raises(DataError) as caught:
        read_json_text('{"a": 1,\n "b": }', what="f")
    assert caught.value.code == "bad_json"
    assert caught.value.params["line"] == 2


@pytest.mark.parametrize("opening", ["[", '{"a":'])
def test_depth_limit_without_recursion(opening: str) -> None:
    closing = "]" if opening == "[" else "}"
    assert code_of(opening * 100_000 + "1" + closing * 100_000) == "too_deep"
    assert code_of(opening * (MAX_DEPTH + 1) + "1" + closing * (MAX_DEPTH + 1)) == "too_deep"
    read_json_text(opening * MAX_DEPTH + "1" + closing * MAX_DEPTH, what="f")


def test_brackets_inside_strings_do_not_count() -> None:
    assert read_json_text('["' + "[" * 1000 + '\\"["]', what="f") == ["[" * 1000 + '"[']


def test_unbalanced_deep_garbage_is_a_typed_error() -> None:
    assert code_of("[" * 100_000) == "too_deep"
    assert code_of('"' + "[" * 100_000) == "too_deep"


def test_integers_are_limited_in_digits() -> None:
    assert code_of("1" * 5000) == "number_too_large"
    assert code_of("[-" + "9" * 41 + "]") == "number_too_large"
    assert read_json_text(str(2**63), what="f") == 2**63


def test_floats_must_be_finite() -> None:
    assert code_of("[NaN]") == "not_a_number"
    assert code_of("[-Infinity]") == "not_a_number"
    assert code_of("[1e999]") == "number_too_large"


def test_duplicate_keys_are_refused() -> None:
    assert code_of('{"player": 1, "player": 2}') == "duplicate_key"


def test_lone_surrogates_are_refused() -> None:
    assert code_of('["\\ud800"]') == "bad_text"
    assert read_json_text('["\\ud83d\\ude00"]', what="f") == ["\U0001f600"]


def test_json_lines_number_their_lines() -> None:
    assert read_json_lines(b'{"a": 1}\n\n[2]\n', what="log") == [(1, {"a": 1}), (3, [2])]
    with pytest.raises(DataError) as caught:
        read_json_lines(b'{"a": 1}\n\n[2, 1e999]\n', what="log")
    assert caught.value.params["line"] == 3


@pytest.mark.parametrize(
    "name", ["Ada", "  Zoë  ", "Ирина", "李雷", "عائشة", "אבי", "Kim 🐙", "a\u200db", "x\u200ey"]
)
def test_names_of_every_script_are_plain(name: str) -> None:
    assert plain_name(name, "player name") == name.strip()


@pytest.mark.parametrize(
    "name",
    [
        "",
        "   ",
        "a\x1b[31mb",
        "li\u202eve",
        "\u2066x\u2069",
        "a\nb",
        "a\u2028b",
        "\ud800",
        "x" * 81,
    ],
)
def test_names_with_controls_or_overrides_are_refused(name: str) -> None:
    with pytest.raises(DataError) as caught:
        plain_name(name, "player name")
    assert caught.value.code == "bad_name"


def test_raw_lone_surrogates_from_a_lax_decoder_are_refused() -> None:
    text = b'["a\xffb"]'.decode("utf-8", "surrogateescape")
    assert code_of(text) == "bad_text"


def test_data_files_bound_the_magnitude_of_integers() -> None:
    assert code_of('{"points": 1000001}', max_int=10**6) == "number_too_large"
    assert read_json_text('{"points": -1000000}', what="f", max_int=10**6) == {"points": -(10**6)}
