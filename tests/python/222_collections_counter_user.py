# Differential cases for collections: Counter arithmetic, OrderedDict.fromkeys, UserDict,
# UserList, UserString.
import sys
import collections
from copy import copy
Counter = collections.Counter
OrderedDict = collections.OrderedDict
UserDict = collections.UserDict
UserList = collections.UserList
UserString = collections.UserString

n = 0
def show(*a):
    global n
    n += 1
    print(*a)

def attempt(f, *args, **kw):
    try:
        show(repr(f(*args, **kw)))
    except Exception as e:
        show(type(e).__name__, e)

samples = [Counter(), Counter("abracadabra"), Counter(a=3, b=-2, c=0, d=1), Counter({"x": -1, "y": -5}),
           Counter(a=1, b=2), Counter(a=2, b=2, e=0)]
for c in samples:
    show(+c, -c, c)
    for d in samples:
        show(c + d, c - d, c | d, c & d)
        show(c == d, c != d, c <= d, c < d, c >= d, c > d)
        e = c.copy(); e += d; show("iadd", e)
        e = c.copy(); e -= d; show("isub", e)
        e = c.copy(); e |= d; show("ior", e)
        e = c.copy(); e &= d; show("iand", e)
c = Counter(a=1)
keep = c
c += Counter(b=2)
show(c is keep, c)
show(Counter(a=1, b=0) == {"a": 1}, Counter(a=1) == {"a": 1}, Counter(a=1) != {"a": 1, "b": 0})
show(Counter(a=1) == Counter(a=1, b=0), Counter() == Counter(z=0))
attempt(lambda: Counter(a=1) < 3)
attempt(Counter.fromkeys, "abc")
c = Counter("aab")
del c["zz"]
del c["a"]
show(c)
show({"q": 9} | Counter(a=1))
show(Counter(a=5, b=1).most_common(1), sorted(Counter(a=2, b=1).elements()))

od = OrderedDict.fromkeys("abc")
show(od, OrderedDict.fromkeys([3, 1, 2], 0), OrderedDict.fromkeys(""))
od.move_to_end("a")
show(od, list(od))
show(od | {"z": 1}, {"z": 1} | od)
od |= {"q": 2}
show(od)
dd = collections.defaultdict(list, a=[1])
show(dd | {"b": 2})
show({"b": 2} | dd)

# UserDict
u = UserDict({"a": 1}, b=2)
show(u, len(u), u["a"], "a" in u, "z" in u, list(u), u.get("z"), u.get("a"), u.get("z", 5))
attempt(lambda: u["z"])
show(u.keys(), u.values(), u.items(), list(u.items()), ("a", 1) in u.items(), 2 in u.values())
u["c"] = 3
del u["a"]
show(u, u.pop("b"), u.pop("nope", "dflt"), u)
attempt(u.pop, "nope")
show(u.setdefault("c", 9), u.setdefault("d", 4), u)
show(u.popitem(), u)
u.update([("x", 1)], y=2)
u.update({"w": 0})
show(u, u == {"c": 3, "x": 1, "y": 2, "w": 0}, u == UserDict(u), u != {})
show(u | {"k": 1}, {"k": 1} | u, u | UserDict(m=1), type(u | {}).__name__)
u |= {"n": 5}
show(u)
v = u.copy()
v["extra"] = 1
show(u, v, type(v).__name__, copy(u) == u)
u.clear()
show(u, bool(u), len(u))
attempt(u.popitem)
show(UserDict.fromkeys("ab", 0), isinstance(UserDict(), UserDict))

class Missing(UserDict):
    def __missing__(self, key):
        return key * 2
m = Missing(a=1)
show(m["zz"], m["a"], m.get("q"), "zz" in m, type(m.copy()).__name__, m.copy())

class Lower(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
show(Lower(A=1, B=2), Lower({"C": 3}), Lower.fromkeys("XY", 1))

# UserList
l = UserList([3, 1, 2])
show(l, len(l), l[0], l[-1], l[1:], type(l[1:]).__name__, 2 in l, list(l), list(reversed(l)))
l.append(5); l.insert(0, 9); l.extend([7]); l.extend(UserList([8]))
show(l, l.pop(), l.pop(0), l)
l.remove(1); l.sort(); show(l); l.sort(reverse=True); show(l); l.reverse(); show(l)
show(l.count(2), l.index(5), l + [1], [0] + l, l + UserList([4]), l + (6,), l * 2, 2 * l)
show(l == [2, 3, 5, 7], l < [3], l > UserList([1]), l <= l, l >= [9], l != [2])
l[0] = 10; del l[1]; show(l)
l[1:2] = [0, 0]; show(l)
l += [4]; l += UserList([6]); l += (1,); show(l)
l *= 2; show(l)
c2 = l.copy(); c2.append(99); show(l, c2, type(c2).__name__, copy(l) == l)
l.clear(); show(l, UserList(), UserList("abc"), UserList(UserList([1])), UserList(range(3)))
attempt(lambda: UserList([1]).pop(5))
attempt(lambda: UserList([1]).index(7))
show(sorted(UserList([3, 1, 2])), sum(UserList([1, 2, 3])), max(UserList([1, 5])))

# UserString
s = UserString("Hello World")
show(s, str(s), repr(s), len(s), s[0], s[1:5], type(s[1:5]).__name__, "World" in s, UserString("lo") in s)
show(s.upper(), s.lower(), s.swapcase(), s.title(), s.capitalize(), s.casefold(), type(s.upper()).__name__)
show(s.center(20, "*"), s.ljust(15, "."), s.rjust(15), s.zfill(15), s.strip("Hd"), s.lstrip("H"), s.rstrip("d"))
show(s.count("o"), s.count(UserString("l")), s.find("o"), s.rfind("o"), s.index("W"), s.rindex("l"), s.find("zz"))
attempt(s.index, "zz")
show(s.replace("o", "0"), s.replace(UserString("l"), UserString("L"), 1), s.removeprefix("Hello "), s.removesuffix(UserString("World")))
show(s.split(), s.split("o"), s.rsplit("o", 1), s.partition(" "), s.rpartition("o"), UserString("a\nb").splitlines())
show(s.startswith("He"), s.endswith(("x", "d")), s.isalpha(), UserString("abc").isalpha(), UserString("12").isdigit(), s.istitle())
show(s + "!", "<" + s, s + UserString("?"), s * 2, 3 * UserString("ab"), s + 5)
show(UserString("%s-%d") % ("a", 3), "[%s]" % UserString("x"), UserString("v=%s") % UserString("w"))
show(s == "Hello World", s == UserString("Hello World"), s < "Z", s > UserString("A"), s <= s, s != "x")
show(hash(s) == hash("Hello World"), int(UserString("42")), float(UserString("2.5")), UserString(42), UserString(UserString("q")))
show(s.encode(), list(UserString("abc")), UserString(",").join(["a", "b"]))
show(UserString("{} {x}").format(1, x=2), UserString("a\tb").expandtabs(4), s.translate({ord("o"): "0"}))
show(sorted([UserString("b"), UserString("a")]), {UserString("k"): 1}[UserString("k")])
print("cases", n, file=sys.stderr)
