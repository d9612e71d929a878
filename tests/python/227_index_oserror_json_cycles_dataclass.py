# __index__ in bin/hex/oct/range/slice bounds; OSError errno/strerror/filename; json refusing
# cycles; a dataclass met again inside its repr; replace() skipping init=False fields.
class Ix:
    def __index__(self): return 2
print(bin(Ix()), hex(Ix()), oct(Ix()), range(Ix()), [1,2,3,4][:Ix()], [1,2,3][Ix()], "abcd"[Ix():], (1,2,3)[::Ix()])
try:
    open("/nonexistent/x")
except OSError as e:
    print(e.args, e.errno, e.strerror, e.filename, e)
try:
    open("/nonexistent/x")
except FileNotFoundError as e:
    print(type(e).__name__, e.errno)
import json
a = []; a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print("ValueError", e)
d = {}; d["x"] = d
try:
    json.dumps(d)
except ValueError as e:
    print("ValueError", e)
from dataclasses import dataclass, field, replace
@dataclass
class N:
    name: str
    nbr: list = field(default_factory=list)
c = N("c"); c.nbr.append(c); print(c)
@dataclass
class T:
    a: int
    b: int = field(init=False, default=0)
print(replace(T(1), a=2))
import os
e = OSError(5, "I/O error", "f.txt")
print(e, repr(e), e.args, e.errno, e.strerror, e.filename)
e = OSError("plain")
print(e, e.args, e.errno, e.strerror, e.filename)
e = FileNotFoundError(2, "x")
print(e, e.args, e.errno, e.filename)
for f in [lambda: os.remove("/nonexistent/q"), lambda: os.listdir("/nonexistent"), lambda: open("/nonexistent/x", "w"), lambda: os.mkdir("/")]:
    try:
        f()
    except OSError as e:
        print(type(e).__name__, e.errno, e.strerror, e.filename, e.args, e)
try:
    replace(T(1), b=3)
except ValueError as e:
    print(e)
print(json.dumps([[1], [1]]), json.dumps({"a": [1, {"b": [2]}]}, check_circular=False))
