"""Teaching mode in the app: the coach (switches, lessons seen), the guide panel,
lesson pop-ups, and the texts of the teaching catalog in the app's language."""
