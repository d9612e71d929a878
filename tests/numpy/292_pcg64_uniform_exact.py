# default_rng's uniform floats are NumPy's PCG64 values on either namespace: under
# GPA_NUMPY=device the device makes them in parallel (each thread jumps ahead in the
# 128-bit LCG), and they must equal NumPy's bit for bit. The values are turned into their
# integer bits and then into letters, so that the number tolerance of the comparison
# cannot hide a difference in the last bit.
import numpy as np


def exact(a, bits):
    x = (a.astype(np.float64) * 2.0**bits).astype(np.int64)
    digest = [int((x % 65521).sum()), int(np.bitwise_xor.reduce(x.ravel())), int(x.size)]
    digest += x.ravel()[:: max(1, x.size // 7)].tolist()
    return " ".join(str(v).translate(str.maketrans("0123456789-", "abcdefghijm")) for v in digest)


for seed in [0, 5, 2**40 + 17, [1, 2, 3]]:
    g = np.random.default_rng(seed)
    print(exact(g.random(10), 53))
    # More words than the device's threads, so each thread steps several times.
    print(exact(g.random(1000003), 53))
    print(exact(g.random((300, 401)), 53))
    # float32 halves: an odd count leaves a half for the next float32 draw, which a
    # float64 draw in between does not touch.
    print(exact(g.random(5, dtype=np.float32), 24))
    print(exact(g.random(3, dtype=np.float64), 53))
    print(exact(g.random(70001, dtype=np.float32), 24))
    print(exact(g.random(2, dtype=np.float32), 24))
    print(exact(g.random(0, dtype=np.float32), 24), exact(g.random(1, dtype=np.float32), 24))
    u = g.uniform(-3.0, 2.5, (4, 5))
    print(exact((u + 3.0) / 5.5, 53)[:40], u.dtype, u.shape)
    print(exact(g.uniform(np.zeros(3), np.array([1.0, 2.0, 4.0]), (2, 3)) / 4.0, 53))
    print(exact(g.random(size=()), 53), exact(g.random(size=1), 53))

# The bit generator: advance moves it any number of steps (mod 2**128), as NumPy's does.
g = np.random.default_rng(11)
bg = g.bit_generator
print(bg.advance(10**12) is bg, exact(g.random(6), 53))
bg.advance(2**128 - 10**12 - 6)
print(exact(g.random(6), 53))
h = np.random.Generator(np.random.PCG64(11))
print(exact(h.random(6), 53))
