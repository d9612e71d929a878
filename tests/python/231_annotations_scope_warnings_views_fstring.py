# Annotations read names of the enclosing function; catch_warnings records only what its
# block queues; deep json; a bound method's __call__ as a value; items views of unhashable
# values; "\\N{x}" in f-strings; OSError with a None filename; dunder names CPython has.
import json, warnings, functools
import numpy as np
def make():
    class Node:
        pass
    class Tree:
        def add(self, n: Node) -> "Tree":
            return self
    return Tree().add.__annotations__
print(make())
y = 1 / np.array([0.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    z = np.array([1.0]) + 1
    print(len(w))
deep = []
cur = deep
for i in range(600):
    nxt = []
    cur.append(nxt)
    cur = nxt
print(len(json.dumps(deep)))
class A:
    def m(self, v): return v
f = A().m.__call__
print(f(5))
print({'a': [1]}.items() == {'a': [1]}.items(), {'a': [1]}.items() != {'a': [2]}.items())
x = 7
print(f"\\N{x}", f"a\\{x}")
e = OSError(2, 'x', None)
print(e, e.args, e.filename)
print(hasattr("s", "__radd__"), hasattr([], "__radd__"), [1].__iadd__((2,)), (2.5).__round__(1))
print(len.__call__([1, 2]), (lambda a, b=1: a + b).__call__(1, b=5))
