"""Game data shipped with the companion (boards, slots, cards, tiles)."""
