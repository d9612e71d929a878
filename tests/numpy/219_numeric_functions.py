# NumPy functions written in gpa (stdlib/numeric.gpa): windows, polynomials, interp,
# convolution, index helpers, bit packing, apply_along_axis, vectorize, error state.
import numpy as np


def r(x, d=6):
    return np.round(x, d) + 0.0


print(r(np.hanning(5)), r(np.hamming(6)), r(np.blackman(7)), r(np.bartlett(5)), np.hanning(1), np.hanning(0))
print(r(np.kaiser(6, 14.0)), r(np.i0(np.array([0.0, 1.0, 2.5, -3.0, 20.0])) / np.array([1, 1, 1, 1, 1e7])), r(np.sinc(np.linspace(-2, 2, 5))))
print(np.vander(np.array([1, 2, 3]), 4), np.vander(np.array([1.5, 2.0]), increasing=True))
print(np.polyval([3, 0, 1], 5), r(np.polyval(np.array([1.0, -2.0, 0.5]), np.array([0.0, 1.5, 3.0]))))
x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
y = np.array([1.0, 2.9, 9.2, 19.1, 33.0, 51.2])
print(r(np.polyfit(x, y, 2)), r(np.polyfit(x, y, 1, w=np.arange(1.0, 7.0))))
c, res, rank, sv, rc = np.polyfit(x, y, 2, full=True)
print(r(c), r(res), rank, r(sv))
print(r(np.sort(np.roots([1, -6, 11, -6]))), r(np.sort_complex(np.roots([1.0, 0.0, 1.0]))), np.roots([0, 0, 2, -4, 0]))
print(r(np.interp(2.5, [1, 2, 3], [3, 2, 0])), r(np.interp([0, 1, 1.5, 2.72, 3.14, 5], [1, 2, 3], [3, 2, 0])), np.interp([-1, 9], [0, 1], [5, 6], left=-7, right=7))
print(r(np.interp([-180, -170, -185, 185, -10, -5, 0, 365], [190, -190, 350, -350], [5, 10, 3, 4], period=360)))
print(np.convolve([1, 2, 3], [0, 1, 0.5]), np.convolve([1, 2, 3], [0, 1, 0.5], "same"), np.convolve([1, 2, 3], [0, 1, 0.5], "valid"))
print(np.convolve([1, 2], [1, 2, 3, 4, 5]), np.convolve(np.arange(6), np.array([1, -1]), "same"))
print(np.correlate([1, 2, 3], [0, 1, 0.5]), np.correlate([1, 2, 3], [0, 1, 0.5], "full"), np.correlate([1, 2], [1, 2, 3, 4], "full"))
print(np.correlate(np.array([1 + 1j, 2, 3j]), np.array([0, 1, 0.5j]), "full"), np.correlate([1, 2, 3, 4], [1, 2], "same"))
print(np.cross([1, 2, 3], [4, 5, 6]), np.cross([[1, 2, 3], [4, 5, 6]], [[4, 5, 6], [1, 2, 3]]))
print(np.cross(np.eye(3), np.ones(3)), np.cross(np.arange(6.0).reshape(2, 3), np.ones((3, 2)), axisb=0))
print(np.trapezoid([1, 2, 3]), np.trapezoid([1, 2, 3], x=[4, 6, 8]), np.trapezoid([1, 2, 3], dx=2), r(np.trapezoid(np.arange(6.0).reshape(2, 3), axis=0)))
print(np.digitize(np.array([0.2, 6.4, 3.0, 1.6]), np.array([0.0, 1.0, 2.5, 4.0, 10.0])), np.digitize([1, 2, 3], [3, 2, 1]), np.digitize([1.0, 2.0], [0, 1, 2], right=True))
print(np.indices((2, 3)), np.indices((2, 3), sparse=True))
print([int(v) for v in np.unravel_index(22, (7, 6))], np.unravel_index([22, 41, 37], (7, 6)), np.unravel_index([31, 41, 13], (7, 6), order="F"))
print(np.ravel_multi_index(([3, 6, 6], [4, 5, 1]), (7, 6)), np.ravel_multi_index((3, 1, 4, 1), (6, 7, 8, 9)), np.ravel_multi_index(([3, 6, 6], [4, 5, 1]), (7, 6), mode="clip", order="F"))
print(np.ravel_multi_index(([3, 8], [4, 9]), (7, 6), mode=("clip", "wrap")))
print(list(np.ndindex(2, 2)), list(np.ndindex((1, 3))), [(i, float(v)) for i, v in np.ndenumerate(np.array([[1.5, 2.5]]))])
print(np.ascontiguousarray(5.0), np.ascontiguousarray(np.arange(4).reshape(2, 2).T, dtype=np.float32), np.fromiter((i * i for i in range(5)), dtype=float) if False else np.fromiter([1, 4, 9], dtype=np.int32, count=2))
print(np.packbits(np.array([[1, 0, 1], [0, 1, 1]], dtype=np.uint8)), np.packbits(np.array([[1, 0, 1], [0, 1, 1]]), axis=-1), np.packbits([1, 1, 0, 0, 0, 0, 0, 0, 1], bitorder="little"))
print(np.unpackbits(np.array([[2], [7], [23]], dtype=np.uint8), axis=1), np.unpackbits(np.array([2, 7], dtype=np.uint8), count=-3), np.unpackbits(np.array([2], dtype=np.uint8), count=11, bitorder="little"))
b = np.arange(12.0).reshape(3, 4)
print(np.apply_along_axis(lambda v: v.max() - v.min(), 0, b), np.apply_along_axis(lambda v: v * 2, 1, b[:2]), np.apply_along_axis(np.diag, -1, b[:2, :2]))
print(np.apply_over_axes(np.sum, np.arange(24).reshape(2, 3, 4), [0, 2]))
vf = np.vectorize(lambda a, b: a - b if a > b else a + b)
print(vf([1, 2, 3, 4], 2), np.vectorize(lambda t: t * 0.5)(np.arange(3)), np.vectorize(lambda t: t + 1)(3), np.vectorize(int, otypes=[float])([1.7, 2.2]))
old = np.seterr(all="ignore")
print(old, np.geterr())
np.seterr(**old)
print(np.where(np.array([[0, 3], [4, 0]]) > 1), np.where([True, False, True]))
print(np.isscalar(3.1), np.isscalar(np.array(3.1)), np.isscalar([3.1]), np.isscalar("s"), np.isscalar(np.float64(2)), np.iterable([1]), np.iterable(2), np.iterable(np.arange(2)))
print(np.ndim([[1, 2]]), np.shape([[1, 2]]), np.size([[1, 2], [3, 4]]), np.size(np.ones((2, 5)), 1), np.sort_complex([3, 1, 2]))
with np.errstate(divide="ignore", invalid="ignore"):
    print(np.array([1.0, 0.0]) / 0)
print(np.issubdtype(np.arange(3).dtype, np.integer), np.issubdtype(np.float32, np.floating), np.issubdtype(np.float64, np.complexfloating), np.issubdtype(np.floating, np.number))
