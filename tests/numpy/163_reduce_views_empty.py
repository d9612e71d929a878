# sum/prod/mean/min/max/any/all on views, lazy inputs, empties and 0-d: axis tuples, keepdims, dtype=, initial=, where=.
import numpy as np

a = np.arange(24).reshape(2, 3, 4)
t = a.T
s = a[:, ::-1, ::2]
print(np.sum(t, axis=(0, 2)), np.prod(s, axis=(1, 2)), np.mean(t, axis=(0, 1, 2)), np.min(s, axis=(0, -1)))
print(np.max(t, axis=1, keepdims=True).shape, np.sum(s, axis=(0, 2), keepdims=True), np.mean(a[::-1], axis=(-1, 0), keepdims=True))
print(np.sum(a * 2 + 1, axis=(1, 2)), np.prod((a % 3 + 1)[:, 0], axis=-1), np.max(a - 30, axis=(0, 1)), np.min(-t, axis=None))
print(repr(np.sum(t, dtype=np.float32)), repr(np.prod(s[0], dtype=np.int8)), repr(np.mean(a[1], axis=0, dtype=np.float32)), repr(np.sum(a > 5, dtype=np.uint8)))
print(np.sum(s, initial=100), np.max(t, axis=0, initial=20)[0], np.min(a[:, :, ::3], axis=2, initial=-1), np.prod(s[0, 0], initial=0.5))
w = np.array([True, False, True, False])
print(np.sum(a, axis=-1, where=w), np.max(a.T, axis=0, where=w[:, None, None], initial=-5), np.mean(a[0], axis=1, where=w))
print(np.min(a[0], axis=1, where=w[::-1], initial=99), np.prod(a[1] + 1, where=a[1] % 2 == 0, axis=1), np.sum(a, where=False))
b = a % 5 == 0
print(np.any(b.T, axis=(0, 1)), np.all(b[:, ::-1], axis=0), np.any(a * 0, axis=None), np.all(t >= 0, axis=(0, 2), keepdims=True).shape)
print(np.any(b, where=~b), np.all(b, axis=2, where=w), np.any(a[:, 1:2] > 15, axis=(1, 2)))
f = np.array([[1.5, -2.25], [np.nan, 4.0]], dtype=np.float32)
print(repr(np.sum(f.T, axis=0)), repr(np.max(f[::-1], axis=1)), repr(np.mean(f, axis=0, where=[[True, True], [False, True]])))
e = np.zeros((0, 3))
print(repr(np.sum(e)), repr(np.prod(e, axis=0)), np.sum(e, axis=1), repr(np.any(e)), repr(np.all(e, axis=0)))
print(np.max(e, axis=0, initial=-1.0), repr(np.min(e, initial=3)), np.sum(e.T, axis=(0, 1), keepdims=True))
z = np.array(4.5)
print(repr(np.sum(z)), repr(np.prod(z, axis=0)), repr(np.mean(z)), repr(np.min(z)), repr(np.max(z * 2 - 1, axis=())), repr(np.any(z)), repr(np.all(np.array(0))))
print(repr(np.sum(z, keepdims=True)), repr(np.max(z, initial=10)), repr(np.sum(np.array(3), dtype=np.float32)), repr(np.sum(z, where=False)))
print(repr(t.sum(axis=(2, 0))), repr(s.max()), repr(s.min(axis=1)), repr(a[0].T.mean(axis=1)), repr(b.T.any(axis=2)))
for fn in [lambda: np.min(e), lambda: np.max(e, axis=0), lambda: np.max(np.zeros(0, int)), lambda: np.min(e.T, axis=1),
           lambda: np.max(a, where=a > 0), lambda: np.amin(np.array([]))]:
    try:
        print(fn())
    except ValueError as ex:
        print(type(ex).__name__, ex)
print(np.min(e, axis=1), np.max(e.T, axis=0))
print(np.mean(e, axis=1), np.mean(e.T, axis=0))
