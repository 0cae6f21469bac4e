"""Controllers: game flow, touch-move, settings and the players (people, the AI) (QtCore only, no widgets)."""
