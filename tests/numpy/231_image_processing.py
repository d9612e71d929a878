import numpy as np

# Image-style processing: a synthetic image, a Gaussian blur by 2-D convolution done with
# sliding windows, edges by Sobel, thresholds, connected statistics, and a least-squares
# plane fit.
h, w = 24, 32
yy, xx = np.mgrid[0:h, 0:w]
img = np.exp(-((xx - 16) ** 2 + (yy - 12) ** 2) / 40.0) + 0.1 * (xx / w)
img[5:9, 3:7] = 1.5
print(img.shape, img.dtype, round(float(img.max()), 4), np.unravel_index(np.argmax(img), img.shape))

def gaussian_kernel(size=5, sigma=1.0):
    ax = np.arange(size) - (size - 1) / 2
    g = np.exp(-0.5 * (ax / sigma) ** 2)
    k = np.outer(g, g)
    return k / k.sum()

def conv2d(a, k):
    kh, kw = k.shape
    padded = np.pad(a, ((kh // 2, kh // 2), (kw // 2, kw // 2)), mode="edge")
    win = np.lib.stride_tricks.sliding_window_view(padded, (kh, kw))
    return np.einsum("ijkl,kl->ij", win, k)

k = gaussian_kernel()
print(np.array2string(k, precision=4))
blur = conv2d(img, k)
print("blur:", blur.shape, np.round(blur[10:13, 14:17], 4))
sx = np.array([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]], dtype=float)
gx = conv2d(blur, sx)
gy = conv2d(blur, sx.T)
mag = np.hypot(gx, gy)
print("edge max %.4f at %s" % (mag.max(), np.unravel_index(mag.argmax(), mag.shape)))
mask = blur > 0.5
rows = np.any(mask, axis=1)
cols = np.any(mask, axis=0)
r0, r1 = np.where(rows)[0][[0, -1]]
c0, c1 = np.where(cols)[0][[0, -1]]
print("bbox:", (int(r0), int(r1), int(c0), int(c1)), "area:", int(mask.sum()))
A = np.column_stack([xx.ravel(), yy.ravel(), np.ones(xx.size)])
coef, res, rank, sv = np.linalg.lstsq(A, img.ravel(), rcond=None)
print("plane:", np.round(coef, 5), rank, np.round(sv, 2))
hist, edges = np.histogram(img, bins=8, range=(0, 1.6))
print(hist.tolist(), edges[1])
norm = (img - img.min()) / np.ptp(img)
q = np.clip((norm * 4).astype(int), 0, 3)
chars = " .:#"
for row in q[::4, ::2]:
    print("".join(chars[v] for v in row))
print(np.allclose(conv2d(np.ones((5, 5)), k), 1.0), np.isclose(k.sum(), 1.0))
f = np.fft.rfft2(img)
print("fft:", f.shape, np.round(np.abs(f[0, :3]), 3))
u, s, vt = np.linalg.svd(img, full_matrices=False)
approx = (u[:, :3] * s[:3]) @ vt[:3]
print("rank-3 error: %.3e" % np.linalg.norm(img - approx))
