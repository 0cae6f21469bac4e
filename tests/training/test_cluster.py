"""Reviewing many games on a dask.distributed LocalCluster of two worker processes: the same reviews
as on this machine, stored as they come, nothing reviewed twice, a cancelled run resumed."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.library import Library
from app.training import game_key

distributed = pytest.importorskip("distributed")

from app.tournament import EngineSpec  # noqa: E402
from app.training.cluster import ClusterReviewRunner  # noqa: E402  (needs the extra)

from .test_runner import SECONDS, _tasks  # noqa: E402

BUILTIN = EngineSpec.parse("builtin:novice")


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        yield c


def test_games_are_reviewed_on_the_workers_and_kept(cluster, tmp_path: Path):
    tasks = _tasks()
    seen = []
    with Library(tmp_path / "lib.xqlib") as library:
        runner = ClusterReviewRunner(cluster.scheduler_address, BUILTIN, "builtin novice", SECONDS, library)
        report = runner.run(tasks, seen.append)
        assert (report.reviewed, report.reused, report.failed, report.cancelled) == (len(tasks), 0, 0, False)
        assert seen[-1].done == len(tasks) == seen[-1].total
        for task, stored in zip(tasks, report.reviews, strict=True):
            assert stored is not None and stored.key == game_key(task.tree)
            assert list(stored.moves) == [m.iccs for m in task.tree.mainline_moves()]
            assert len(stored.evaluations) == len(stored.moves) + 1
            assert library.find_review(stored.key, "builtin novice", SECONDS) == stored
        again = ClusterReviewRunner(cluster.scheduler_address, BUILTIN, "builtin novice", SECONDS, library)
        second = again.run(tasks)
        assert (second.reviewed, second.reused) == (0, len(tasks))
        assert second.reviews == report.reviews


def test_a_cancelled_cluster_run_resumes_with_what_is_left(cluster, tmp_path: Path):
    tasks = _tasks()
    with Library(tmp_path / "lib.xqlib") as library:
        runner = ClusterReviewRunner(cluster.scheduler_address, BUILTIN, "builtin novice", SECONDS, library)
        first = runner.run(tasks, lambda progress: progress.done >= 1 and runner.cancel())
        assert first.cancelled and 1 <= first.reviewed < len(tasks)
        rest = ClusterReviewRunner(cluster.scheduler_address, BUILTIN, "builtin novice", SECONDS, library).run(tasks)
        assert rest.reused == first.reviewed and rest.reviewed == len(tasks) - first.reviewed
        assert all(r is not None for r in rest.reviews)
