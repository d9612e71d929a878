# open() in binary and '+' modes, seek/tell, encodings, mode errors.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "data.bin")
with open(p, "wb") as f:
    print(f.write(b"\x00\x01hello\n\xffworld"), f.tell())
with open(p, "rb") as f:
    print(f.read(2), f.tell(), f.readline(), f.read(), f.read())
    f.seek(-5, 2)
    print(f.read(), f.seek(0), f.read(1))
with open(p, "r+b") as f:
    f.seek(2)
    f.write(b"HE")
    f.seek(0, 2)
    f.write(b"!")
print(open(p, "rb").read())
t = os.path.join(d, "t.txt")
with open(t, "w", encoding="utf-8") as f:
    f.write("héllo\nwörld\r\nlast")
with open(t) as f:
    print(f.readline(), f.tell(), f.read(3), repr(f.read()))
with open(t, "a") as f:
    print(f.tell())
    f.write("\nappended")
with open(t, "r+") as f:
    print(f.readlines())
    f.write("\nplus")
    f.seek(0)
    print(f.read())
with open(t, "w+") as f:
    f.write("fresh")
    f.seek(0)
    print(f.read(), f.readable(), f.writable())
with open(t, "w", encoding="latin-1") as f:
    f.write("café")
print(open(t, "rb").read(), open(t, encoding="latin-1").read())
try:
    open(t, encoding="utf-8").read()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError", e)
print(open(t, encoding="utf-8", errors="replace").read())
for bad in [lambda: open(t, "rw"), lambda: open(t, "rbt"), lambda: open(t, "rb", encoding="utf-8"), lambda: open(p, "wb").write("s"), lambda: open(t, "w").write(b"b"), lambda: open(t).write("x"), lambda: open(d)]:
    try:
        bad()
    except (ValueError, TypeError, OSError) as e:
        print(type(e).__name__, str(e).replace(d, "<d>"))
f = open(t)
print(f.closed)
f.close()
print(f.closed)
try:
    f.read()
except ValueError as e:
    print(e)
x = os.path.join(d, "x.txt")
with open(x, "x") as f:
    f.write("once")
try:
    open(x, "x")
except FileExistsError as e:
    print("FileExistsError")
import shutil
shutil.rmtree(d)
