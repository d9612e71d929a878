s = "it's"
t = 'say "hi"'
values = [1, 2.5, "text", None, True, [1, "a"], (2,), {"k": 1.0}]
for v in values:
    print(f"{v!s}|{v!r}|{v}")
print(f"{s!r} {t!r}")
print(f"{s!s:>8}|{s!r:<10}|")
print(repr("a\\b"))
a = 0.1
print(f"{a!r} {a!s} {a + a + a!r}")
print(f"{str(a)} {repr(a)}")
print(f"{1j!r} {(1+2j)!s}")
items = ["x", "y"]
print(f"{items!r} {items!s} {len(items)!r}")
print(f"{'multi'} {'part'} {1}{2}{3}")
z = 5
print(f"{z*z}")
print(f"{z:>{z}}|")
print(f"{'%d' % 3}")
print(f"{'abc'.upper()} {'ABC'.lower()} {' x '.strip()!r}")
print(f"{sum([1, 2, 3])} {max(4, 9)} {abs(-3)}")
print(f"{z:#06x}")
