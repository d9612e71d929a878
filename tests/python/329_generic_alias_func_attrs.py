# PEP 585/604 objects at run time (types.GenericAlias, types.UnionType) and the
# introspection attributes of functions.
import types
import typing

print(list[int], dict[str, int], tuple[int, ...], tuple[()], type[int], list[int | None])
print(list[int] == list[int], list[int] == list, hash(list[int]) == hash(list[int]))
print(repr(list[int]), str(dict[str, list[int]]))
print(list[int].__origin__, list[int].__args__, list[int]([1, 2]))
print(int | None == None | int, (int | str).__args__, int | int, int | str | int)
print(type(int | None), type(list[int]), type(int | None).__name__)
try:
    isinstance([], list[int])
except TypeError as e:
    print(e)
try:
    issubclass(list, int | list[int])
except TypeError as e:
    print(e)
print(isinstance(None, int | None), isinstance("a", int | float), issubclass(bool, int | str))
print(int | list[int], list[int] | None, dict[str, int] | None)
print(types.GenericAlias(list, (int,)), isinstance(int | str, types.UnionType))
print(typing.get_origin(list[int]), typing.get_args(dict[str, int]), typing.get_args(int | None))
print(typing.get_origin(int | str) is types.UnionType)
print(typing.Optional[int] | str, typing.Union[int | str, None])


class Node:
    pass


print(Node | None, list[Node])


def f(x: list[int] | None = None) -> dict[str, int]:
    pass


print(f.__annotations__)


def g(a, b=2, /, c=3, *args, d, e=5, **kw):
    return a


print(g.__defaults__, g.__kwdefaults__, g.__name__, g.__qualname__)
c = g.__code__
print(c.co_name, c.co_argcount, c.co_posonlyargcount, c.co_kwonlyargcount, c.co_varnames)
print(c.co_firstlineno, c.co_filename.endswith(".py"), bool(c.co_flags & 4), bool(c.co_flags & 8))


def h():
    pass


print(h.__defaults__, h.__kwdefaults__, h.__closure__, h.__code__.co_varnames)


def outer():
    n = 10

    def inner(k):
        return n + k

    return inner


inner = outer()
print(inner.__qualname__, len(inner.__closure__), inner.__closure__[0].cell_contents)
print(repr(inner).startswith("<function outer.<locals>.inner at 0x"))
print(inner.__globals__["outer"] is outer, type(g) is types.FunctionType)
print(isinstance(len, types.BuiltinFunctionType), isinstance(g, types.FunctionType))
g.tag = "x"
print(g.__dict__)


def gen():
    yield 1


print(isinstance(gen(), types.GeneratorType), type(types) is types.ModuleType)
print(types.NoneType, types.FunctionType.__name__)
