"""Search and evaluation (pure Python; depends on app.model only)."""
