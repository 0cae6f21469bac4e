"""Xiangqi Studio: play and study xiangqi (Chinese chess)."""

__version__ = "0.1.0"
