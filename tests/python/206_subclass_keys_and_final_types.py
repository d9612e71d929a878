# A str subclass's keys in **kwargs; equality of containers holding subclass instances; the
# built-in types no class may derive from (TypeError, as CPython).
class S(str): pass
def f(**kw): return kw
print(f(**{S('a'): 1}))
d1 = {"k": S("v")}; d2 = {"k": "v"}
print(d1 == d2, [S("x")] == ["x"], (S("x"),) == ("x",))
class I(int): pass
print({I(1): "a"} == {1: "a"}, {"n": I(3)} == {"n": 3}, [I(2)] == [2])
for t in [bool, type(None), range, slice, type(len), type(lambda: 0)]:
    try:
        class B(t): pass
    except TypeError as e:
        print(e)
