# gpa's statistics._div (correctly rounded int / int) against CPython's int / int.
import random, statistics as S
div = getattr(S, "_div", None) or (lambda a, b: a / b)
rng = random.Random(5)
cases = [(9007199254740992, 81314993271967289), (2**1100 + 1, 3 * 2**1000), (1, 3 * 10**320), (10**400, 3), (-7, 2**60 + 1), (2**53 + 1, 2), (3, 2**1076), (1, 2**1075), (3, 2**1075), (2**1024 - 2**970, 1), (2**1024 - 2**969, 1), (0, 2**60), (-(2**60), 3)]
for _ in range(3000):
    a = rng.getrandbits(rng.randrange(1, 200)) * rng.choice([1, -1])
    b = rng.getrandbits(rng.randrange(1, 200)) + 1
    cases.append((a, b))
for _ in range(2000):
    a = rng.getrandbits(rng.randrange(1, 120)) * rng.choice([1, -1])
    b = rng.getrandbits(rng.randrange(1000, 1200)) + 1
    cases.append((a, b))
for _ in range(500):
    a = rng.getrandbits(rng.randrange(1000, 1100))
    b = rng.getrandbits(rng.randrange(1, 90)) + 1
    cases.append((a, b))
for a, b in cases:
    try:
        r = div(a, b)
    except OverflowError as e:
        r = "OverflowError " + str(e)
    print(repr(r))
