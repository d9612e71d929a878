# Floats cast to integer types that cannot hold them give NumPy's x86 values (on the GPU too,
# where a plain cast saturates); uint64 elements past 2^63 stay exact; one-element arrays
# format as numbers; choice of a 2-d array without size gives a row.
import numpy as np
v = np.array([300.0, -1.0, 1e10 + 7, -1e10, 70000.0, np.nan, np.inf, -np.inf, 3e9, 2.0**63,
              2.0**64, 1e20, -5.5, 0.99, -0.99, 127.5])
for t in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.int64, np.uint64]:
    # str of each: a uint64 past 2^63 is an np.uint64 in gpa's list (its int is 64-bit).
    print(t.__name__, " ".join(map(str, v.astype(t).tolist())))
    print(t.__name__, "f32", " ".join(map(str, v.astype(np.float32).astype(t).tolist())))
print("uint32 in range", np.array([3e9, -1.0, 4294967295.0, 0.5]).astype(np.uint32).tolist())
w = v.astype(np.uint64)
print(w[2], w[3], w[3] > w[2], w.max(), [str(x) for x in sorted(w[:4])], w[3].item())
print((v * 2).astype(np.int32)[:6], np.sqrt(v[:5]).astype(np.int16))
a = np.array([2.5])
print('%.1f %d %s %e' % (a, a, a, a), '%.2f' % np.float32(1.5))
rng = np.random.default_rng(3)
print(rng.choice(np.arange(6).reshape(3, 2)).shape, rng.choice(np.arange(8).reshape(4, 2), 3).shape)
# NumPy's AxisError is a ValueError and an IndexError; np.exceptions holds NumPy's types.
x = np.ones((2, 3))
for f in [lambda: x.sum(axis=2), lambda: np.moveaxis(x, 3, 0), lambda: np.swapaxes(x, 0, -3),
          lambda: np.concatenate([x, x], axis=5), lambda: np.expand_dims(x, 4), lambda: np.flip(x, 2)]:
    for kind in (np.exceptions.AxisError, IndexError, ValueError):
        try:
            f()
        except kind as e:
            print(kind.__name__, type(e).__name__, e, isinstance(e, IndexError), isinstance(e, ValueError))
print(issubclass(np.exceptions.AxisError, IndexError), issubclass(np.exceptions.RankWarning, RuntimeWarning),
      issubclass(np.exceptions.ComplexWarning, RuntimeWarning), issubclass(np.exceptions.TooHardError, RuntimeError),
      sorted(n for n in dir(np.exceptions) if not n.startswith('_')))
