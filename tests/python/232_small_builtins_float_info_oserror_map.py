# set.symmetric_difference_update, int.numerator/denominator/as_integer_ratio, str.isprintable,
# sys.float_info/byteorder, OSError(errno, ...) making the subclass for that errno.
s = {1, 2, 3}
s.symmetric_difference_update({3, 4})
print(sorted(s), (7).numerator, (7).denominator, True.numerator, (5).as_integer_ratio(), (-3).as_integer_ratio())
print("abc".isprintable(), "a\nb".isprintable(), "".isprintable(), "é ☃".isprintable(), "\x7f".isprintable(), "a\tb".isprintable())
print(hasattr(3, "as_integer_ratio"), {1}.symmetric_difference([1, 2]))
import sys
print(sys.float_info)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info[3], sys.byteorder)
for no in [2, 17, 13, 1, 21, 20, 32, 110, 4, 3, 10, 11, 111, 104, 103, 5]:
    e = OSError(no, "msg")
    print(type(e).__name__, isinstance(e, OSError), e)
print(type(OSError(2)).__name__, type(OSError(2, "a", "b", 0, "c")).__name__, type(IOError(2, "x")).__name__, type(FileExistsError(2, "x")).__name__)
