"""Otys' user interface."""
