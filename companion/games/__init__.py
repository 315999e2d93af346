"""The games the companion ships; each is a plug-in declared as an entry point."""
