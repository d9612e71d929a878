# CPython's errors where a wrong answer or a hang would be easy: fsum's specials, sleep's
# bounds, containers changed during iteration, logging's bad records, cyclic comparisons.
import math, time, logging
for xs in [[math.inf, -math.inf], [math.inf, 1], [math.nan, 1], [1e308, 1e308], [math.inf, math.inf], [-math.inf, 1e308, 1e308], [0.1]*10]:
    try:
        print(math.fsum(xs))
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
for v in [float('nan'), float('inf'), 1e20, 1e10, -float('inf'), -1]:
    try:
        time.sleep(v)
    except (OverflowError, ValueError) as e:
        print(v, type(e).__name__, e)
dd = {1: 1, 2: 2}
try:
    for k in dd:
        dd[k + 10] = 1
except RuntimeError as e:
    print(type(e).__name__, e, len(dd))
s = {1, 2}
try:
    for k in s:
        s.add(k + 10)
except RuntimeError as e:
    print(type(e).__name__, e, len(s))
try:
    for k, v in dd.items():
        del dd[k]
except RuntimeError as e:
    print(type(e).__name__, e, len(dd))
for k in dd:
    dd[k] = 5
print(dd)
logging.warning('%d %d', 1)
print('after logging')

a = []
a.append(a)
b = []
b.append(b)
for f in [lambda: a == b, lambda: a < b, lambda: a in [b], lambda: [a].count(b), lambda: sorted([a, b])]:
    try:
        print(f())
    except RecursionError as e:
        print("RecursionError", e)
print(a == a, a[:] == a, repr(a))
x = {}
x["x"] = x
y = {}
y["x"] = y
try:
    print(x == y)
except RecursionError as e:
    print("RecursionError", e)
print(x, x == x)
t = ()
for i in range(900):
    t = (t,)
try:
    print(len({t: 1}))
except RecursionError as e:
    print("RecursionError", e)
try:
    chr(0x110000)
except ValueError as e:
    print(e)
