print(1 and 2, 0 and 2, 1 or 2, 0 or 2, None or "default", "" or [] or 0)
print([] and "x", [0] and "x", "a" and "b" and "c", "a" and "" and "c")
print(0 or "" or None, 0 or "" or "last")
print(not 0, not 1, not "", not "x", not [], not [0], not None, not not 5)
print(True and False, True or False, not True, False or not False)
def side(tag, val):
    print("eval", tag)
    return val
r = side("A", 0) and side("B", 1)
print("r =", r)
r = side("C", 1) or side("D", 1)
print("r =", r)
r = side("E", 1) and side("F", 0) or side("G", "g")
print("r =", r)
print(bool(0), bool(0.0), bool(-0.0), bool(""), bool("0"), bool([]), bool([[]]))
print(bool({}), bool({"": 0}), bool(()), bool((0,)), bool(None), bool(0j), bool(1j))
print(bool(set()), bool({0}), bool(range(0)), bool(range(1)))
x = None
name = x or "anon"
print(name)
vals = [0, 1, "", "s", None, [], [1]]
print([v for v in vals if v])
print([bool(v) for v in vals])
print(1 if [] else 2, 1 if [0] else 2)
print(not 1 == 2, (not 1) == 2)
print(True + True * 2, -True, ~1)
print(5 > 3 and "yes" or "no", 5 < 3 and "yes" or "no")
