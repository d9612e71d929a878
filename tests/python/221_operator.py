# Differential cases for operator.
import sys
import operator

n = 0
def show(*a):
    global n
    n += 1
    print(*a)

def attempt(f, *args, **kw):
    try:
        show(repr(f(*args, **kw)))
    except Exception as e:
        show(type(e).__name__, e)

class V:
    def __init__(self, x): self.x = x
    def __repr__(self): return f"V({self.x})"
    def __add__(self, o): return V(self.x + o.x)
    def __iadd__(self, o): self.x += o.x; return self
    def __matmul__(self, o): return self.x * o.x
    def __neg__(self): return V(-self.x)
    def __pos__(self): return V(+self.x)
    def __invert__(self): return V(~self.x)
    def __abs__(self): return V(abs(self.x))
    def __index__(self): return self.x
    def __getitem__(self, i): return i

class Bad:
    def __index__(self): return "no"

class Hint:
    def __length_hint__(self): return 4

class NoHint:
    def __length_hint__(self): return NotImplemented

class NegHint:
    def __length_hint__(self): return -1

nums = [0, 1, -3, 7, 2.5, -0.5, True, 1000]
for a in nums:
    for b in [1, 2, -2, 3.0, True]:
        for name in ["add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "lt", "le", "eq", "ne", "gt", "ge",
                     "iadd", "isub", "imul", "itruediv", "ifloordiv", "imod", "ipow", "is_", "is_not"]:
            attempt(getattr(operator, name), a, b)
for a in [0, 5, -6, 255, True, False]:
    for b in [0, 1, 3]:
        for name in ["and_", "or_", "xor", "lshift", "rshift", "iand", "ior", "ixor", "ilshift", "irshift"]:
            attempt(getattr(operator, name), a, b)
for a in [0, 5, -6, True, -2.5, 3 + 4j, V(-4), "s", None, [1]]:
    for name in ["neg", "pos", "abs", "inv", "invert", "not_", "truth", "index"]:
        attempt(getattr(operator, name), a)
attempt(operator.index, Bad())
attempt(operator.index, V(9))
attempt(operator.matmul, V(2), V(5))
attempt(operator.imatmul, V(2), V(5))
v = V(1)
w = operator.iadd(v, V(2))
show(v, w, v is w)
lst = [1, 2]
r = operator.iadd(lst, [3])
show(lst, r is lst)
r = operator.iconcat(lst, (4, 5))
show(lst, r is lst)
r = operator.imul(lst, 2)
show(lst, r is lst)
t = (1,)
r = operator.iadd(t, (2,))
show(t, r)
s = {1, 2}
operator.ior(s, {3}); operator.iand(s, {1, 3}); show(sorted(s))
operator.isub(s, {1}); show(s)
operator.ixor(s, {9}); show(sorted(s))
for a, b in [([1], [2]), ("ab", "cd"), ((1,), (2,)), ([1], (2,)), (1, 2), ({}, {}), (V(1), V(2)), (b"x", b"y")]:
    attempt(operator.concat, a, b)
    attempt(operator.iconcat, a, b)
d = {"a": 1}
operator.setitem(d, "b", 2); show(d)
operator.delitem(d, "a"); show(d)
attempt(operator.delitem, d, "zz")
l = [0, 1, 2, 3, 4]
operator.setitem(l, slice(1, 3), ["x"]); show(l)
operator.delitem(l, 0); show(l)
attempt(operator.getitem, l, 10)
show(operator.contains([1, 2], 2), operator.contains("abc", "bc"), operator.contains({1: 2}, 2))
nan = float("nan")
for seq, x in [([1, 2, 1, 3, 1], 1), ("banana", "a"), ([nan, nan], nan), ([1, 1.0, True], 1), ((), 3), ([[1], [1]], [1])]:
    attempt(operator.countOf, seq, x)
    attempt(operator.indexOf, seq, x)
attempt(operator.indexOf, [1, 2], 5)
attempt(operator.indexOf, iter([5, 6, 7]), 7)
attempt(operator.countOf, (i % 3 for i in range(10)), 0)
for obj in [[1, 2, 3], "abcd", {}, range(7), Hint(), NoHint(), 5, None]:
    attempt(operator.length_hint, obj)
    attempt(operator.length_hint, obj, 42)
attempt(operator.length_hint, NegHint())
attempt(operator.length_hint, 3, "x")
attempt(operator.call, max, 3, 9, 2)
attempt(operator.call, sorted, [3, 1, 2], reverse=True)
attempt(operator.call, lambda *a, **k: (a, k), 1, obj=2)
attempt(operator.call, dict, obj=1)
attempt(operator.itemgetter(1), "abc")
attempt(operator.itemgetter(0, 2), [5, 6, 7])
attempt(operator.attrgetter("x"), V(3))
attempt(operator.methodcaller("split", ","), "a,b")
show(operator.__add__(1, 2), operator.__not__(0), operator.__concat__([1], [2]), operator.__iadd__(1, 1))
show(sorted([(1, "b"), (0, "c"), (2, "a")], key=operator.itemgetter(1)))
print("cases", n, file=sys.stderr)
