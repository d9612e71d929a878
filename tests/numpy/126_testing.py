# np.testing: assert_allclose, assert_array_equal, assert_array_almost_equal, assert_equal,
# with NumPy's AssertionError messages.
import numpy as np
from numpy.testing import assert_allclose, assert_array_equal
import numpy.testing as npt


def t(f, *a, **k):
    try:
        r = f(*a, **k)
        print("ok", r)
    except AssertionError as e:
        print(repr(str(e)))


t(assert_allclose, [1, 2, 3], [1, 2, 3])
t(assert_allclose, [1, 2, 3], [1, 2, 4])
t(assert_allclose, [1.0, 2, 3], [1, 2.5, 3], rtol=1e-3, atol=0.1)
t(assert_allclose, [1.0, 2, 3], [1, 2.05, 3], atol=0.1)
t(assert_allclose, [1, 2, 3], [1, 2])
t(assert_allclose, np.array([1, np.nan]), [1, np.nan])
t(assert_allclose, np.array([1, np.nan]), [1, np.nan], equal_nan=False)
t(assert_allclose, np.array([1, np.nan]), [1, 2])
t(assert_allclose, np.array([1, np.inf]), [1, 2])
t(assert_allclose, np.array([1, -np.inf]), [1, -np.inf])
t(assert_allclose, 1.0, 1.1, err_msg="hello")
t(assert_allclose, [1.0, 2], [1.1, 2], verbose=False)
t(assert_allclose, [[1, 2], [3, 4]], [[1, 2], [3, 5]])
t(assert_allclose, np.arange(10.0), np.arange(10.0) + 1e-9)
t(assert_allclose, np.arange(10.0), np.arange(10.0) + 1e-6)
t(assert_allclose, np.arange(100.0).reshape(10, 10), np.arange(100.0).reshape(10, 10) * 1.01)
t(assert_allclose, np.float32([1.5, 2.5]), np.float32([1.5, 2.75]))
t(assert_allclose, [1.0, 2.0], 2.0)
t(assert_allclose, [0.0, 1.0], [1e-3, 1.0])
t(assert_allclose, [1 + 1j, 2], [1 + 1.5j, 2])
t(assert_allclose, np.array([3], dtype=np.uint8), np.array([5], dtype=np.uint8))
t(assert_allclose, [1, 2], [1, 2.0], strict=True)

t(assert_array_equal, [1, 2, 3], [1, 2, 3])
t(assert_array_equal, [1, 2, 3], [1, 2, 4])
t(assert_array_equal, [1, 2, 3], [1, 2, 4], err_msg="x")
t(assert_array_equal, [1, 2, 3], [1, 2, 4], err_msg="a longer message\nwith two lines")
t(assert_array_equal, [1, 2, 3], [[1, 2, 3]])
t(assert_array_equal, [1.0, np.nan], [1, np.nan])
t(assert_array_equal, [1, 2], [1, 2.0], strict=True)
t(assert_array_equal, np.array([1, 2]), np.array([1, 2], dtype=np.int32), strict=True)
t(assert_array_equal, np.array([1, 2]), 3)
t(assert_array_equal, np.array([True, False]), [True, True])
t(assert_array_equal, [1 + 2j, 3], [1 + 2j, 4])
t(assert_array_equal, np.arange(5, dtype=np.int8), np.arange(5, dtype=np.int8)[::-1])
t(assert_array_equal, 2 ** 62 + 1, 2 ** 62)
t(assert_array_equal, np.zeros((20, 20)), np.eye(20))

t(npt.assert_array_almost_equal, [1.0, 2.0], [1.0, 2.001])
t(npt.assert_array_almost_equal, [1.0, 2.0], [1.0, 2.0000001])
t(npt.assert_array_almost_equal, [1.0, 2.0], [1.0, 2.001], decimal=2)
t(npt.assert_array_almost_equal, [1.0, 2.0], [1.0, 2.1], 1)
t(npt.assert_array_almost_equal, [1.123456789, 2.0], [1.12346, 2.0])

t(npt.assert_equal, 1, 1)
t(npt.assert_equal, 1, 2)
t(npt.assert_equal, [1, 2], [1, 3])
t(npt.assert_equal, (1, [2, 3]), (1, [2, 4]))
t(npt.assert_equal, np.array([1, 2]), [1, 3])
t(npt.assert_equal, "a", "b")
t(npt.assert_equal, {"a": 1}, {"a": 2})
t(npt.assert_equal, {"a": 1}, {"b": 1})
t(npt.assert_equal, [1], {"a": 1})
t(npt.assert_equal, float("nan"), float("nan"))
t(npt.assert_equal, 0.0, -0.0)
t(npt.assert_equal, 1, None)
t(npt.assert_equal, np.float64(1.5), 1.5)
t(npt.assert_equal, np.float64(1.5), 2.5)
t(npt.assert_equal, 1, 2, err_msg="why", verbose=False)
try:
    np.testing.assert_allclose([1.0], [2.0])
except AssertionError as e:
    print(str(e).splitlines()[1])
