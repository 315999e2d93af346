"""Antarctica's teaching mode in the app: the coach (switches, lessons seen), the
guide beside the turn panel with its lesson cards, and the setup pages' choice."""
