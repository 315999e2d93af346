"""Antarctica\x27s user interface."""
