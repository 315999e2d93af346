"""Full screens other than the table: home, new-game wizard, library, final scoring."""
