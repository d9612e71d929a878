import numpy as np

# Image-style padding and a 3x3 box filter built from shifted views.
img = np.arange(20, dtype=np.float32).reshape(4, 5)
p = np.pad(img, 1, mode='edge')
acc = np.zeros_like(img)
for dy in range(3):
    for dx in range(3):
        acc += p[dy:dy + 4, dx:dx + 5]
print(acc / 9)
# Periodic finite differences with roll, and a block matrix from the stack family.
u = np.sin(np.linspace(0, 2 * np.pi, 8, endpoint=False))
print(np.round((np.roll(u, -1) - np.roll(u, 1)) / 2, 6))
blk = np.vstack([np.hstack([np.eye(2), np.zeros((2, 2))]), np.hstack([np.ones((2, 2)), 2 * np.eye(2)])])
print(blk, blk.dtype)
# Split, process and put back together.
x = np.arange(12).reshape(3, 4)
parts = np.array_split(x, 3, axis=1)
print(np.concatenate([q[:, ::-1] for q in parts], axis=1))
print(np.stack(np.split(x.ravel(), 4), axis=1))
# Tiling a pattern, repeating pixels, rotating the result.
checker = np.tile(np.array([[0, 1], [1, 0]], dtype=np.uint8), (2, 3))
print(checker, np.rot90(np.repeat(np.repeat(checker[:2, :2], 2, axis=0), 2, axis=1)))
# Broadcasting helpers with a pending expression.
r, c = np.broadcast_arrays(np.arange(3)[:, None] * 10, np.arange(4))
print(r + c, np.moveaxis(np.dstack([r, c]), -1, 0).shape)
print(np.squeeze(np.expand_dims(x, (0, 2)), axis=(0, 2)).shape, np.atleast_3d(x).sum(axis=2))
print(np.column_stack([np.arange(3), np.arange(3) ** 2, np.flip(np.arange(3.0))]))
