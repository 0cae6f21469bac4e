"""The learned evaluation's pipeline: data, training, export and measurement.

One command per step, each resumable (run from the repository's root; the data and checkpoints go in
a folder outside the repository, e.g. /work/nnue-data):

    python -m tools.nnue.make_data OUT            positions labelled by the engine's search (shards)
    python -m tools.nnue.train OUT RUN            a network trained on them (PyTorch: the `train` extra)
    python -m tools.nnue.export RUN NET.nnue      the engine's network file (app/ai/nnue.py reads it)
    python -m tools.nnue.measure OUT NET.nnue...  validation loss against the hand-written evaluation
    python -m tools.nnue.bench NET.nnue           ns per evaluation, numpy and a numba prototype
    python -m tools.nnue.gate NET.nnue --current PATH   an SPRT match decides whether NET replaces PATH

docs/nnue.md describes the data, the architecture and the numbers measured.
"""
