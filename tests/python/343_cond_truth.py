# Conditions ask each operand's truth once, as CPython's jumps do: `if a and b`, `not`,
# `while`, `x if c else y`, a generator expression's `if` and a walked generator's `while`.
class Loud:
    def __init__(self, name, truth):
        self.name, self.truth = name, truth

    def __bool__(self):
        print("bool of", self.name)
        return self.truth


class Odd:
    """Its comparisons answer with objects whose truth is asked."""

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return Loud(f"{self.v}<{other}", self.v < other)

    def __eq__(self, other):
        return Loud(f"{self.v}=={other}", self.v == other)


a, b = Loud("a", False), Loud("b", True)
if a and b:
    print("and: yes")
else:
    print("and: no")
if a or b:
    print("or: yes")
if not a:
    print("not a")
if not (a or b):
    print("never")
else:
    print("not (a or b) is false")
print("ifexp", "y" if b and not a else "n")

n = 0
while Odd(n) < 3:
    n += 1
print("n", n)

xs = [Odd(i) for i in range(4)]
print([x.v for x in xs if x == 2])
print(sum(x.v for x in xs if x < 2))


def gen(k):
    i = 0
    while Odd(i) < k:
        if i == 1 or Odd(i) == 2:
            yield i
        i += 1


print(list(gen(4)))

# Chained and mixed comparisons, and ints against floats and bools.
i = 5
print(1 < i < 9, i == 5.0, i != True, (i > 2) == True)
if 0 < i <= 5 and i != 4:
    print("chained")
if i < 2.5 or i >= 5:
    print("float bound")

# A comparison whose result has no single truth.
import numpy as np

arr = np.arange(3)
try:
    if arr < 2:
        print("never")
except ValueError as e:
    print("ValueError:", e)
try:
    while arr == arr:
        break
except ValueError as e:
    print("ValueError:", e)
# Errors in a condition point at it.
try:
    if undefined_name < 3:
        pass
except NameError as e:
    print("NameError:", e)
try:
    if "a" < 3:
        pass
except TypeError as e:
    print("TypeError:", e)
