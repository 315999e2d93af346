"""The Underwater Cities table, setup pages, words and screens."""
