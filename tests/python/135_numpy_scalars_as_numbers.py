# NumPy scalars used as the Python numbers they are: in builtins (max, min, sorted, sum,
# round, int, range), as dict keys, in % formatting, isinstance (np.float64 is a float),
# and the array type's name. Runs under CPython with NumPy and under gpa (host arrays).
import numpy as np

a = np.array([3.14159, 2.5, 1.0, 2.75])
i = np.arange(10)


def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "raised", type(e).__name__, e)


t("max/min", lambda: (float(max(a)), float(min(a)), max(a) == a.max(), min(i[3:]) == 3))
t("max key", lambda: float(max(a, key=lambda v: -v)))
t("sorted", lambda: [float(v) for v in sorted(a)])
t("sorted reverse", lambda: [int(v) for v in sorted(i[:4], reverse=True)])
t("sum", lambda: float(sum(a)))
t("round", lambda: (float(round(a[0], 2)), round(a[0]), int(a[1]), int(i[7])))
t("range", lambda: list(range(i[3])))
t("list index", lambda: ["a", "b", "c"][i[2]])
t("dict key", lambda: {i[1]: "one", 2: "two"}[1])
t("dict key float", lambda: {1.0: "x"}[a[2]])
t("hash", lambda: (hash(np.float64(2.0)) == hash(2.0), hash(i[5]) == hash(5)))
t("in list", lambda: (a[1] in [2.5, 7], i[4] in (1, 4)))
t("percent", lambda: "%.3f / %d / %s / %5.1f%%" % (a[1], i[2], a[2], a[0]))
t("percent one", lambda: "%.2f" % a[0])
t("format", lambda: f"{a[0]:.2f} {i[3]:03d}")
t("isinstance float", lambda: (isinstance(a[1], float), isinstance(np.float64(1), float)))
t("isinstance int", lambda: (isinstance(i[1], int), isinstance(np.float32(1), float)))
t("isinstance complex", lambda: isinstance(np.complex128(1j), complex))
t("type", lambda: (str(type(a)), type(a).__name__ if False else "-"))
t("filter", lambda: [float(v) for v in filter(None, np.array([0.0, 1.5, 0.0, 2.0]))])
t("bool", lambda: (bool(a[0]), bool(np.float64(0.0)), not i[0]))
t("divmod", lambda: tuple(int(v) for v in divmod(i[7], 3)))
t("compare", lambda: (a[0] > 3, i[2] < 2.5, a[1] == 2.5))
t("unhashable array", lambda: {a: 1})
t("ambiguous max", lambda: max([a, a]))
