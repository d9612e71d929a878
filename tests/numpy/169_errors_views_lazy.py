# NumPy's exceptions for bad indices, masks, broadcasts, reshapes and axes, raised from views, lazy values, empties and 0-d.
import numpy as np

m = np.arange(12).reshape(3, 4)
t = m.T
s = m[::2, ::-1]
z = np.array(1.5)
e = np.zeros((0, 3))
cases = [
    lambda: t[4], lambda: t[0, -4], lambda: s[[0, 2]], lambda: (m * 2 + 1)[:, [5]], lambda: m[::-1][-4],
    lambda: e[0], lambda: e[:, 3], lambda: np.arange(5)[::2][[3]], lambda: np.zeros(0)[[0]],
    lambda: t[np.array([True, False])], lambda: s[:, np.array([True, False, True])], lambda: (m > 2)[m[0] > 0],
    lambda: m[m.T > 3], lambda: z[np.array([True, False])],
    lambda: t[0, 0, 0], lambda: z[0], lambda: (m + 1)[1, 2, 3], lambda: e[0, 0, 0],
    lambda: t + m, lambda: s * np.arange(3), lambda: (m * 2) - e, lambda: np.add(t, [1, 2]), lambda: np.broadcast_to(s, (3, 4)),
    lambda: np.broadcast_arrays(t, np.ones(3)), lambda: np.add(m, 1, out=np.zeros((4, 3))),
    lambda: t.reshape(5, 2), lambda: (m * 1.5).reshape(-1, 5), lambda: s.reshape(-1, -1), lambda: e.reshape(-1, 0),
    lambda: z.reshape(2), lambda: np.reshape(m[::2], (3, 3)),
    lambda: np.sum(t, axis=2), lambda: s.mean(axis=-3), lambda: np.sort(z, axis=0), lambda: np.concatenate([t, m]),
    lambda: np.concatenate([t, m], axis=2), lambda: np.stack([t, m]), lambda: np.max(e, axis=0), lambda: np.squeeze(t, axis=0),
    lambda: np.moveaxis(s, 2, 0), lambda: np.swapaxes(z, 0, 1), lambda: np.expand_dims(t, 3), lambda: np.take(t, 12),
    lambda: np.take(s, [3], axis=1 + 1), lambda: np.argmax(m * 1.0, axis=(0, 1)), lambda: np.split(t, 3),
    lambda: np.transpose(s, (0, 0)), lambda: np.transpose(t, (1,)), lambda: np.cumsum(m, axis=2), lambda: np.flip(z, 0),
    lambda: np.diff(m, axis=-3), lambda: np.roll(s, 1, axis=5), lambda: np.tile(t, -1), lambda: np.repeat(s, [1, 2], axis=0),
    lambda: np.put(np.zeros(3), [5], 1), lambda: np.choose([0, 3], [t[0, :2], t[1, :2]]), lambda: np.take_along_axis(t, np.array([[0]]), axis=2),
]
for i, f in enumerate(cases):
    try:
        r = f()
        print(i, "no error", r)
    except Exception as ex:
        msg = str(ex)
        print(i, "" if "out of bounds for array of dimension" in msg else type(ex).__name__, msg)
a = np.arange(6)
for tgt, idx, val in [(a, 6, 1), (a[::2], [0, 3], 1), (a.reshape(2, 3), (slice(None), 0), [1, 2, 3]), (a.reshape(2, 3).T, ([0, 1], [1, 0]), [1, 2, 3]),
                      (m.T, np.array([True]), 0), (a[::-1], (0, 0), 5), (np.zeros((0, 3)), 0, 1.0), (a, [1, 2], np.arange(2) * 2 + np.ones((2, 1)))]:
    try:
        tgt[idx] = val
        print("no error", a)
    except Exception as ex:
        print(type(ex).__name__, ex)

# more than one ellipsis
for idx in [(Ellipsis, Ellipsis), (Ellipsis, 0, Ellipsis)]:
    for tgt in [np.arange(6).reshape(2, 3), np.array(1.0)]:
        try:
            print(tgt[idx])
        except IndexError as ex:
            print(type(ex).__name__, ex)
