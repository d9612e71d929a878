import math
import math as m
from math import sqrt as s
from math import pi, floor, ceil
from math import (sin,
                  cos)
import sys, time
import logging as log_mod
print(math.sqrt(9), m.sqrt(9), s(9))
print(pi, floor(2.7), ceil(2.1))
print(sin(0), cos(0))
print(m.pi == math.pi, s(2) == math.sqrt(2))
print(len(sys.argv) >= 1, time.time() > 0)
log_mod.basicConfig()
log_mod.warning("aliased logging works")
def use_import_inside():
    import math as mm
    from math import factorial
    return mm.gcd(8, 12), factorial(5)
print(use_import_inside())
sq = s
print(sq(16), list(map(s, [1, 4, 9])))
from typing import List as L
def f(xs: L[int]) -> int:
    return sum(xs)
print(f([1, 2, 3]))
