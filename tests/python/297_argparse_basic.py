# Quick check that the pre-existing argparse features still behave as CPython's.
import argparse, io
from contextlib import redirect_stdout, redirect_stderr


def run(p, argv, known=False):
    out, err = io.StringIO(), io.StringIO()
    try:
        with redirect_stdout(out), redirect_stderr(err):
            r = p.parse_known_args(argv) if known else p.parse_args(argv)
    except SystemExit as e:
        r = f"exit {e.code}"
    print(argv, "->", r)
    for line in (out.getvalue() + err.getvalue()).splitlines():
        print("   |", line)


p = argparse.ArgumentParser(prog="calc", description="Compute things over a list of numbers and print a long description that must wrap at the usual width.")
p.add_argument("nums", nargs="+", type=float, help="numbers")
p.add_argument("--op", choices=["sum", "mean", "max"], default="sum")
p.add_argument("-p", "--point", nargs=2, type=int, metavar=("X", "Y"))
p.add_argument("-t", "--tag", action="append")
p.add_argument("-v", action="count", default=0)
p.add_argument("--fast", dest="mode", action="store_const", const="fast", default="slow")
p.add_argument("--opt", nargs="?", const="C", default="D")
p.add_argument("--many", nargs="*")
p.add_argument("--version", action="version", version="calc 1.0")
g = p.add_mutually_exclusive_group(required=True)
g.add_argument("--json", action="store_true")
g.add_argument("--csv", action="store_true")
grp = p.add_argument_group("output", "where to write")
grp.add_argument("-o", "--out", default="-", help="output file")
for argv in (["1", "2", "--json"], ["--csv", "-vvv", "-t", "a", "-t", "b", "3"], ["1", "--op", "max", "--json", "--opt"],
             ["1", "--opt", "x", "--many", "a", "b", "--csv"], ["1", "--json", "-p", "3", "4", "--fast"],
             ["--json"], ["1"], ["1", "--json", "--csv"], ["1", "--json", "--op", "min"], ["x", "--json"],
             ["1", "--json", "-p", "3"], ["--version"], ["-h"], ["1", "--json", "--extra"], ["-2", "--json"]):
    run(p, argv)
run(p, ["1", "--json", "--extra", "z"], known=True)
