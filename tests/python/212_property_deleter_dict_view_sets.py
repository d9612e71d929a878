# @prop.deleter and property(fdel=...), and set operators on dict keys/items views (with any
# iterable on the other side), as CPython.
class C:
    def __init__(self): self._x = 1
    @property
    def x(self): return self._x
    @x.setter
    def x(self, v): self._x = v
    @x.deleter
    def x(self):
        print("deleting")
        del self._x
c = C(); c.x = 5; print(c.x); del c.x; print(hasattr(c, "_x"))
y = property(lambda s: 1, None, lambda s: print("fdel called"))
class D:
    p = y
del D().p
print(C.x.fdel is not None, D.p.fset)
d = {"a": 1, "b": 2, "c": 3}
print(sorted(d.keys() & {"a", "z"}), sorted(d.keys() - ["a"]), sorted(d.keys() | {"q"}), sorted(d.keys() ^ {"a", "q"}))
print(sorted(d.items() & {("a", 1), ("b", 5)}), sorted({"b", "x"} & d.keys()))
try:
    d.keys() & 5
except TypeError as e:
    print("TypeError", e)
print(ascii("héllo ☃"), ascii([1, "é"]), "abc".isascii(), "é".isascii(), "".isascii())
