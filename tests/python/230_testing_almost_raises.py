# np.testing.assert_almost_equal (numbers, complex, NaN/inf, arrays), assert_ and assert_raises
# (called and as a context manager) with NumPy's messages.
import numpy as np
from numpy import testing as t
cases = [lambda: t.assert_almost_equal(1.0, 1.1), lambda: t.assert_almost_equal(1.0, 1.00000001),
         lambda: t.assert_almost_equal([1.0, 2], [1.0, 2.1], decimal=3), lambda: t.assert_(False, "boom"),
         lambda: t.assert_(1 == 2), lambda: t.assert_almost_equal(np.nan, np.nan),
         lambda: t.assert_almost_equal(1 + 1j, 1 + 2j), lambda: t.assert_almost_equal(np.inf, np.inf),
         lambda: t.assert_almost_equal(np.float64(2.5), 2.5000001, decimal=5),
         lambda: t.assert_almost_equal(1.0, 2.0, err_msg="values differ"),
         lambda: t.assert_almost_equal(np.arange(3.0), np.arange(3.0) + 1e-9)]
for f in cases:
    try:
        f()
        print("ok")
    except AssertionError as e:
        print(repr(str(e)))
with t.assert_raises(ValueError):
    int("x")
t.assert_raises(ZeroDivisionError, lambda: 1 / 0)
t.assert_raises(KeyError, {}.__getitem__, "k")
try:
    with t.assert_raises(ValueError):
        pass
except AssertionError as e:
    print(repr(str(e)))
try:
    with t.assert_raises(ValueError):
        raise TypeError("other")
except TypeError as e:
    print("passed through", e)
with t.assert_raises((KeyError, IndexError)) as cm:
    [][1]
print(type(cm.exception).__name__)
