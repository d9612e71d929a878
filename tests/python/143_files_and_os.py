# Text files with open() (read, readline, readlines, iteration, write, writelines, append,
# exclusive create, with, print(file=...)) and the os functions around them; errors as
# CPython words them.
import os

d = "tmp_files_143"
os.makedirs(d, exist_ok=True)
p = os.path.join(d, "notes.txt")
with open(p, "w") as f:
    n = f.write("first line\n")
    f.writelines(["second\n", "third\n"])
    print("fourth", 4, sep=":", file=f)
print(n, os.path.exists(p), os.path.isfile(p), os.path.isdir(d), os.path.basename(p), os.path.dirname(p))
with open(p) as f:
    print(repr(f.readline()), repr(f.read(3)), repr(f.readline()), f.readlines())
f = open(p, "r")
print([line.rstrip("\n") for line in f], repr(f.read()))
f.close()
with open(p, "a") as f:
    f.write("fifth\n")
print(open(p).read().splitlines(), len(open(p).readlines()))
print(sorted(os.listdir(d)), os.path.splitext("a/b.tar.gz"), os.path.splitext(".bashrc"), os.path.join("a", "b", "/c", "d"))
for bad in [lambda: open(os.path.join(d, "missing.txt")), lambda: open(p, "x"), lambda: open(p, "q"),
            lambda: f.read(), lambda: open(p).write("x"), lambda: os.remove(os.path.join(d, "nope"))]:
    try:
        bad()
    except (OSError, ValueError) as e:
        print(type(e).__name__, e)
os.remove(p)
os.rmdir(d)
print(os.path.exists(d), isinstance(FileNotFoundError("x"), OSError), issubclass(FileExistsError, OSError))
