"""matchlog's benchmarks: `python -m bench` runs them all and prints one table.

Every figure stands beside a baseline measured in the same run (the machines are noisy),
and the workload is matches simulated by the engines from fixed seeds. See
docs/performance.md for what each figure means and the latest run's table.
"""
