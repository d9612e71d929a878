# pathlib.Path against CPython: joining with /, name parts, with_suffix/with_name, mkdir,
# read_text/write_text/open, glob and iterdir (sorted: directory order is the OS's), unlink, rmdir.
from pathlib import Path
import os
base = Path("_tmp_pathlib_163")
base.mkdir(exist_ok=True)
(base / "sub").mkdir(parents=True, exist_ok=True)
for name in ["b.csv", "a.csv", "notes.txt"]:
    (base / name).write_text(f"file {name}\n")
p = base / "data" / "report.tar.gz"
print(p, repr(p), p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parent.name, p.parts)
print(p.with_suffix(".zip"), p.with_name("x.txt"), Path("a") / "b" / "c", Path("/usr", "lib"), Path("/usr/lib").is_absolute())
print(sorted(x.name for x in base.glob("*.csv")), sorted(x.name for x in base.iterdir()), (base / "a.csv").read_text().strip())
print((base / "a.csv").exists(), (base / "zz").exists(), (base / "sub").is_dir(), (base / "a.csv").is_file(), Path("x/y") == Path("x", "y"))
with (base / "notes.txt").open() as f:
    print(f.read().strip())
for q in base.glob("*"):
    if q.is_file():
        q.unlink()
(base / "sub").rmdir()
base.rmdir()
print(base.exists(), str(Path(".")), Path("a/b/../c").parts, Path("x.py").match("*.py"))
try:
    Path("_tmp_none_163/x").mkdir()
except FileNotFoundError:
    print("FileNotFoundError")
