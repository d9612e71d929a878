# argparse sub-commands: add_subparsers / add_parser / aliases / set_defaults, help and errors.
import argparse
import io
from contextlib import redirect_stdout, redirect_stderr


def run(parser, argv, known=False):
    out, err = io.StringIO(), io.StringIO()
    try:
        with redirect_stdout(out), redirect_stderr(err):
            res = parser.parse_known_args(argv) if known else parser.parse_args(argv)
        shown = res
    except SystemExit as e:
        shown = f"SystemExit({e.code})"
    print(f"{argv!r} -> {shown}")
    if out.getvalue():
        print("  [stdout]")
        print("".join("  | " + line + "\n" for line in out.getvalue().splitlines()), end="")
    if err.getvalue():
        print("  [stderr]")
        print("".join("  | " + line + "\n" for line in err.getvalue().splitlines()), end="")


print("== basic: dest, help, no title ==")
p = argparse.ArgumentParser(prog="tool")
p.add_argument("-v", "--verbose", action="store_true", help="more output")
sub = p.add_subparsers(dest="command", help="sub-command help")
a = sub.add_parser("add", help="add numbers")
a.add_argument("x", type=int)
a.add_argument("y", type=int, nargs="?", default=0)
a.add_argument("--scale", type=float, default=1.0)
s = sub.add_parser("show", help="show things", aliases=["sh", "list"])
s.add_argument("what", choices=["all", "some"])
s.add_argument("-n", type=int, default=3)
sub.add_parser("quiet")
for argv in ([], ["add", "1", "2"], ["-v", "add", "5"], ["add", "1", "--scale", "2.5"], ["add", "--scale", "3", "4"],
             ["sh", "all", "-n", "7"], ["list", "some"], ["show", "all"], ["quiet"], ["nope"], ["add"],
             ["add", "x"], ["show", "none"], ["add", "1", "2", "3"], ["add", "1", "-v"], ["-h"], ["add", "-h"],
             ["sh", "--help"], ["quiet", "-h"], ["-v"], ["--bogus", "add", "1"]):
    run(p, argv)
run(p, ["add", "1", "2", "zz", "--what"], known=True)
run(p, ["-x", "show", "all", "--extra", "e"], known=True)
print(p.format_usage(), end="")
print(a.format_usage(), end="")
print(a.prog, s.prog)

print("== required, title, description, metavar ==")
p = argparse.ArgumentParser(prog="svc", description="Service manager.")
p.add_argument("--config", default="svc.toml")
sub = p.add_subparsers(title="commands", description="valid commands", dest="cmd", required=True, metavar="COMMAND")
st = sub.add_parser("start", help="start the service")
st.add_argument("--port", type=int, default=8080)
sub.add_parser("stop", help="stop the service")
sub.add_parser("restart-all-the-services-now", help="a long name to push the help column")
for argv in ([], ["start"], ["start", "--port", "99"], ["--config", "x.toml", "stop"], ["halt"], ["-h"], ["start", "-h"]):
    run(p, argv)

print("== required, dest suppressed, no metavar ==")
p = argparse.ArgumentParser(prog="mini")
sub = p.add_subparsers(required=True)
sub.add_parser("one")
sub.add_parser("two")
for argv in ([], ["one"], ["three"], ["-h"]):
    run(p, argv)

print("== title only, no help on the action ==")
p = argparse.ArgumentParser(prog="t2")
sub = p.add_subparsers(title="actions")
x = sub.add_parser("run", help="run it")
x.add_argument("files", nargs="+")
sub.add_parser("check", aliases=["ck"], help="check it")
for argv in (["-h"], ["run", "a", "b"], ["run"], ["ck"], []):
    run(p, argv)

print("== description only ==")
p = argparse.ArgumentParser(prog="t3")
sub = p.add_subparsers(description="pick one", dest="which")
sub.add_parser("a", help="the a command")
run(p, ["-h"])
run(p, ["a"])

print("== positional before the sub-command ==")
p = argparse.ArgumentParser(prog="db")
p.add_argument("database")
sub = p.add_subparsers(dest="op")
q = sub.add_parser("query", help="run a query")
q.add_argument("sql")
sub.add_parser("dump", help="dump it")
print(q.prog)
for argv in (["main.db", "query", "select 1"], ["main.db"], ["main.db", "dump"], ["query"], ["-h"], ["main.db", "query", "-h"]):
    run(p, argv)

print("== set_defaults(func=...) dispatch ==")


def cmd_hello(args):
    return f"hello {args.name}{'!' * args.excited}"


def cmd_sum(args):
    return f"sum={sum(args.nums)}"


p = argparse.ArgumentParser(prog="app")
p.add_argument("--debug", action="store_true")
p.set_defaults(func=None)
sub = p.add_subparsers(dest="command")
h = sub.add_parser("hello")
h.add_argument("name")
h.add_argument("-e", "--excited", action="count", default=0)
h.set_defaults(func=cmd_hello)
sm = sub.add_parser("sum")
sm.add_argument("nums", nargs="*", type=int)
sm.set_defaults(func=cmd_sum, mode="math")
for argv in (["hello", "bob"], ["--debug", "hello", "amy", "-ee"], ["sum", "1", "2", "3"], ["sum"], []):
    ns = p.parse_args(argv)
    print(argv, ns.command, ns.debug, getattr(ns, "mode", "-"), ns.func(ns) if ns.func else "no command")
    print("  ", sorted(k for k in vars(ns)))

print("== errors while building ==")
p = argparse.ArgumentParser(prog="b")
sub = p.add_subparsers()
sub.add_parser("x", aliases=["y"])
for name, kw in (("x", {}), ("z", {"aliases": ["y"]})):
    try:
        sub.add_parser(name, **kw)
    except argparse.ArgumentError as e:
        print("ArgumentError:", e)
err = io.StringIO()
try:
    with redirect_stderr(err):
        p.add_subparsers()
except SystemExit as e:
    print("SystemExit", e.code, err.getvalue().replace("\n", " | "))

print("== long usage wrapping with sub-commands ==")
p = argparse.ArgumentParser(prog="deploy-tool-with-a-long-name")
p.add_argument("--environment", choices=["dev", "staging", "production"], required=True)
p.add_argument("--region", default="eu-west-1")
p.add_argument("--dry-run", action="store_true")
p.add_argument("target", nargs="?")
sub = p.add_subparsers(dest="action", help="what to do")
for name in ("provision", "configure", "rollout", "rollback", "destroy", "status"):
    sub.add_parser(name, help=f"{name} the target", description=f"The {name} step.")
run(p, ["-h"])
run(p, ["--environment", "dev"])
run(p, ["status"])
run(p, ["--environment", "dev", "web", "rollout"])
run(p, ["--environment", "dev", "rollout", "--dry-run"])
run(p, ["rollout", "-h"])
print(p.format_usage(), end="")

print("== optional positional and '*' before the sub-command ==")
p = argparse.ArgumentParser(prog="opt")
p.add_argument("maybe", nargs="?")
sub = p.add_subparsers(dest="c")
sub.add_parser("go")
for argv in (["go"], ["x", "go"], ["x", "y"]):
    run(p, argv)
