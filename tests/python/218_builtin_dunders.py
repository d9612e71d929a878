# Special methods of built-in values reached as attributes, as CPython's slots answer them.
print(hasattr([1], "__iter__"), hasattr("s", "__len__"), hasattr({}, "__getitem__"))
print(hasattr(3, "__add__"), hasattr(3.0, "__index__"), hasattr(len, "__call__"), hasattr(None, "__len__"))
print((3).__add__(4), (3).__add__(4.5), (2.5).__radd__(1), (7).__rsub__(10), (2).__pow__(10))
print((1).__eq__(1), (1).__eq__(1.0), (1.0).__eq__(1), (1).__lt__(2), "a".__lt__("b"), "a".__eq__(1))
print([1, 2].__len__(), "abc".__len__(), {"a": 1}.__len__(), (1, 2, 3).__len__(), range(5).__len__())
print([1, 2].__contains__(2), "abc".__contains__("bc"), {"k": 1}.__getitem__("k"), [5, 6].__getitem__(-1))
d = {}
d.__setitem__("x", 1)
d.__delitem__("x")
lst = [3, 1, 2]
lst.__setitem__(0, 9)
print(d, lst, lst.__iadd__([4]), lst, list([1].__iter__()), list([1, 2].__reversed__()))
print("%s-%d".__mod__(("a", 3)), "ab".__mul__(3), "ab".__rmul__(2), [0].__mul__(3), (1,).__add__((2,)))
print((-5).__abs__(), (5).__neg__(), (5).__invert__(), (2.7).__int__(), (3).__float__(), (0).__bool__())
print((2.5).__round__(), (2.567).__round__(2), (7).__index__(), (2.5).__floor__(), (2.5).__ceil__(), (-2.5).__trunc__())
print((1.5).__repr__(), "x".__repr__(), [1].__str__(), (3.14159).__format__(".2f"), (42).__format__(">5"))
print({1, 2}.__or__({3}), {1, 2}.__and__({2}), {1}.__or__([2]), {"a": 1}.__or__({"b": 2}))
print(int.__add__(3, 4), str.__len__("abcd"), list.__getitem__([1, 2], 0), float.__mul__(2.0, 3))
add = (10).__add__
print(list(map(add, [1, 2, 3])), sorted([3, 1, 2], key=(0).__sub__))
print(len.__call__([1, 2]), (lambda x: x * 2).__call__(4))
print((1).__eq__("a"), (1).__add__("a"), (1 + 2j).__add__(1))
print(type((3).__add__).__name__ if False else "ok", callable((3).__add__))
try:
    (3).__add__()
except TypeError as e:
    print("TypeError")
