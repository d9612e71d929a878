# Nested f-strings, \N{...} escapes, the !a conversion, pow with a negative exponent and a
# modulus, and dict views compared as sets.
y = 1
print(f"<{f'{y}'}>", f"a{f'b'}c", f'''{f"{f'{y}'}"}''')
c = (3.0, 4.0)
print(f"V({', '.join(f'{x:g}' for x in c)})")


class P:
    def __init__(self, **kw):
        self.kw = kw

    def __repr__(self):
        return f"P({', '.join(f'{k}={v!r}' for k, v in self.kw.items())})"


print(P(a=1, b="x"), [f"{i:>{w}}" for i, w in [(1, 3), (22, 5)]])
print(pow(3, -1, 7), pow(38, -1, 97), pow(2, -2, 7), pow(3, -1, -7), pow(5, -1, 1), pow(-3, -3, 11))
for args in [(2, -1, 4), (0, -1, 5), (6, -2, 9)]:
    try:
        pow(*args)
    except ValueError as e:
        print(args, e)
print("\N{BULLET} x", "\N{greek small letter alpha}", "\N{EM DASH}", f"\N{BULLET} {y}", len("\N{SNOWMAN}"))
print(r"\N{BULLET}", b"\N{BULLET}", rf"\N{{x}} {y}")
print("{!a}".format("é"), f"{'é'!a}", f"{'naïve ☃'!a:>20}", "%a" % "ü")
d = {"a": 1, "b": 2}
print(d.keys() == {"a", "b"}, d.keys() != {"a", "b"}, d.keys() == {"a"}, {1: 2}.items() == {(1, 2)})
print(d.keys() <= {"a", "b", "c"}, d.keys() < {"a", "b"}, d.keys() >= {"a"}, d.keys() > d.keys())
print(d.keys() == ["a", "b"], d.keys() == {"b": 0, "a": 0}.keys(), d.items() == {"a": 1, "b": 2}.items())
print(frozenset("ab") == d.keys(), d.values() == d.values())
