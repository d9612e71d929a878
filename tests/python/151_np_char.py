# np.char / np.strings functions against NumPy: per-element str methods with their widths,
# keyword arguments through the declarations, lists and scalars as input.
import numpy as np
s = np.array(["  Hello ", "world", "ABC def", "x1 2", "", "3.5"])
for name in ["upper", "lower", "capitalize", "title", "swapcase", "strip", "lstrip", "rstrip",
             "isdigit", "isalpha", "isalnum", "isspace", "islower", "isupper", "istitle",
             "isnumeric", "isdecimal", "str_len"]:
    print(name, repr(getattr(np.char, name)(s)))
    print(name, repr(getattr(np.strings, name)(s)))
print(repr(np.char.strip(s, chars=" Hd")), repr(np.char.lstrip(s, " H")), repr(np.char.rstrip(s, "e ")))
print(np.char.find(s, "l"), np.char.rfind(s, "l"), np.char.find(s, "l", start=4), np.char.count(s, "l", 0, 4))
print(np.char.startswith(s, "w", start=0), np.char.endswith(s, suffix="f"))
print(repr(np.char.replace(s, "l", "LL", count=1)), repr(np.char.replace(s, "o", "")))
print(repr(np.char.zfill(np.array(["-5", "42"]), 5)), repr(np.char.center(s, width=10, fillchar="~")))
print(repr(np.char.ljust(s, 9)), repr(np.char.rjust(s, 3)))
print(np.char.equal(s, s), np.char.not_equal(s, "world"), np.char.less(s, "b"), np.char.less_equal(s, "world"))
print(np.char.greater(s, "a"), np.char.greater_equal(["b", "a"], ["a", "b"]))
print(repr(np.char.add(["a", "b"], "!")), repr(np.char.multiply("ab", 2)), repr(np.strings.add("x", ["y", "zz"])))
print(repr(np.char.upper([["a", "b"], ["c", "d"]])), repr(np.char.str_len("hello")))
