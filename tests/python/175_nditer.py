# np.nditer: memory/C/F order, readwrite views, multi_index, c_index, broadcasting, external_loop, errors.
import numpy as np
a = np.arange(6).reshape(2, 3)
print([int(x) for x in np.nditer(a)], [int(x) for x in np.nditer(a.T)], [int(x) for x in np.nditer(a.T, order="C")], [int(x) for x in np.nditer(a, order="F")])
for x in np.nditer(a[:, ::2]):
    print(x, end=" ")
print()
with np.nditer(a, op_flags=["readwrite"]) as it:
    for x in it:
        x[...] = 2 * x
print(a)
it = np.nditer(a, flags=["multi_index"])
while not it.finished:
    print(it.multi_index, int(it[0]), end="; ")
    it.iternext()
print()
it = np.nditer(a, flags=["c_index"], order="F")
print([(it.index, int(x)) for x in it][:4])
b = np.array([10, 20, 30])
for x, y in np.nditer([a, b]):
    print(int(x) + int(y), end=" ")
print()
for chunk in np.nditer(a, flags=["external_loop"]):
    print(chunk)
for chunk in np.nditer(a, flags=["external_loop"], order="F"):
    print(chunk)
out = np.zeros(3)
for x, o in np.nditer([b, out], op_flags=[["readonly"], ["writeonly"]]):
    o[...] = x / 10
print(out)
it = np.nditer(np.array([1.5, 2.5]))
print(next(it), next(it), it.finished, it.itersize, it.shape, it.ndim)
for bad in [lambda: np.nditer(a, flags=["nope"]), lambda: np.nditer(a).multi_index, lambda: np.nditer([a, np.zeros(2)]), lambda: np.nditer([1, 2], op_flags=["readwrite"])]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
