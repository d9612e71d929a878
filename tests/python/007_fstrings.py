name = "world"
n = 42
x = 3.14159265
neg = -7
print(f"hello {name}")
print(f"{n} {n + 1} {n * 2}")
print(f"{x:.2f} {x:.0f} {x:10.3f}| {x:<10.2f}| {x:^10.1f}|")
print(f"{n:5d}|{n:<5d}|{n:^5d}|{n:>5}|{n:05d}")
print(f"{neg:5d}|{neg:05d}|{n:+d}|{neg:+d}|{n: d}")
print(f"{n:x} {n:X} {n:o} {n:b} {n:#x} {n:#o} {n:#b}")
print(f"{1234567:,} {1234567.891:,.2f} {1234567:_}")
print(f"{x:e} {x:.3e} {x:E} {1e-10:g} {1234567.0:g} {0.0001:g}")
print(f"{0.25:%} {0.25:.1%}")
print(f"{name:>10}|{name:<10}|{name:^11}|{name:*^11}|{name:.3}")
print(f"{'nested'} {'x' if n else 'y'} {n and 'yes'}")
print(f"{{literal braces}} {n}")
print(f"{[1, 2, 3]} {(1, 2)} {{'a': 1}}")
d = {"k": "v", "n": 5}
print(f"{d['k']} {d['n'] * 2}")
lst = [10, 20, 30]
print(f"{lst[0]} {lst[-1]} {lst[1:]} {len(lst)}")
print(f"{n if n > 40 else 0} {'big' if n > 100 else 'small'}")
w = 8
p = 3
print(f"{x:{w}.{p}f}|{name:>{w}}|")
print(f"{True} {None} {3 + 4j}")
print(f"{n}" f"{name}" "plain")
print(F"capital F {n}")
print(f"""triple {n}
second line {name}""")
print(f"{x!r} {name!r} {name!s} {lst!r}")
print(f"{'quoted'!r:>12}|")
print(f"{-0.0} {1e16} {0.1 + 0.2}")
print(f"{5:3}|{'ab':3}|{2.5:6}|")
print(f"{12.0:g} {12.5:g} {1e20:g} {123456789:g}")
print(f"{3.0:.3g} {0.000123456:.2g} {1234.5:.2g}")
print(f"{7:+05d} {-7:=6d} {255:08b}")
