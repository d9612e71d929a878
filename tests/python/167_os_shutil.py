# os, os.path and shutil on a scratch directory (names relative to it are printed).
import os
import shutil
import tempfile

with tempfile.TemporaryDirectory(prefix="gpa_") as tmp:
    print(os.path.isdir(tmp), os.path.basename(tmp).startswith("gpa_"))
print(os.path.exists(tmp))
base = os.path.join(tempfile.mkdtemp(suffix="_x"), "scratch")
print(base.endswith("_x/scratch"), os.path.dirname(os.path.dirname(base)) == tempfile.gettempdir())
os.makedirs(os.path.join(base, "a", "b"))
os.mkdir(os.path.join(base, "c"))
with open(os.path.join(base, "a", "one.txt"), "w") as f:
    f.write("hello\n")
with open(os.path.join(base, "a", "b", "two.txt"), "w") as f:
    f.write("x" * 10)

print(os.path.getsize(os.path.join(base, "a", "b", "two.txt")))
print(os.stat(os.path.join(base, "a", "one.txt")).st_size)
walked = []
for dirpath, dirnames, filenames in os.walk(base):
    walked.append((os.path.relpath(dirpath, base), sorted(dirnames), sorted(filenames)))
print(sorted(walked))
print(sorted(d[len(base):] for d, _, _ in os.walk(base, topdown=False))[:2])

dst = shutil.copy(os.path.join(base, "a", "one.txt"), os.path.join(base, "c"))
print(dst[len(base):], open(dst).read(), end="")
print(shutil.copyfile(os.path.join(base, "a", "one.txt"), os.path.join(base, "c", "copy.txt"))[len(base):])
shutil.copytree(os.path.join(base, "a"), os.path.join(base, "d"))
print(sorted(os.listdir(os.path.join(base, "d"))), sorted(os.listdir(os.path.join(base, "d", "b"))))
os.rename(os.path.join(base, "d", "one.txt"), os.path.join(base, "d", "renamed.txt"))
shutil.move(os.path.join(base, "d", "renamed.txt"), os.path.join(base, "c"))
print(sorted(os.listdir(os.path.join(base, "c"))))
try:
    shutil.copytree(os.path.join(base, "a"), os.path.join(base, "d"))
except FileExistsError as e:
    print("FileExistsError", str(e).replace(base, "<base>"))
try:
    os.rename(os.path.join(base, "nope"), os.path.join(base, "x"))
except FileNotFoundError as e:
    print("FileNotFoundError")
try:
    os.mkdir(os.path.join(base, "c"))
except FileExistsError:
    print("mkdir: FileExistsError")
shutil.rmtree(os.path.dirname(base))
print(os.path.exists(base))

for p in ["a/./b/../c", "//x/y", "///x", "", "../a/..", "/..", "a//b/"]:
    print(repr(p), repr(os.path.normpath(p)))
print(os.path.split("/usr/lib/x.so"), os.path.split("name"), os.path.split("/"))
print(os.path.isabs("/a"), os.path.isabs("a"), os.path.abspath("/a/../b"))
print(os.path.abspath("q") == os.path.join(os.getcwd(), "q"))
print(os.path.relpath("/a/b/c", "/a/x"), os.path.relpath("/a", "/a"), os.path.relpath("/a/b", "/"))
os.environ["GPA_TEST_VAR"] = "42"
print(os.getenv("GPA_TEST_VAR"), os.getenv("GPA_SURELY_UNSET", "dflt"), os.environ.get("GPA_SURELY_UNSET"))
print(os.path.expanduser("~/x") == os.path.join(os.environ["HOME"], "x"), os.path.expanduser("a~"))
print(os.name, os.sep, os.curdir, os.pardir, type(os.cpu_count()).__name__)

with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as tf:
    tf.write("a,b\n1,2\n")
    name = tf.name
print(name.endswith(".csv"), open(name).read().splitlines())
os.remove(name)
with tempfile.NamedTemporaryFile() as tb:
    tb.write(b"\x00\x01")
    tb.flush()
    print(os.path.getsize(tb.name))
    kept = tb.name
print(os.path.exists(kept))
