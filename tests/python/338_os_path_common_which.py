# os.path.commonprefix/commonpath, os.devnull, shutil.which, sys.getdefaultencoding/executable.
import os
import shutil
import sys

print(os.path.commonprefix(["/usr/lib", "/usr/local"]), repr(os.path.commonprefix([])))
print(os.path.commonprefix(["interspecies", "interstellar", "interstate"]), os.path.commonprefix(["a"]))
print(os.path.commonpath(["/usr/lib", "/usr/local"]), os.path.commonpath(["/usr/lib/", "/usr/lib"]))
print(os.path.commonpath(["a/b/c", "a/b/d", "./a/b"]), repr(os.path.commonpath(["a", "b"])), os.path.commonpath(["/"]))
for bad in ([], ["/a", "b"]):
    try:
        os.path.commonpath(bad)
    except ValueError as e:
        print("ValueError:", e)
print(os.devnull, open(os.devnull).read() == "")
with open(os.devnull, "w") as f:
    print("gone", file=f)
sh = shutil.which("sh")
print(sh is not None and os.path.isabs(sh), shutil.which("no-such-program-xyz"), shutil.which("sh", path=""))
print(shutil.which(sh) == sh, shutil.which("/no/such/sh"))
print(sys.getdefaultencoding(), isinstance(sys.executable, str) and len(sys.executable) > 0)
