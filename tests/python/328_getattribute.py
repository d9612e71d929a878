# A class's own __getattribute__ answers every attribute read (object.__getattribute__ and
# super().__getattribute__ the normal lookup; __getattr__ what it raises AttributeError for).
class G:
    def __getattribute__(s, n):
        return 42
print(G().x, G().anything)

class Logged:
    def __init__(self):
        self.a = 1
        self.log = []
    def __getattribute__(self, name):
        if name not in ("log", "__dict__"):
            object.__getattribute__(self, "log").append(name)
        return object.__getattribute__(self, name)
    def method(self):
        return self.a + 1
o = Logged()
print(o.a, o.method(), o.log)
try:
    o.missing
except AttributeError as e:
    print("AttributeError:", e)

class Fallback:
    def __getattribute__(self, name):
        if name.startswith("x"):
            raise AttributeError(name)
        return super().__getattribute__(name)
    def __getattr__(self, name):
        return "fallback " + name
    y = 5
f = Fallback()
print(f.y, f.xyz, getattr(f, "x1"), hasattr(f, "xx"))

class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_t", target)
    def __getattribute__(self, name):
        t = object.__getattribute__(self, "_t")
        return getattr(t, name)
p = Proxy([3, 1, 2])
print(p.count(1), p.index(2), len(object.__getattribute__(p, "_t")))
