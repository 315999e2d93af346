"""The translation glossary: ``resources/translations/glossary.json``.

The file is a list of entries, one per English term, with its German, Italian
and Portuguese equivalent (see ``docs/glossary.md``). The rulebook checks need
the extracted rulebooks in ``../shared/seeds`` next to the repository; they are
skipped where that folder does not exist (CI machines).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
GLOSSARY = REPO / "resources" / "translations" / "glossary.json"
SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"
RULEBOOKS = {
    "it": "000_73f9c26470b566ed.txt",
    "de": "001_e8ce60283428ce50.txt",
    "pt": "003_106ce4db1ee088c2.txt",
}
"""Underwater Cities' rulebooks (entries without a ``game``)."""
GAME_RULEBOOKS = {
    "antarctica": {"it": "002_08eec373cd7c2aec.txt"},
    "otys": {"it": "004_ef0f741bf4a5caa2.txt"},
}
"""The rulebooks of the other games' entries (``game``): Antarctica's and Otys' are
Italian only."""
LANGUAGES = ("en", "de", "it", "pt")
GENDERS = {"de": {"m", "f", "n", "pl"}, "it": {"m", "f"}, "pt": {"m", "f"}}
POS = {"noun", "verb", "adjective", "phrase"}
MAX_QUOTE_WORDS = 12

ALLOWED_KEYS = {"en", "en_plural", "category", "pos", "note", "evidence", "game"}
for _lang in ("de", "it", "pt"):
    ALLOWED_KEYS |= {_lang, f"{_lang}_plural", f"{_lang}_f", f"{_lang}_gender"}


def _load() -> list[dict[str, Any]]:
    try:
        data = json.loads(GLOSSARY.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    return [entry for entry in data if isinstance(entry, dict)] if isinstance(data, list) else []


ENTRIES = _load()


def _normalise(text: str) -> str:
    """Case-folded, typographic apostrophes made plain, whitespace runs (PDF line breaks) as one."""
    return re.sub(r"\s+", " ", text.replace("\u2019", "'")).casefold().strip()


@cache
def _rulebook(lang: str, game: str | None = None) -> str:
    books = GAME_RULEBOOKS[game] if game else RULEBOOKS
    return _normalise((SEEDS / books[lang]).read_text(encoding="utf-8"))


def _forms(entry: dict[str, Any], lang: str) -> list[str]:
    """The term and the forms the entry declares for it (plural, feminine)."""
    keys = (lang, f"{lang}_plural", f"{lang}_f")
    return [_normalise(entry[key]) for key in keys if isinstance(entry.get(key), str)]


def _cited() -> list[tuple[str, str, str]]:
    """(English term, language, quote) for every piece of rulebook evidence."""
    cited = []
    for entry in ENTRIES:
        evidence = entry.get("evidence")
        if isinstance(evidence, dict):
            for lang, quote in evidence.items():
                if isinstance(quote, str):
                    cited.append((str(entry.get("en")), lang, quote))
    return cited


def test_a_game_entry_quotes_only_that_game_s_rulebooks() -> None:
    for entry in ENTRIES:
        game = entry.get("game")
        if game is None:
            continue
        assert game in GAME_RULEBOOKS, entry["en"]
        evidence = entry.get("evidence") or {}
        quoted = {lang for lang, quote in evidence.items() if quote is not None}
        assert quoted <= set(GAME_RULEBOOKS[game]), (entry["en"], quoted)


def _entry(en: str) -> dict[str, Any]:
    return next(entry for entry in ENTRIES if entry.get("en") == en)


def test_glossary_is_a_json_list_of_objects() -> None:
    data = json.loads(GLOSSARY.read_text(encoding="utf-8"))
    assert isinstance(data, list)
    assert all(isinstance(entry, dict) for entry in data)
    assert 70 <= len(data) <= 180


def test_every_entry_has_all_four_languages() -> None:
    for entry in ENTRIES:
        for lang in LANGUAGES:
            value = entry.get(lang)
            assert isinstance(value, str) and value.strip(), (entry.get("en"), lang)
            assert value == value.strip(), (entry["en"], lang, value)


def test_no_unknown_keys_and_optional_strings_are_not_empty() -> None:
    for entry in ENTRIES:
        assert set(entry) <= ALLOWED_KEYS, (entry["en"], set(entry) - ALLOWED_KEYS)
        forms = [f"{lang}_{form}" for lang in ("de", "it", "pt") for form in ("plural", "f")]
        for key in ["en_plural", "category", "note", "game", *forms]:
            if key in entry:
                assert isinstance(entry[key], str) and entry[key].strip(), (entry["en"], key)
        assert entry.get("pos") in POS, entry["en"]


def test_no_duplicate_english_terms() -> None:
    seen: set[str] = set()
    for entry in ENTRIES:
        term = entry["en"].casefold()
        assert term not in seen, entry["en"]
        seen.add(term)


def test_an_english_plural_comes_with_the_other_plurals() -> None:
    for entry in ENTRIES:
        if "en_plural" in entry:
            missing = [lang for lang in ("de", "it", "pt") if f"{lang}_plural" not in entry]
            assert not missing, (entry["en"], missing)


def test_nouns_have_a_gender_in_each_language() -> None:
    for entry in ENTRIES:
        for lang, genders in GENDERS.items():
            key = f"{lang}_gender"
            if entry["pos"] == "noun":
                assert entry.get(key) in genders, (entry["en"], key, entry.get(key))
            else:
                assert key not in entry, (entry["en"], key)


def test_evidence_is_null_or_a_short_quote_per_rulebook() -> None:
    for entry in ENTRIES:
        evidence = entry["evidence"]
        if evidence is None:
            continue
        assert isinstance(evidence, dict) and set(evidence) == {"de", "it", "pt"}, entry["en"]
        assert any(quote is not None for quote in evidence.values()), entry["en"]
        for lang, quote in evidence.items():
            if quote is None:
                continue
            assert isinstance(quote, str) and quote.strip(), (entry["en"], lang)
            assert len(quote.split()) <= MAX_QUOTE_WORDS, (entry["en"], lang, quote)


def test_the_known_rulebook_terms() -> None:
    expected = {
        "kelp": ("Tang", "alga", "kelp"),
        "steelplast": ("Stahlplastik", "plastacciaio", "plastiaço"),
        "biomatter": ("Biomasse", "biomateria", "biomassa"),
        "Federation track": (
            "Staatenbund-Leiste",
            "tracciato della Federazione",
            "trilha da federação",
        ),
    }
    for en, terms in expected.items():
        entry = _entry(en)
        assert (entry["de"], entry["it"], entry["pt"]) == terms


@pytest.mark.parametrize(
    ("en", "lang", "quote"), _cited(), ids=[f"{lang}-{en}" for en, lang, _ in _cited()]
)
def test_cited_term_and_quote_occur_in_the_rulebook(en: str, lang: str, quote: str) -> None:
    if not SEEDS.is_dir():
        pytest.skip(f"rulebook seeds not found at {SEEDS}")
    text = _rulebook(lang, _entry(en).get("game"))
    forms = _forms(_entry(en), lang)
    assert any(form in text for form in forms), f"{lang} term for {en!r} not in the rulebook"
    assert _normalise(quote) in text, f"{lang} quote for {en!r} not in the rulebook: {quote!r}"
    assert any(form in _normalise(quote) for form in forms), (
        f"{lang} quote for {en!r} does not show the term: {quote!r}"
    )
