"""Widgets and graphics: board view, move list, dialogs (they render model values only)."""
