print(sum([1, 2, 3]), sum([]), sum([], 10), sum([1, 2], start=100), sum((0.5, 0.25)))
print(sum([[1], [2, 3]], []), sum(range(5), -10))
print(sum([0.5, 0.25, 0.125]), sum([1e16, 2.0, -1e16]), sum([True, True, False]))
print(sum([1, 2.5, 3]), type(sum([1, 2])).__name__, type(sum([1, 2.0])).__name__)
print(abs(-5), abs(5), abs(-0), abs(-2.5), abs(0.0), abs(-0.0), abs(-True))
print(abs(3 + 4j), abs(-1j), abs(float("-inf")), abs(-9223372036854775807))
print(abs(-1e-300), abs(1 - 10), abs(-3) == 3)
vals = [3, -1, 4, -1, 5, -9]
print(sum(abs(v) for v in vals), sum(vals), sum(v for v in vals if v > 0))
print(sum([[1, 2]], [0]), sum([(1,), (2,)], ()))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
try:
    sum([1, "a"])
except TypeError as e:
    print("TypeError:", e)
