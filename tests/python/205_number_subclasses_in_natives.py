# Instances of int, float and str subclasses where natives take numbers and text: range, slices,
# math, round, %-formatting, bytes, complex, ord, re, os.path, json, random.seed, islice.
import math, re, os.path, itertools, random, json
class I(int): pass
class F(float): pass
class S(str): pass
n, x, s = I(3), F(2.5), S("ab")
tests = [
    lambda: list(range(n)), lambda: [1, 2, 3, 4][n], lambda: [1, 2, 3, 4][:n], lambda: "abcd"[n],
    lambda: math.sqrt(x), lambda: math.floor(x), lambda: math.sqrt(n), lambda: round(x), lambda: round(x, 1),
    lambda: "%d %s %.2f" % (n, n, x), lambda: "{:d} {:.1f}".format(n, x), lambda: f"{n:03d} {x:.2f}",
    lambda: abs(I(-2)), lambda: divmod(n, 2), lambda: pow(n, 2), lambda: hex(n), lambda: bin(n), lambda: chr(I(65)),
    lambda: [0] * n, lambda: "ab" * n, lambda: ord(S("a")), lambda: int(s.upper() == "AB"), lambda: len(s),
    lambda: sorted([I(3), 1, F(2.0)]), lambda: max(n, 2), lambda: sum([n, x]), lambda: bytes(n), lambda: str(n), lambda: repr(x),
    lambda: float(n), lambda: int(x), lambda: complex(x), lambda: isinstance(n, int), lambda: n.bit_length(), lambda: x.is_integer(),
]
for i, t in enumerate(tests):
    try:
        print(i, t())
    except Exception as e:
        print(i, type(e).__name__, e)

n, x, s = I(3), F(2.5), S("a,b")
tests = [
    lambda: math.floor(x), lambda: math.ceil(x), lambda: math.isclose(x, 2.5), lambda: math.factorial(n), lambda: math.gcd(n, 6),
    lambda: math.log(x), lambda: math.pow(x, n), lambda: math.comb(I(5), n), lambda: math.isqrt(I(10)),
    lambda: list(itertools.islice(range(10), n)), lambda: list(itertools.repeat(0, n)), lambda: list(itertools.combinations("abcd", n)),
    lambda: re.split(",", s), lambda: re.match(S("a"), "abc") is not None, lambda: os.path.join(S("a"), "b"), lambda: os.path.splitext(S("f.txt")),
    lambda: json.dumps({"k": n, "f": x, "s": s}), lambda: sorted("cab", key=str)[n - 1], lambda: [1, 2, 3, 4].pop(I(0)),
    lambda: "abcdef".split(",", n), lambda: "x".center(I(5)), lambda: "abc".ljust(n + 2), lambda: "{:>{}}".format("a", n),
    lambda: random.Random(n).random() > 0, lambda: list(enumerate("ab", n)), lambda: int(s.split(",")[0] == "a"), lambda: s.split(","),
    lambda: divmod(x, 2), lambda: n / 2, lambda: x // 1, lambda: -n, lambda: n ** 2, lambda: n << 1, lambda: hash(n) == hash(3),
    lambda: {n: 1}[3], lambda: [10, 20, 30, 40][n], lambda: (1, 2, 3, 4).index(I(2)), lambda: "abc".find("c", I(1)),
]
for i, t in enumerate(tests):
    try:
        print(i, t())
    except Exception as e:
        print(i, type(e).__name__, e)
