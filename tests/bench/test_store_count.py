"""bench.store_count reads callgrind's output itself: self costs by object and function."""

from bench.store_count import _self_costs

# Callgrind's format: names compressed to "(id)" after first use, a cost line "position cost",
# and after "calls=" the next line is the callee's inclusive cost, which is not self cost.
_OUT = """\
events: Ir
ob=(1) /usr/lib/libsqlite3.so.0
fl=(1) ???
fn=(1) sqlite3VdbeExec
0 100
+1 20
cfn=(2) sqlite3BtreeInsert
calls=3 0
0 900
ob=(2) /usr/lib/libcrypto.so.3
fn=(3) 0x000000000029ad80
0 40
ob=(1)
fn=(2) sqlite3BtreeInsert
0 900
fn=(1)
0 5
"""


def test_self_costs_sum_per_object_and_function_and_skip_inclusive_call_costs(tmp_path):
    out = tmp_path / "callgrind.out"
    out.write_text(_OUT)
    costs = _self_costs(out)
    assert costs[("/usr/lib/libsqlite3.so.0", "sqlite3VdbeExec")] == 125
    assert costs[("/usr/lib/libsqlite3.so.0", "sqlite3BtreeInsert")] == 900
    assert costs[("/usr/lib/libcrypto.so.3", "0x000000000029ad80")] == 40
    assert sum(costs.values()) == 1065  # the call line's 900 is the callee's, counted once
