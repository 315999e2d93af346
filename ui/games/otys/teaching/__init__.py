"""Otys teaching mode in the app: the coach, the guide, the setup choice."""
