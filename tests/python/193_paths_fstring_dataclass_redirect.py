# pathlib paths wherever a file name goes (open, shutil, os), Path's glob/rglob with '**',
# relative_to, stat, rename; f-string '{x=}'; dataclass field(init=False); redirect_stdout
# and a replaced sys.stdout; the built-in exceptions' other names, bases and MRO.
import contextlib, io, sys
import pathlib, tempfile, shutil, os
from dataclasses import dataclass, field, fields, asdict, replace
from pathlib import Path, PurePosixPath

# ---- pl
d = Path(tempfile.mkdtemp())
(d / "a.txt").write_text("hi")
(d / "sub" / "deep").mkdir(parents=True)
(d / "sub" / "b.txt").write_text("bb")
(d / "sub" / "deep" / "c.txt").write_bytes(b"ccc")
(d / "sub" / "x.csv").touch()
with open(d / "a.txt") as f: print(f.read())
shutil.copy(d / "a.txt", d / "b.txt")
print(sorted(p.relative_to(d).as_posix() for p in d.rglob("*.txt")))
print(sorted(str(p.relative_to(d)) for p in d.glob("**/*.csv")), sorted(str(p.relative_to(d)) for p in d.glob("sub/*")))
print(sorted(str(p.relative_to(d)) for p in d.glob("**")), sorted(p.name for p in d.glob("[ab].txt")))
print((d / "b.txt").relative_to(d), (d / "a.txt").stat().st_size, (d / "sub/deep/c.txt").read_bytes())
print({Path("a"), Path("a"), Path("b")} == {Path("a"), Path("b")}, Path("/x/y/z").parents, list(Path("a/b").parents))
p = (d / "b.txt").rename(d / "renamed.txt"); print(p.name, (d / "renamed.txt").exists(), (d / "b.txt").exists())
print(PurePosixPath("/usr/lib/x.so").relative_to("/usr"), Path("a/b").is_relative_to("a"), Path("/a").anchor)
try:
    Path("/a/b").relative_to("/c")
except ValueError as e:
    print(e)
os.chdir(d)
print(sorted(str(p) for p in Path(".").glob("*.txt")), Path("sub/../a.txt").exists())
shutil.rmtree(d)
print(d.exists())

# ---- fs
x, y = 10, 3
name = "bob"
print(f"{x/y=:.3f} {x % y = } {name=} {name = !s} {x==y} {x!=y} {x=}{y=}")
print(f"{[1, 2][0]=}", f"{(x, y)=}", f"{x + 1 = :>5}")

# ---- dc
@dataclass(order=True)
class E:
    key: tuple = field(init=False, repr=False)
    name: str
    def __post_init__(self): self.key = (len(self.name),)
print(sorted([E("bob"), E("al")]), [f.name for f in fields(E)])
@dataclass
class Acc:
    owner: str
    history: list = field(default_factory=list, init=False)
    total: float = field(default=0.0, init=False)
    note: str = field(init=False)
a = Acc("me")
print(a.history, a.total, hasattr(a, "note"))
try:
    print(a)
except AttributeError as e:
    print(e)
a.note = "n"
print(a)
try:
    Acc("x", [])
except TypeError as e:
    print(e)
@dataclass
class H:
    x: int = field(hash=False)
    y: int = 0
print(H(1), H(1) == H(1))

# ---- rd
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("hidden", 1)
    print("also", end="")
print(repr(buf.getvalue()))
err = io.StringIO()
with contextlib.redirect_stderr(err):
    print("to err", file=sys.stderr)
print(repr(err.getvalue()))
old = sys.stdout
sys.stdout = io.StringIO()
print("captured")
cap = sys.stdout.getvalue()
sys.stdout = old
print(cap.strip(), sys.stdout is old)

# ---- ex
try:
    raise ConnectionError("down")
except (ConnectionError, IOError) as e:
    print(type(e).__name__, e, isinstance(e, OSError), IOError is OSError, EnvironmentError is OSError)
print(ZeroDivisionError.__mro__[1].__name__, KeyError.__bases__[0].__name__, [c.__name__ for c in BrokenPipeError.__mro__])
for t in (NotADirectoryError, ConnectionResetError, TimeoutError, BlockingIOError, SyntaxWarning, ResourceWarning, StopAsyncIteration):
    print(t.__name__, issubclass(t, OSError), issubclass(t, Warning))
try:
    open("/etc/passwd/x")
except NotADirectoryError as e:
    print("NotADirectoryError")
