z = 3 - 4j
w = -1.5 + 0.5j
print(z + w, z - w, z * w, z / w, -z, +z)
print(z ** 2, z ** 0, z ** -1, w ** 3)
print(abs(z), abs(w), z.real, z.imag, w.conjugate())
print(z == complex(3, -4), z != w, 1 + 0j == 1, 2.5 + 0j == 2.5)
print(complex(0, -0.0), complex(-0.0, 0), complex(-0.0, -0.0), -(0j))
print([complex(i, -i) for i in range(3)])
print(1j * 1j, (1j) ** 2, 1j ** 3, 2 * 1j, 1j / 2, 0.5j + 0.5)
print(complex(1e16, 1e-5), complex(float("inf"), 1), complex(0.1 + 0.2, 1 / 3))
print(complex(1, 2) * 2, 2 * complex(1, 2), complex(4, 2) / 2)
roots = []
a, b, c = 1, 2, 5
disc = b * b - 4 * a * c
sq = complex(0, abs(disc) ** 0.5) if disc < 0 else complex(disc ** 0.5, 0)
roots = [(-b + sq) / (2 * a), (-b - sq) / (2 * a)]
print(disc, roots)
print([r * r + 2 * r + 5 for r in roots])
acc = 0j
for k in range(4):
    acc += 1j ** k
print(acc)
print(str(z), repr(w), f"{z}", "%s" % (z,), "{}".format(w))
print(isinstance(z, complex), type(z).__name__, bool(0j), bool(z))
try:
    z < w
except TypeError as e:
    print("TypeError:", e)
try:
    z / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
# complex() of strings and complex arguments: the parts mix as CPython's.
print(complex("1+2j"), complex("-3j"), complex(" 2.5 "), complex(1j, 1j), complex(2, 3j))
print(complex(1.5), complex(True), complex(), complex(0.0, -0.0))
for bad in [("1", 2), (1, "2"), ([1],)]:
    try:
        complex(*bad)
    except TypeError as e:
        print("TypeError:", e)
