# Python's random module (written in gpa over the Mersenne Twister): a seeded script draws
# CPython's numbers exactly (random, randint, randrange, choice, shuffle, sample, choices,
# uniform, triangular, gauss, normalvariate, expovariate, getrandbits), Random objects.
import random

random.seed(42)
print(random.random(), random.random(), random.randint(1, 6), random.randrange(10), random.randrange(5, 50, 5))
print([random.randint(0, 100) for _ in range(8)], random.getrandbits(5), random.getrandbits(40), random.getrandbits(63))
deck = list(range(10))
random.shuffle(deck)
print(deck, random.choice("abcdef"), random.choice(deck), random.sample(range(100), 5), random.sample(range(1000), 10))
print(random.choices("abc", k=5), random.choices([1, 2, 3], weights=[10, 1, 1], k=6), random.choices("xy", cum_weights=[1, 5], k=4))
print(random.uniform(2, 3), random.triangular(), random.triangular(0, 10, 2), random.expovariate(0.5))
print(random.gauss(), random.gauss(10, 2), random.gauss(0, 1), random.normalvariate(), random.normalvariate(5, 0.1))
random.seed(0)
a = [random.random() for _ in range(3)]
random.seed(0)
print(a == [random.random() for _ in range(3)], a)
random.seed(2 ** 40 + 7)
print(random.random(), random.randint(-5, 5))
random.seed(-3)
print(random.random())
r = random.Random(123)
r2 = random.Random(123)
print(r.random() == r2.random(), r.randint(1, 10), r2.randint(1, 10), r.sample([1, 2, 3, 4], 2))
print(random.sample(["a", "b", "c"], 3, counts=None), random.sample(["x", "y"], k=3, counts=[1, 2]))
for bad in [lambda: random.choice([]), lambda: random.sample([1, 2], 3), lambda: random.choices("ab", weights=[0, 0])]:
    try:
        bad()
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
# (randrange's messages changed in CPython 3.12: the type only.)
for bad in [lambda: random.randrange(0), lambda: random.randint(5, 1), lambda: random.randrange(1, 10, 0)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError")
