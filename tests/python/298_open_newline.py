# open(newline=...): universal newlines by default, none translated with "" or "\n", "\r\n" written
# for "\n" with newline="\r\n"; lines split at any ending with newline=""; os.SEEK_*.
import os, tempfile
d = tempfile.mkdtemp(); p = os.path.join(d, "x.txt")
with open(p, "w", newline="") as f:
    f.write("a\r\nb\nc\rd")
print(open(p, "rb").read())
print(repr(open(p, newline="").read()), repr(open(p).read()), repr(open(p, newline="\n").read()))
print(open(p, newline="").readlines())
with open(p, "w", newline="\r\n") as f:
    f.write("x\ny\n")
print(open(p, "rb").read())
for bad in ("x", 5):
    try: open(p, newline=bad)
    except (ValueError, TypeError) as e: print(type(e).__name__, e)
try: open(p, "rb", newline="")
except ValueError as e: print(e)
import os as o; print(o.SEEK_SET, o.SEEK_CUR, o.SEEK_END)
