"""Teaching mode's screens for any game: the coach, the guide with its lessons, the
switches of a new game; each game gives its words (:class:`TeachingWords`)."""
