import numpy as np

# tile, repeat, roll and pad (every mode) over element widths 1-16 bytes, on views and
# non-contiguous inputs, with empty and 0-d cases: one mapped copy each on the GPU.
base = np.arange(3 * 4 * 5) * 37 % 101 - 50
for dt in ["bool", "int8", "float16", "int32", "float64", "complex128"]:
    x = base.astype(dt).reshape(3, 4, 5) if dt != "bool" else (base % 3 == 0).reshape(3, 4, 5)
    v = x[:, ::-2, 1:]
    print(dt, np.tile(v, (2, 1, 3))[1, :, -4:].ravel(), np.tile(x[0, 0], 3)[-6:], np.tile(v, 2).shape)
    print(" ", np.repeat(v, 2, axis=1)[2, :, 0], np.repeat(x[1], [1, 0, 2, 3], axis=0)[:, 2], np.repeat(v, 3)[:7])
    print(" ", np.roll(v, 1)[0, 0], np.roll(x, (1, -2), axis=(0, 2))[0, 1], np.roll(v, -7, axis=2)[1, 1])
    for mode in ["edge", "reflect", "symmetric", "wrap"]:
        p = np.pad(v, ((1, 2), (0, 3), (2, 1)), mode=mode)
        print(" ", mode, p.shape, p[0, :, 0], p[-1, -1])
    c = np.pad(v, ((1, 1), (2, 0), (0, 2)), constant_values=((1, 2), (3, 4), (5, 6)))
    print("  constant", c[0, 0], c[-1, :, -1], c[2, 1])
big = np.arange(1 << 20, dtype=np.float32)
print(float(np.roll(big, 12345)[:3].sum()), np.tile(big[:5], 200000)[-3:], np.repeat(big[:3], 400000)[799999:800002])
print(np.pad(np.zeros((0, 2)), 1), np.tile(np.float64(2.5), 3), np.roll(np.array([], dtype=np.int64), 2), np.repeat(np.zeros((2, 0)), 2, axis=0).shape)
