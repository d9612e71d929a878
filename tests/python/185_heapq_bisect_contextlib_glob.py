# heapq (CPython's heap layout), bisect, contextlib, types.SimpleNamespace, abc, fnmatch, glob.
import heapq, bisect
from contextlib import contextmanager, suppress, nullcontext, closing
from types import SimpleNamespace
from abc import ABC, abstractmethod
h = []
for x in [5, 1, 8, 3, 9, 2, 7, 1]:
    heapq.heappush(h, x)
print(h, [heapq.heappop(h) for _ in range(3)], h)
data = [9, 4, 7, 1, 8, 2, 6]
heapq.heapify(data); print(data, heapq.heapreplace(data, 5), data, heapq.heappushpop(data, 0), data)
print(heapq.nsmallest(2, [5, 1, 3]), heapq.nlargest(2, [(1, 'a'), (3, 'b'), (2, 'c')], key=lambda t: t[0]), list(heapq.merge([1, 4], [2, 3])))
pq = []
for p, task in [(2, "write"), (1, "read"), (3, "sleep"), (1, "eat")]:
    heapq.heappush(pq, (p, task))
print([heapq.heappop(pq)[1] for _ in range(4)])
a = [1, 2, 4, 4, 8]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 5))
bisect.insort(a, 3); print(a, bisect.bisect_left([("a", 1), ("c", 3)], 2, key=lambda t: t[1]))
@contextmanager
def tag(name):
    print("<" + name + ">")
    try:
        yield name.upper()
    finally:
        print("</" + name + ">")
with tag("b") as t:
    print("inside", t)
try:
    with tag("i"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)
@contextmanager
def swallow():
    try:
        yield
    except KeyError:
        print("swallowed")
with swallow():
    {}["x"]
print("after")
with suppress(ZeroDivisionError):
    1 / 0
print("suppressed")
with nullcontext(5) as v:
    print(v)
class Res:
    def close(self): print("closed")
with closing(Res()):
    pass
ns = SimpleNamespace(a=1, b="x"); ns.c = 3
print(ns, ns.a, ns == SimpleNamespace(a=1, b="x", c=3))
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def name(self): ...
class Sq(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
    def name(self): return "sq"
class Half(Shape):
    def area(self): return 1
print(Sq(3).area(), Sq(2).name(), isinstance(Sq(1), Shape))
for C in (Shape, Half):
    try:
        C()
    except TypeError as e:
        print(e)
import glob, os, tempfile, fnmatch
d = tempfile.mkdtemp()
for p in ["a.txt", "b.txt", "c.csv", ".hidden.txt", "sub/d.txt", "sub/deep/e.txt", "sub/f.csv"]:
    full = os.path.join(d, p)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write("x")
rel = lambda xs: sorted(os.path.relpath(x, d) for x in xs)
print(rel(glob.glob(os.path.join(d, "*.txt"))))
print(rel(glob.glob(os.path.join(d, "*", "*.txt"))))
print(rel(glob.glob(os.path.join(d, "**", "*.txt"), recursive=True)))
print(rel(glob.glob(os.path.join(d, "[ab].*"))), rel(glob.glob(os.path.join(d, "?.csv"))), glob.glob(os.path.join(d, "nope*")))
print(sorted(glob.glob("*.txt", root_dir=d)), glob.escape("a*b?"))
print(fnmatch.fnmatch("data.csv", "*.csv"), fnmatch.fnmatch("x.py", "[!x]*"), fnmatch.filter(["a1", "b2", "a3"], "a?"))
