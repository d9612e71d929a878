# A git-like CLI: global options, sub-commands with their own options, groups, aliases and a
# dispatch table through set_defaults(func=...). Parsed with many argv lists, including help
# output and error cases (what would go to stderr is printed here).
import argparse
import io
import sys
from contextlib import redirect_stdout, redirect_stderr


def cmd_init(args):
    kind = "bare " if args.bare else ""
    return f"Initialized empty {kind}repository in {args.directory or '.'} (branch {args.initial_branch})"


def cmd_clone(args):
    depth = f" --depth {args.depth}" if args.depth else ""
    return f"Cloning {args.repository} into {args.directory or args.repository.rsplit('/', 1)[-1]}{depth}"


def cmd_commit(args):
    msg = "\n\n".join(args.message) if args.message else "<editor>"
    flags = "".join(f for f, on in (("a", args.all), ("n", args.no_verify)) if on)
    return f"commit[{flags}] author={args.author} amend={args.amend}: {msg!r}"


def cmd_log(args):
    return f"log n={args.max_count} fmt={args.format} oneline={args.oneline} paths={args.paths} since={args.since}"


def cmd_branch(args):
    if args.delete:
        return f"delete {args.delete} force={args.force}"
    if args.list or not args.name:
        return f"list branches (verbose={args.verbose})"
    return f"create {args.name} from {args.start_point}"


def cmd_remote(args):
    if args.remote_cmd is None:
        return "remotes: origin"
    return f"remote {args.remote_cmd} {vars(args).get('name')} {vars(args).get('url', '')}".rstrip()


def build():
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("-q", "--quiet", action="store_true", help="suppress output")

    p = argparse.ArgumentParser(prog="mygit", description="A tiny version control front end.",
                                epilog="See 'mygit <command> -h' for help on a command.")
    p.add_argument("--version", action="version", version="%(prog)s 2.42.0")
    p.add_argument("-C", metavar="PATH", dest="chdir", help="run as if started in PATH")
    p.add_argument("-c", dest="config", action="append", default=[], metavar="NAME=VALUE",
                   help="set a configuration option for this command (may be repeated)")
    p.add_argument("-v", "--verbose", action="count", default=0, help="be more verbose")
    sub = p.add_subparsers(title="commands", dest="command", metavar="<command>", required=True)

    s = sub.add_parser("init", help="create an empty repository", parents=[common])
    s.add_argument("directory", nargs="?")
    s.add_argument("--bare", action="store_true")
    s.add_argument("-b", "--initial-branch", default="main", metavar="NAME")
    s.set_defaults(func=cmd_init)

    s = sub.add_parser("clone", help="clone a repository into a new directory", parents=[common])
    s.add_argument("repository")
    s.add_argument("directory", nargs="?")
    s.add_argument("--depth", type=int, help="create a shallow clone with that many commits")
    s.add_argument("--branch", "-b")
    s.set_defaults(func=cmd_clone)

    s = sub.add_parser("commit", aliases=["ci"], help="record changes to the repository")
    s.add_argument("-m", "--message", action="append", help="use the given message as the commit message")
    s.add_argument("-a", "--all", action="store_true", help="commit all changed files")
    s.add_argument("--amend", action="store_true", help="amend previous commit")
    s.add_argument("-n", "--no-verify", action="store_true", help="bypass the pre-commit hooks")
    s.add_argument("--author", default="me <me@example.com>")
    s.set_defaults(func=cmd_commit)

    s = sub.add_parser("log", help="show commit logs")
    s.add_argument("paths", nargs="*", help="limit to these paths")
    s.add_argument("-n", "--max-count", type=int, default=10, metavar="N")
    fmt = s.add_mutually_exclusive_group()
    fmt.add_argument("--oneline", action="store_true", help="one line per commit")
    fmt.add_argument("--format", choices=["short", "medium", "full"], default="medium")
    filt = s.add_argument_group("filtering", "limit which commits are shown")
    filt.add_argument("--since", metavar="DATE")
    filt.add_argument("--author-re", metavar="PATTERN")
    s.set_defaults(func=cmd_log)

    s = sub.add_parser("branch", aliases=["br"], help="list, create, or delete branches")
    s.add_argument("name", nargs="?")
    s.add_argument("start_point", nargs="?", default="HEAD")
    act = s.add_mutually_exclusive_group()
    act.add_argument("-d", "--delete", metavar="BRANCH")
    act.add_argument("-l", "--list", action="store_true")
    s.add_argument("-f", "--force", action="store_const", const="yes", default="no")
    s.set_defaults(func=cmd_branch)

    s = sub.add_parser("remote", help="manage set of tracked repositories")
    rsub = s.add_subparsers(dest="remote_cmd")
    r = rsub.add_parser("add", help="add a remote")
    r.add_argument("name")
    r.add_argument("url")
    r = rsub.add_parser("remove", aliases=["rm"], help="remove a remote")
    r.add_argument("name")
    s.set_defaults(func=cmd_remote)
    return p


def run(argv):
    parser = build()
    out, err = io.StringIO(), io.StringIO()
    code = None
    try:
        with redirect_stdout(out), redirect_stderr(err):
            args = parser.parse_args(argv)
    except SystemExit as e:
        code = e.code
    print(f"$ mygit {' '.join(argv)}")
    if code is None:
        shown = {k: v for k, v in vars(args).items() if k != "func"}
        print("  ns:", shown)
        print("  ->", args.func(args))
    else:
        print(f"  exit status {code}")
    for name, buf in (("stdout", out), ("stderr", err)):
        if buf.getvalue():
            for line in buf.getvalue().splitlines():
                print(f"  {name}| {line}")


for argv in (
    ["init"],
    ["init", "--bare", "-b", "trunk", "proj.git"],
    ["-C", "/tmp/x", "-c", "user.name=A", "-c", "core.pager=less", "-vv", "init", "-q"],
    ["clone", "https://example.com/org/repo.git"],
    ["clone", "--depth", "1", "-b", "dev", "https://example.com/r.git", "dst"],
    ["commit", "-am", "fix bug", "-m", "details here"],
    ["ci", "--amend", "-n"],
    ["commit", "--no-verify", "--author=Ann <ann@x>", "-m", "x"],
    ["log"],
    ["log", "--oneline", "-n", "3", "src/", "docs/"],
    ["log", "--format", "full", "--since", "2024-01-01", "--", "-weird-path"],
    ["branch"],
    ["br", "feature", "origin/main"],
    ["branch", "-d", "old", "-f"],
    ["branch", "-l", "-v"],
    ["-v", "branch", "-l"],
    ["remote"],
    ["remote", "add", "upstream", "https://example.com/up.git"],
    ["remote", "rm", "upstream"],
    ["--version"],
    ["-h"],
    ["commit", "-h"],
    ["log", "--help"],
    ["remote", "-h"],
    ["remote", "add", "-h"],
    [],
    ["pull"],
    ["-C"],
    ["clone"],
    ["clone", "--depth", "deep", "u"],
    ["log", "--oneline", "--format", "short"],
    ["log", "--format", "long"],
    ["branch", "-d", "a", "--list"],
    ["commit", "--bogus"],
    ["remote", "add", "origin"],
    ["remote", "frob"],
    ["init", "a", "b"],
    ["--verbose", "--unknown", "init"],
):
    run(argv)

print("== parse_known_args ==")
p = build()
ns, rest = p.parse_known_args(["-v", "log", "-n", "2", "--graph", "--decorate=short"])
print({k: v for k, v in vars(ns).items() if k != "func"}, rest)
ns, rest = p.parse_known_args(["--color", "init", "dir", "--template", "t"])
print({k: v for k, v in vars(ns).items() if k != "func"}, rest)
print(p.format_usage(), end="")
print(p.get_default("verbose"), p.get_default("config"))
