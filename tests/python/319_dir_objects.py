# dir() of objects and classes: their own and their classes' names with object's, and __dir__.
class A:
    z = 1
    def __init__(self):
        self.x = 1
    def m(self):
        pass
class B(A):
    y = 2
a = B()
print(dir(a))
print([n for n in dir(B) if not n.startswith("__")], [n for n in dir(A()) if not n.startswith("_")])
class D:
    def __dir__(self):
        return ["b", "a", "c"]
print(dir(D()))
from dataclasses import dataclass
@dataclass
class P:
    x: int
    y: int = 0
print([n for n in dir(P(1)) if not n.startswith("_")])
