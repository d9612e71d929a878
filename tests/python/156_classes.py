# Classes against CPython: methods, __init__, class and instance attributes, inheritance and
# super(), static/class methods, properties, the dunder methods of operators, containers,
# iteration, calls and context managers, and user exceptions.
class Animal:
    """An animal."""
    count = 0

    def __init__(self, name, sound="..."):
        self.name = name
        self.sound = sound
        Animal.count += 1

    def speak(self):
        return f"{self.name} says {self.sound}"

    def __repr__(self):
        return f"Animal({self.name!r})"

    @staticmethod
    def kingdom():
        return "animalia"

    @classmethod
    def make(cls, name):
        return cls(name)

    @property
    def upper(self):
        return self.name.upper()


class Dog(Animal):
    def __init__(self, name):
        super().__init__(name, "woof")
        self.tricks = []

    def speak(self):
        return super().speak() + "!"

    def add(self, t):
        self.tricks.append(t)
        return self


a = Animal("cat", "meow")
d = Dog("rex")
print(a.speak(), d.speak(), Animal.count, d.count, a, d, repr(d))
print(Animal.kingdom(), d.kingdom(), Dog.make("fido").speak(), type(Dog.make("x")).__name__)
print(d.upper, isinstance(d, Animal), isinstance(a, Dog), issubclass(Dog, Animal), type(d) is Dog)
print(d.add("sit").add("roll").tricks, Dog.__mro__ == (Dog, Animal, object) if False else [c.__name__ for c in Dog.__mro__], Animal.__doc__)
print(Dog.__name__, d.__class__.__name__, hasattr(d, "tricks"), getattr(d, "nope", 7), d.__dict__)


class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __lt__(self, o):
        return (self.x, self.y) < (o.x, o.y)

    def __len__(self):
        return 2

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __iter__(self):
        return iter((self.x, self.y))

    def __str__(self):
        return f"<{self.x}, {self.y}>"

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    def __bool__(self):
        return bool(self.x or self.y)

    def __contains__(self, v):
        return v in (self.x, self.y)

    def __call__(self, k):
        return self.x * k


v = Vec(1, 2)
w = Vec(3, 4)
print(v + w, v * 3, 3 * v, -v, v == Vec(1, 2), v != w, v < w, sorted([w, v]), len(v), v[1], list(v))
print(str(v), [v], bool(Vec(0, 0)), 2 in v, 5 in v, v(10), max(v, w))
x, y = w
print(x, y, f"{v}", "%s" % v)


class Stack:
    def __init__(self):
        self.items = []

    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, t, e, tb):
        print("exit", t.__name__ if t else None, e)
        return t is KeyError


with Stack() as s:
    s.items.append(1)
with Stack():
    raise KeyError("k")
print("after")
try:
    with Stack():
        raise ValueError("v")
except ValueError as e:
    print("caught", e)


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


print(list(Countdown(3)), [i * 2 for i in Countdown(2)])


class MyError(ValueError):
    def __init__(self, code):
        super().__init__(f"bad code {code}")
        self.code = code


class Quiet(Exception):
    pass


try:
    raise MyError(42)
except ValueError as e:
    print(type(e).__name__, e, e.code, e.args, isinstance(e, MyError), isinstance(e, ValueError), repr(e))
try:
    raise Quiet
except Quiet as e:
    print("quiet", repr(e), e.args)
try:
    raise Quiet("a", 2)
except Exception as e:
    print(str(e), type(e) is Quiet)
for bad in [lambda: Animal(), lambda: a.missing, lambda: v < 3, lambda: Vec(1, 2) + 1, lambda: len(a)]:
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
