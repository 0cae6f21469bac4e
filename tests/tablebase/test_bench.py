"""`python -m app.bench tablebase` reports the tables of a folder, times probes and projects others."""

from app.bench.tablebase_bench import run


def test_the_bench_reports_tables_probes_and_estimates(tables, capsys):
    assert run(["--folder", str(tables), "--generate", "--probes", "40", "--estimate", "KRPKR"]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0] for line in out.splitlines() if line}
    assert {"KRKA", "KHKA", "KPKE", "KCK", "KK"} <= rows
    assert "probe (compiled)" in out and "probe (pure    )" in out and "40/40 positions found" in out
    assert "KRPKR" in rows and "40,095,000" in out
