# __new__ (called with the class, its result initialised only when it is an instance of it; object.__new__, super().__new__) and __slots__ (only the listed names, unless a class in the lineage has none).
class A:
    def __new__(cls, n):
        print("new", cls.__name__, n)
        obj = object.__new__(cls)
        obj.n = n
        return obj
    def __init__(self, n):
        print("init", n)
class B(A):
    pass
b = B(3)
print(type(b).__name__, b.n)
class C:
    def __new__(cls):
        return 42
    def __init__(self):
        print("never")
print(C())
class Pt:
    __slots__ = "x"
class Pt3(Pt):
    __slots__ = ("y",)
q = Pt3()
q.x = 1; q.y = 2
print(q.x, q.y)
class Free(Pt):
    pass
f = Free(); f.z = 9; print(f.z)
try:
    q.w = 1
except AttributeError as e:
    print(e)
class E(Exception):
    def __new__(cls, *a):
        return super().__new__(cls, *a)
try:
    raise E("boom")
except E as e:
    print("caught", e, e.args)
class Singleton:
    _it = None
    @staticmethod
    def __new__(cls):
        if Singleton._it is None:
            Singleton._it = super(Singleton, cls).__new__(cls)
        return Singleton._it
print(Singleton() is Singleton())
