# Differential cases for functools: singledispatch (registration by explicit class),
# singledispatchmethod, partialmethod.
import sys
import functools
singledispatch = functools.singledispatch

n = 0
def show(*a):
    global n
    n += 1
    print(*a)

def attempt(f, *args, **kw):
    try:
        show(repr(f(*args, **kw)))
    except Exception as e:
        show(type(e).__name__, str(e).split(" at 0x")[0])

@singledispatch
def fun(arg, verbose=False):
    return ("default", type(arg).__name__, verbose)

@fun.register(int)
def _(arg, verbose=False):
    return ("int", arg, verbose)

@fun.register(list)
def _(arg, verbose=False):
    return ("list", len(arg))

def nothing(arg, verbose=False):
    return ("none",)
show(fun.register(type(None), nothing) is nothing)

@fun.register(float)
@fun.register(complex)
def _(arg, verbose=False):
    return ("number", arg)

class Base: pass
class Mid(Base): pass
class Leaf(Mid): pass
class Other: pass
class Both(Leaf, Other): pass

@fun.register(Base)
def _(arg, verbose=False):
    return ("base", type(arg).__name__)

@fun.register(Other)
def _(arg, verbose=False):
    return ("other", type(arg).__name__)

class MyList(list): pass
class MyInt(int): pass
class MyErr(ValueError): pass

@fun.register(Exception)
def _(arg, verbose=False):
    return ("exception", type(arg).__name__, str(arg))

for v in [1, True, False, -5, 2.5, 1j, "s", b"b", [1, 2], MyList([1]), (1,), {}, {1}, None, Base(), Mid(), Leaf(), Other(),
          Both(), MyInt(3), ValueError("v"), MyErr("m"), KeyError("k"), object(), range(3), len]:
    attempt(fun, v)
attempt(fun, 3, verbose=True)
attempt(fun, "x", True)
attempt(fun)
show(fun.__name__, fun.__wrapped__.__name__)
for cls in [int, bool, float, str, list, MyList, dict, type(None), Base, Leaf, Both, object, MyErr, BaseException, tuple]:
    impl = fun.dispatch(cls)
    show(cls.__name__, impl.__name__, sorted(k.__name__ for k in fun.registry if fun.registry[k] is impl))
show(sorted(k.__name__ for k in fun.registry.keys()))
show(int in fun.registry, str in fun.registry, len(fun.registry), fun.registry[object] is fun.__wrapped__)
show(type(fun.registry).__name__)

# Registering later changes dispatch for classes already seen.
show(fun(True)[0])
@fun.register(bool)
def _(arg, verbose=False):
    return ("bool", arg)
show(fun(True), fun(1))
show(fun(Leaf())[0])
@fun.register(Mid)
def _(arg, verbose=False):
    return ("mid",)
show(fun(Leaf()), fun(Base())[0], fun(Both()))

# Unions of classes.
@singledispatch
def u(x):
    return "default"
import typing
@u.register(typing.Union[int, str])
def _(x):
    return "int or str"
u.register(typing.Optional[bytes], lambda x: "bytes or none")
show(u(1), u("a"), u(2.0), u(b""), u(None), u([]))

# Errors.
attempt(u.register, 3)
attempt(u.register, 3, lambda x: x)
attempt(u.register, "notaclass")
attempt(u.register, typing.List[int], lambda x: x)
def unannotated(x):
    return x
attempt(u.register, unannotated)

# Classes and instances dispatched through MRO with many registrations.
@singledispatch
def describe(obj):
    return "object"
describe.register(dict, lambda obj: "dict of %d" % len(obj))
describe.register(tuple, lambda obj: "tuple")
describe.register(str, lambda obj: "str " + obj)
show(describe({1: 2}), describe(()), describe("x"), describe(3), describe([]))
show(describe.dispatch(str) is describe.registry[str])

# singledispatchmethod
class Negator:
    @functools.singledispatchmethod
    def neg(self, arg):
        return ("cannot negate", type(arg).__name__, type(self).__name__)

    @neg.register(int)
    def _(self, arg):
        return -arg

    @neg.register(bool)
    def _(self, arg):
        return not arg

    @neg.register(list)
    def _(self, arg):
        return [self.neg(x) for x in arg]

    @functools.singledispatchmethod
    @classmethod
    def cneg(cls, arg):
        return ("cls default", cls.__name__)

    @cneg.register(int)
    @classmethod
    def _(cls, arg):
        return ("cls int", cls.__name__, -arg)

    @functools.singledispatchmethod
    @staticmethod
    def sneg(arg):
        return ("static default",)

    @sneg.register(str)
    @staticmethod
    def _(arg):
        return ("static str", arg[::-1])

class SubNegator(Negator):
    pass

ng = Negator()
show(ng.neg(3), ng.neg(True), ng.neg([1, False, 2]), ng.neg("s"), ng.neg(2.5))
show(Negator.neg(ng, 4), SubNegator().neg("q"))
show(Negator.cneg(5), ng.cneg("x"), SubNegator.cneg(7), SubNegator().cneg(1.5))
show(Negator.sneg("abc"), ng.sneg(1), SubNegator().sneg("xy"))
show(ng.neg.__name__, Negator.cneg.__name__ if hasattr(Negator.cneg, "__name__") else "?")

# partialmethod
class Cell:
    def __init__(self):
        self._alive = False
    def set_state(self, state, reason="none"):
        self._alive = bool(state)
        return (state, reason)
    set_alive = functools.partialmethod(set_state, True)
    set_dead = functools.partialmethod(set_state, False, reason="died")
    set_dead_again = functools.partialmethod(set_dead, reason="again")
    @classmethod
    def make(cls, a, b):
        return (cls.__name__, a, b)
    make_one = functools.partialmethod(make, 1)
    @staticmethod
    def stat(a, b=0):
        return ("stat", a, b)
    stat_two = functools.partialmethod(stat, 2, b=5)

c = Cell()
show(c.set_alive(), c._alive, c.set_dead(), c._alive, c.set_alive(reason="why"), c.set_dead_again())
show(Cell.set_alive(c), Cell.set_dead(c, reason="other"))
show(c.make_one(9), Cell.make_one(8), c.stat_two(), Cell.stat_two())
show(type(c.set_alive).__name__, c.set_alive.args, c.set_alive.keywords, c.set_alive.__self__ is c)
show(type(Cell.set_alive).__name__, callable(Cell.set_alive))
pm = Cell.__dict__["set_dead"]
show(pm.args, pm.keywords, pm.func is Cell.__dict__["set_state"], repr(pm).split(">")[1])
show(Cell.__dict__["set_dead_again"].keywords, Cell.__dict__["set_dead_again"].args)
attempt(functools.partialmethod, 3)
print("cases", n, file=sys.stderr)
