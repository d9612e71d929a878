# Assignment expressions: conditions, while loops, comprehensions (binding in the enclosing scope),
# call arguments, closures with nonlocal, f-strings.
import re
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print("long", n)
while (k := data.pop()) != 1:
    print("popped", k)
print(k, data)
vals = [y for x in range(6) if (y := x * x) % 2 == 0]
print(vals, y)
def f(xs):
    out = [last := v for v in xs] if False else [(last := v) * 2 for v in xs]
    return out, last
print(f([1, 2, 3]))
print((z := 10) + z, z)
print(max(a := [4, 7, 2]), a)
def counter():
    total = 0
    def add(v):
        nonlocal total
        return (total := total + v)
    return add
c = counter(); c(3); print(c(4))
if m := re.match(r"(\d+)-(\d+)", "12-34"):
    print(m.group(1), m.group(2))
elif m is None:
    print("none")
import numpy as np
arr = np.arange(10)
if (cnt := np.count_nonzero(arr > 4)) > 3:
    print("nonzero", cnt)
print([(i, sq) for i in range(4) if (sq := i ** 2) > 2])
lst = [1, 2]
print(f"{(w := 5)} {w}")
