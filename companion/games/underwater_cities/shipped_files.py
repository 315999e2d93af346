"""The digests of the data files shipped under ``resources/underwater_cities``, read
without validating them again (:mod:`companion.core.shipped`).

``tests/uc/test_shipped_data.py`` validates each file strictly and fails with the new
digests when one changes: copy them here once the file validates.
"""

from __future__ import annotations

from typing import Final

DIGESTS: Final[dict[str, str]] = {
    "cards.json": "56451c3c8be750b2fb17e27160ec0019",
    "slots.json": "1ad065f973816ac7f835d456526235fe",
    "specials.json": "c827e639bbdc2351c283175e55743968",
    "metropolises.json": "1e7e526f61e8fbb8794a756753ca3b47",
    "card_notes.json": "ba9945b0a16f9e9c9d51253bde91ec1b",
    "boards/board_1.json": "cc0bbb2c1ed70b75e0be86717afe2781",
    "boards/board_2.json": "dbd9fca5e4ee8b2291b10f50893723e0",
    "boards/board_3.json": "13cdba68d8c2c462b37fd92d2d787752",
    "boards/board_4.json": "6d349a3d71b23e156b0a38cab41ce9c1",
    "boards/board_5.json": "3713adcb595ac31e055a8c523cd3dea6",
    "boards/board_6.json": "1a3928414d60526db27dd745042c8a69",
    "boards/board_7.json": "d14946ce237c2e8c5d7793a01843be7f",
    "boards/board_8.json": "2ee13d1252abfb4aa2f50d786247ed69",
    "boards/layouts/board_1.json": "56ad4bb8c76376ef56a784b474ce7a0c",
    "boards/layouts/board_2.json": "ff4043f732dd6b4f7ca91ce53b5c576d",
    "boards/layouts/board_3.json": "f32bb064aab83c6178259846464659ab",
    "boards/layouts/board_4.json": "6f9730c05629903d8660fe72714e77fe",
    "boards/layouts/board_5.json": "c7e49e0cddf711a5ff206c605f8196ee",
    "boards/layouts/board_6.json": "037046575aeb9c64f8b5f8643bf942b6",
    "boards/layouts/board_7.json": "64804de4b3983fc118b3bd9bcfaf00d9",
    "boards/layouts/board_8.json": "2a9c8642cfa74ceb94bb222bb07b48c8",
}
"""A file's path under ``resources/underwater_cities`` → the digest of its text."""
