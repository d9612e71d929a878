# np.fft: every transform against NumPy's pocketfft (rounded: the libraries round the last
# bits differently), with n (cropping, padding), axis/axes, s, norm, dtypes (float32 ->
# complex64), views, inverse round trips, frequencies and shifts, and NumPy's errors.
import numpy as np


def r(x, d=8):
    return np.round(x, d) + 0.0


x = np.array([1.0, 2.0, 0.5, -1.0, 3.0, 4.0, -2.0, 0.0])
print(r(np.fft.fft(x)))
print(r(np.fft.ifft(np.fft.fft(x))), r(np.fft.ifft(x)))
print(r(np.fft.fft(x, n=5)), r(np.fft.fft(x, n=11)))
print(r(np.fft.rfft(x)), r(np.fft.rfft(x, n=7)))
print(r(np.fft.irfft(np.fft.rfft(x))), r(np.fft.irfft(np.fft.rfft(x), n=8)))
print(r(np.fft.irfft(np.array([1.0, 2 + 1j, -1j, 3.0]))), r(np.fft.irfft(np.array([1.0, 2 + 1j, -1j, 3.0]), n=7)))
print(r(np.fft.hfft(np.array([1.0, 2 + 1j, -1j, 3.0]))), r(np.fft.ihfft(x)))
for norm in ["backward", "ortho", "forward"]:
    print(norm, r(np.fft.fft(x, norm=norm))[:3], r(np.fft.ifft(x, norm=norm))[:2], r(np.fft.irfft(np.fft.rfft(x, norm=norm), norm=norm))[:3])
    print(r(np.fft.hfft(x[:5], norm=norm))[:3], r(np.fft.ihfft(x, norm=norm))[:3])
m = np.arange(12.0).reshape(3, 4) ** 1.5
print(r(np.fft.fft(m)), r(np.fft.fft(m, axis=0)))
print(r(np.fft.fft2(m)), r(np.fft.ifft2(m)))
print(r(np.fft.rfft2(m)), r(np.fft.irfft2(np.fft.rfft2(m), s=m.shape)))
c = np.arange(24.0).reshape(2, 3, 4) * (1 - 0.5j)
print(r(np.fft.fftn(c)), r(np.fft.ifftn(c, axes=(0, 2))))
print(r(np.fft.fftn(c, s=(2, 5), axes=(1, 2))).shape, r(np.fft.rfftn(c.real)).shape, r(np.fft.irfftn(np.fft.rfftn(c.real), s=(2, 3, 4), axes=(0, 1, 2)))[1, 2])
print(r(np.fft.rfftn(c.real, axes=(0, 1)))[1], np.fft.fftn(m, s=(4, -1)).shape)
f32 = x.astype(np.float32)
print(np.fft.fft(f32).dtype, np.fft.rfft(f32).dtype, np.fft.irfft(np.fft.rfft(f32)).dtype, np.fft.fft(np.arange(4)).dtype)
print(np.fft.fft(x.astype(np.complex64)).dtype, r(np.fft.fft(f32), 4))
print(r(np.fft.fft(x[::-2])), r(np.fft.fft(m.T, axis=-1)), r(np.fft.fft(m[:, 1:3], n=3, axis=0)))
print(np.fft.fftfreq(8), np.fft.fftfreq(7, d=0.5), np.fft.rfftfreq(8), np.fft.rfftfreq(9, 0.1))
print(np.fft.fftshift(np.fft.fftfreq(7)), np.fft.ifftshift(np.fft.fftshift(np.arange(6))))
print(np.fft.fftshift(np.arange(12).reshape(3, 4)), np.fft.fftshift(np.arange(12).reshape(3, 4), axes=1))
print(np.fft.ifftshift(np.arange(12).reshape(3, 4), axes=(0,)), np.fft.fft(np.zeros(0, complex), n=2))
for f in [lambda: np.fft.fft(x, n=0), lambda: np.fft.fft(x, norm="bad"),
          lambda: np.fft.fftn(m, s=(3,), axes=(0, 1)), lambda: np.fft.irfft(np.ones(1))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
