"""Game file readers and writers (pure Python; depends on app.model only)."""
