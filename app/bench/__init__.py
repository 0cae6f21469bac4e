"""Benchmarks, run as `python -m app.bench NAME` (speed targets live here, not in timed tests)."""
