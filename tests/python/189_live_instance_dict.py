# obj.__dict__ is the object's own dict: writes, update, pop and del through it reach the object
# (vars() too), as the descriptor and __setattr__ idioms rely on.
class U:
    def __init__(self, **kw):
        self.__dict__.update(kw)
    def __setattr__(self, k, v):
        self.__dict__[k] = v * 2
u = U(a=1, b="x"); u.c = 5
print(u.a, u.b, u.c, vars(u), sorted(u.__dict__))
d = u.__dict__; d["z"] = 9; del d["a"]
print(u.z, hasattr(u, "a"), vars(u) is u.__dict__)
class P:
    def __init__(self): self.x = 1
p = P(); p.__dict__.pop("x"); print(hasattr(p, "x"))
import json
print(json.dumps(P().__dict__))
class Lazy:
    def __init__(self, f): self.f = f
    def __get__(self, obj, typ):
        if obj is None: return self
        v = self.f(obj); obj.__dict__[self.f.__name__] = v; return v
class Q:
    @Lazy
    def heavy(self):
        print("computing"); return 42
q = Q(); print(q.heavy, q.heavy)
