# np.testing asserts on views, strided slices, lazy expressions, empties and 0-d arrays: passes and failure messages.
import numpy as np
import numpy.testing as npt


def t(f, *a, **k):
    try:
        print("ok", f(*a, **k))
    except AssertionError as e:
        print(repr(str(e)))


m = np.arange(12.0).reshape(3, 4)
t(npt.assert_array_equal, m.T, np.arange(12.0).reshape(3, 4).transpose())
t(npt.assert_array_equal, m[::2, ::-1], [[3, 2, 1, 0], [11, 10, 9, 8]])
t(npt.assert_array_equal, m[::2, ::-1], [[3, 2, 1, 0], [11, 10, 9, 7]])
t(npt.assert_array_equal, m.T, m)
t(npt.assert_array_equal, m * 2 + 1, 2 * m + 1)
t(npt.assert_array_equal, (m * 2 + 1)[1], m[1] * 2)
t(npt.assert_array_equal, np.zeros((0, 3)), np.ones((0, 3)))
t(npt.assert_array_equal, np.zeros((0, 3)), np.zeros((3, 0)))
t(npt.assert_array_equal, np.array(5), 5.0)
t(npt.assert_array_equal, np.array(5), np.array(6))
t(npt.assert_array_equal, m[:, 1] > 4, [False, True, True])
t(npt.assert_array_equal, m[:, 1] > 4, [True, True, True])
t(npt.assert_allclose, m.T[::-1], m[:, ::-1].T)
t(npt.assert_allclose, m[1:, ::2] * 1.0001, m[1:, ::2])
t(npt.assert_allclose, m[1:, ::2] * 1.0001, m[1:, ::2], rtol=1e-3)
t(npt.assert_allclose, m[::-1, 0] + 0.05, m[::-1, 0], atol=0.1)
t(npt.assert_allclose, np.sqrt(m.T)[0], [0.0, 2.0, 2.8284271247461903])
t(npt.assert_allclose, np.zeros(0), [])
t(npt.assert_allclose, np.array(2.0), np.array(2.5))
t(npt.assert_allclose, m.T.astype(np.float32), m.T)
t(npt.assert_allclose, m[0], m[0, ::-1], err_msg="reversed")
t(npt.assert_array_almost_equal, m[::2] / 3, (m / 3)[::2])
t(npt.assert_array_almost_equal, m[::2, :2] / 3, [[0, 0.333], [2.667, 3]], decimal=3)
t(npt.assert_array_almost_equal, m[::2, :2] / 3, [[0, 0.333], [2.667, 3]], decimal=4)
t(npt.assert_equal, m[::-1].tolist(), m.tolist()[::-1])
t(npt.assert_equal, m.T[0], np.array([0.0, 4.0, 9.0]))
t(npt.assert_equal, np.array(3) * 2, 6)
t(npt.assert_equal, (m.T[::-1, 0], m.shape), (np.array([3.0, 2, 1, 0]), (3, 4)))
t(npt.assert_array_equal, np.array([1, 2], dtype=np.int32)[::-1], np.array([2, 1]), strict=True)
