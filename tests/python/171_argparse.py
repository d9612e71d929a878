# argparse: parsing, defaults, types, choices, nargs, groups, help text and errors.
import argparse
import sys


def show(p, argv):
    try:
        print(p.parse_args(argv))
    except SystemExit as e:
        print("exit", e.code)


p = argparse.ArgumentParser(prog="train.py", description="Train a small model on a CSV file and report the loss curve every few epochs.")
p.add_argument("data", help="the CSV file with one sample per row")
p.add_argument("--lr", type=float, default=0.01, help="learning rate")
p.add_argument("-e", "--epochs", type=int, default=10, help="number of passes over the data")
p.add_argument("--mode", choices=["fast", "exact"], default="fast")
p.add_argument("-v", "--verbose", action="count", default=0, help="more output")
p.add_argument("--no-plot", dest="plot", action="store_false", help="skip the plot")
p.add_argument("--tag", action="append", help="a label (repeatable)")
p.add_argument("--layers", nargs="+", type=int, metavar="N", help="hidden layer sizes")
show(p, ["x.csv"])
show(p, ["x.csv", "--lr", "0.5", "-e", "3", "--mode=exact", "-vv", "--no-plot", "--tag", "a", "--tag", "b"])
show(p, ["--layers", "8", "4", "--", "data.csv"])
show(p, ["-e5", "--ep", "7", "d"])
p.print_help()
sys.stderr = sys.stdout
for bad in [[], ["x", "--lr", "abc"], ["x", "--mode", "slow"], ["x", "--epochs"], ["x", "y"], ["x", "--bogus"], ["x", "--layers"]]:
    show(p, bad)

q = argparse.ArgumentParser(prog="tool", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
q.add_argument("src", nargs="?", default="in.txt", help="input")
q.add_argument("rest", nargs="*", help="more files")
q.add_argument("--size", type=int, default=3, help="a size")
q.add_argument("--version", action="version", version="%(prog)s 1.0")
g = q.add_argument_group("output", "Where results go.")
g.add_argument("--out", default="-", help="output path")
m = q.add_mutually_exclusive_group()
m.add_argument("--json", action="store_true")
m.add_argument("--csv", action="store_true")
q.set_defaults(extra=42)
show(q, [])
show(q, ["a", "b", "c", "--size", "-4"])
show(q, ["--json", "--csv"])
show(q, ["--version"])
q.print_help()
ns = q.parse_args(["z"])
print(vars(ns)["src"], ns.extra, "src" in ns, q.get_default("size"))
r = argparse.ArgumentParser(prog="p")
r.add_argument("--n", type=int, default="7")
r.add_argument("pair", nargs=2, type=float)
print(r.parse_args(["1", "2"]), r.parse_known_args(["1", "2", "--zz"]))
r.print_usage()
w = argparse.ArgumentParser(prog="wide", description="A description long enough that it has to be wrapped over more than one line of the help output, which is seventy-eight columns wide.", epilog="See the manual.")
w.add_argument("--learning-rate-schedule", metavar="SCHEDULE", help="how the learning rate changes over the course of training; one of constant, linear or cosine, applied per step")
w.add_argument("-q", action="store_true", help="quiet")
w.add_argument("inputs", nargs="+", help="input files")
w.print_help()
show(w, ["a", "-q", "b"])
show(w, ["--learning", "x", "f"])


q = argparse.ArgumentParser(prog='tool')
q.add_argument('src', nargs='?', default='in')
q.add_argument('rest', nargs='*')
q.add_argument('--size')
print(q.parse_args(['--size','3','a','b']))
print(q.parse_args([]))
r = argparse.ArgumentParser(prog='t')
r.add_argument('x'); r.add_argument('y', nargs='*'); r.add_argument('--o')
print(r.parse_args(['a','b','--o','1']))
try:
    r.parse_args(['a','--o','1','b','c'])
except SystemExit as e:
    print("exit", e.code)
s = argparse.ArgumentParser(prog='s')
s.add_argument('a'); s.add_argument('b', nargs=2); s.add_argument('c', nargs='?')
print(s.parse_args(['1', '2', '3']), s.parse_args(['1', '2', '3', '4']))
