# singledispatch registration by the first parameter's annotation (functions record their
# __annotations__).
import sys
import functools
import typing

n = 0
def show(*a):
    global n
    n += 1
    print(*a)

@functools.singledispatch
def f(x):
    return "default"

@f.register
def _(x: int):
    return "int"

@f.register
def _(x: list, extra: str = ""):
    return "list"

@f.register
def _(x: typing.Union[float, complex]):
    return "float or complex"

@f.register
def _(x: bytes | None):
    return "bytes or None"

show(f(1), f([]), f(1.5), f(2j), f(b""), f(None), f("s"), f(True))

try:
    @f.register
    def _(x: "int"):
        return "str annotation"
    show(f(1))
except TypeError as e:
    show("TypeError", e)
try:
    @f.register
    def _(x: typing.List[int]):
        return "generic"
except TypeError as e:
    show("TypeError", e)

class K:
    @functools.singledispatchmethod
    def m(self, arg):
        return "default"

    @m.register
    def _(self, arg: int):
        return ("int", arg)

    @m.register
    def _(self, arg: str):
        return ("str", arg)

show(K().m(1), K().m("a"), K().m(1.0))
print("cases", n, file=sys.stderr)
