# Function annotations: __annotations__ (evaluated when the function is made), singledispatch
# registering by annotation, functools.wraps copying them, typing.get_type_hints.
import functools
def f(x: int, y: "str" = "a", *args: float, z: bool = True, **kw: dict) -> float:
    return 1.0
print(f.__annotations__)
def g(): pass
print(g.__annotations__, g.__annotations__ is g.__annotations__)
g.__annotations__["q"] = 1
print(g.__annotations__)
lam = lambda a: a
print(lam.__annotations__)
@functools.singledispatch
def show(x):
    return "object"
@show.register
def _(x: int):
    return "int"
@show.register
def _(x: list):
    return "list"
@show.register
def _(x: float | str):
    return "float or str"
print(show(1), show([1]), show(1.5), show("s"), show(None), show(True))
@functools.wraps(f)
def w(*a, **k):
    return f(*a, **k)
print(w.__annotations__ == f.__annotations__, w.__name__)
import typing
print(typing.get_type_hints(f) if hasattr(typing, "get_type_hints") else None)
class C:
    def m(self, a: int) -> None: pass
print(C.m.__annotations__, C().m.__annotations__)
def outer():
    T = int
    def inner(v: T) -> T: return v
    return inner
print(outer().__annotations__)
