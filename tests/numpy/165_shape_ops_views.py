# concatenate/stack/split/tile/repeat/roll/flip/rot90/squeeze/expand_dims/moveaxis/swapaxes on views, lazy, empty, 0-d.
import numpy as np

m = np.arange(12).reshape(3, 4)
t = m.T
s = m[::2, ::-1]
f = np.array([[0.5, 1.5], [2.5, 3.5]], dtype=np.float32)
print(np.concatenate([t[:2], t[::-1][:1]]), np.concatenate((s, m[1:2] * 10), axis=0), np.concatenate([s.T, t[:, :1]], axis=1))
print(repr(np.concatenate([m[:, ::3], f.T.astype(int)], axis=None)), repr(np.concatenate([np.zeros((0, 4)), m[:1] > 3])))
print(np.stack([s, s * 2 + 1]), np.stack([t[0], t[-1]], axis=1), repr(np.stack([np.array(1.5), np.array(2)])))
print(np.vstack([t[:1], t[1:, ::-1][:1]]), np.hstack([s, s[:, :1]]), np.hstack([m[0, ::-2], np.arange(2) - 5]))
print(repr(np.vstack([np.array(3), np.array(4)])), repr(np.hstack([np.zeros(0, int), np.array([True])])), np.vstack([f[::-1], f.T]))
print(np.split(t, 2), np.split(s.T, [1, 3]), np.split(m * 2, 2, axis=1))
print(np.array_split(t[::-1], 3), np.array_split(m[0] + 1, [1, 1, 10]), np.array_split(np.zeros((0, 3)), 2))
print(np.tile(s, 2), np.tile(t[:2], (2, 1)), np.tile(np.array(5), 3), repr(np.tile(np.zeros((0, 2)), (1, 2))))
print(np.repeat(t[::2], 2, axis=0), np.repeat(s, [1, 0, 2, 1], axis=1), np.repeat(m * 1.5, 2)[:5], repr(np.repeat(np.array(7), 3)))
print(np.roll(t, 1, axis=0), np.roll(s, -1), np.roll(m + 0.5, (1, -1), axis=(0, 1)), repr(np.roll(np.zeros((0, 3)), 2)))
print(np.flip(t), np.flip(s, 0), np.flipud(m * -1), np.fliplr(t[::2]), repr(np.flip(np.array(2.5))))
print(np.rot90(t), np.rot90(s, 2), np.rot90(m * 2, -1), np.rot90(f[::-1], k=3, axes=(1, 0)))
x = np.arange(6).reshape(1, 3, 1, 2)[:, ::-1]
print(np.squeeze(x), np.squeeze(x, axis=2).shape, np.squeeze(x.T, axis=(1, 3)).shape, repr(np.squeeze(np.array([[4]]) * 2)))
print(np.expand_dims(t, 0).shape, np.expand_dims(s, (0, -1)).shape, np.expand_dims(m * 2, 1)[0], repr(np.expand_dims(np.array(1.5), 0)))
y = np.arange(24).reshape(2, 3, 4)[:, ::-1, ::2]
print(np.moveaxis(y, 0, -1), np.moveaxis(y.T, [0, 1], [2, 0]).shape, np.moveaxis(y * 2, -1, 0)[1])
print(np.swapaxes(y, 0, 2), np.swapaxes(t, 0, 1), np.swapaxes(y + 1, -1, -2).shape, repr(np.swapaxes(np.zeros((0, 2, 1)), 0, 2)))
b = np.array([True, False])
print(np.concatenate([b, b[::-1]]), np.stack([b, ~b], axis=-1), np.tile(b, 2), np.repeat(b, 2), np.flip(b), np.rot90(np.vstack([b, b])))
r = np.concatenate([t, t])
r[0, 0] = -1
print(m[0, 0], np.split(np.arange(5)[::-1], [2])[1], np.array_split(t, 3, axis=1)[2])
