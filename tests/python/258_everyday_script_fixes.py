# Fixes from a sweep of everyday scripts: re pos/endpos in findall/finditer, the positional-only keyword message, exact harmonic_mean, date/datetime/timedelta min and max, Unicode errors' attributes, class keywords to __init_subclass__, classes' __module__, id() and deepcopy of arrays.
import re
p = re.compile(r"\d+")
print(p.findall("1 22 333", 2), p.findall("1 22 333", 0, 4))
print(list(m.group() for m in p.finditer("1 22 333", 2)), p.sub("#", "1 22"), p.match("ab12", 2))
import re
print(re.findall(r"\d", "a1b2"), re.compile("^a").findall("aaa", 1), re.compile("a").finditer("xaxa", 0, 2).__next__().span())
def f(a, b, /, c): pass
try: f(a=1, b=2, c=3)
except TypeError as e: print(e)
import statistics as st
print(st.harmonic_mean([40, 60]), st.harmonic_mean([1, 2, 4]), st.harmonic_mean([2.5, 3.0, 10]), st.harmonic_mean([40, 60], weights=[5, 30]))
from datetime import date, datetime, timedelta, time
print(date.max, datetime.min, timedelta.max, timedelta.min, date.min, datetime.max)
print(repr(date.resolution), repr(timedelta.resolution), date.today() > date.min, time.resolution)
print(date.max - date.min, datetime(2020, 1, 1) - datetime.min)
for b in [b"\xff", b"ab\xe2\x82", b"\xe2", b"a\xe2\x28\xa1", b"\xc3\x28"]:
    try:
        b.decode("utf-8")
    except UnicodeDecodeError as e:
        print(e.reason, e.start, e.end, e.encoding, e.object, e, repr(e), e.args)
try:
    b"ab\x80".decode("ascii")
except UnicodeError as e:
    print(e, e.start, repr(e))
try:
    "caf\xe9 \u20ac".encode("ascii")
except UnicodeEncodeError as e:
    print(e, e.start, e.end, e.object, e.reason, repr(e))
try:
    "x\u20ac".encode("latin-1")
except ValueError as e:
    print(e)
class Base:
    registry = {}
    def __init_subclass__(cls, tag="none", **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Base.registry[tag] = cls.__name__
class C1(Base, tag="one"): pass
class C2(Base): pass
class C3(C1, tag="three"): pass
print(C1.tag, C2.tag, C3.tag, Base.registry)
class Own:
    def __init_subclass__(cls, **kw):
        print("sub", cls.__name__, kw)
class Child(Own, a=1, b=2): pass
try:
    class Bad(Child, c=3):
        pass
except TypeError as e:
    print(e)
try:
    class Plain(x=1): pass
except TypeError as e:
    print(e)
import abc, collections, fractions
print(abc.ABC, collections.Counter, fractions.Fraction.__module__)
import copy
import numpy as np
d = {"a": np.array([1., 2., 3.]), "b": np.array([0., 1.])}
print(copy.deepcopy(d))
print(id(d["a"]) == id(d["b"]))
