# More class semantics: diamond MRO with cooperative super(), properties with setters,
# __getattr__, class attributes shared and shadowed, nested and local classes with
# closures, class decorators, name scoping of class bodies, iteration protocols.
class Base:
    def __init__(self):
        self.log = ["Base"]

    def who(self):
        return "Base"


class Left(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Left")

    def who(self):
        return "Left>" + super().who()


class Right(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Right")

    def who(self):
        return "Right>" + super().who()


class Diamond(Left, Right):
    def __init__(self):
        super().__init__()
        self.log.append("Diamond")

    def who(self):
        return "Diamond>" + super().who()


d = Diamond()
print(d.log, d.who(), [c.__name__ for c in Diamond.__mro__])


class Temp:
    scale = "C"

    def __init__(self, c):
        self._c = c

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    def __getattr__(self, name):
        if name.startswith("in_"):
            return f"{self._c} in {name[3:]}"
        raise AttributeError(name)


t = Temp(20)
t.celsius = 25
print(t.celsius, t.fahrenheit, t.in_kelvin, Temp.scale, t.scale)
t.scale = "F"
print(t.scale, Temp.scale)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError", e)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError")
try:
    t.nothing
except AttributeError as e:
    print("AttributeError", e)


class Registry:
    items = []

    def add(self, x):
        self.items.append(x)
        return len(self.items)


r1, r2 = Registry(), Registry()
r1.add(1)
print(r2.add(2), Registry.items)

x = "global"


class Scoped:
    x = "class"
    y = x + "!"

    def get(self):
        return x


print(Scoped.y, Scoped().get(), Scoped.x)


def make_counter(start):
    class Counter:
        def __init__(self):
            self.n = start

        def tick(self):
            self.n += 1
            return self.n

    return Counter


C = make_counter(10)
c = C()
print(c.tick(), c.tick(), type(c).__name__, type(c).__qualname__)


class Outer:
    class Inner:
        def hello(self):
            return "inner"

    def make(self):
        return Outer.Inner()


print(Outer().make().hello(), Outer.Inner.__qualname__)


def register(cls):
    cls.registered = True
    return cls


@register
class Plugin:
    pass


print(Plugin.registered, Plugin().registered)


class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def __iter__(self):
        yield_list = [self.value]
        for ch in self.children:
            yield_list.extend(list(ch))
        return iter(yield_list)

    def __len__(self):
        return 1 + sum(len(ch) for ch in self.children)

    def __repr__(self):
        return f"Tree({self.value}, {len(self.children)} children)"


tree = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(list(tree), len(tree), tree, sum(tree), 3 in tree, [repr(ch) for ch in tree.children])


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        return NotImplemented

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented

    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == other.cents

    def __repr__(self):
        return f"${self.cents / 100:.2f}"


print(sum([Money(150), Money(275)]), Money(1) == Money(1), Money(1) != Money(2), Money(5) == 5)
try:
    Money(1) + 5
except TypeError as e:
    print(e)
try:
    {Money(1): 1}
except TypeError as e:
    print(e)


class AppError(Exception):
    pass


class NotFound(AppError):
    def __init__(self, what):
        super().__init__(what)
        self.what = what

    def __str__(self):
        return f"{self.what} not found"


for exc in [NotFound("page"), AppError("boom"), KeyError("k")]:
    try:
        raise exc
    except NotFound as e:
        print("NotFound:", e, e.what, e.args)
    except AppError as e:
        print("AppError:", e, repr(e))
    except Exception as e:
        print("other:", type(e).__name__)
print(issubclass(NotFound, Exception), issubclass(NotFound, ValueError), NotFound.__mro__[1].__name__)


# In-place operators: __iadd__ and friends, NotImplemented falling back to __add__.
class Acc:
    def __init__(self, v):
        self.v = v

    def __iadd__(self, o):
        self.v += o
        return self

    def __isub__(self, o):
        return NotImplemented

    def __sub__(self, o):
        return Acc(self.v - o)

    def __repr__(self):
        return f"Acc({self.v})"


acc = Acc(1)
same = acc
acc += 5
print(acc, acc is same)
acc -= 2
print(acc, acc is same)
try:
    acc *= 3
except TypeError as e:
    print("TypeError:", e)
