"""Controllers: game flow, touch-move, settings and the AI worker (QtCore only, no widgets)."""
