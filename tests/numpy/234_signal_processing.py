import numpy as np

# Signal processing: a two-tone signal, windowed FFT peaks, a moving-average and an FIR
# low-pass filter, zero crossings, envelope by Hilbert-style FFT, resampling by interp.
fs = 1000.0
t = np.arange(0, 1.0, 1 / fs)
sig = np.sin(2 * np.pi * 50 * t) + 0.5 * np.sin(2 * np.pi * 120 * t + 0.3) + 0.2 * np.cos(2 * np.pi * 7 * t)
win = np.hanning(t.size)
spec = np.fft.rfft(sig * win)
freqs = np.fft.rfftfreq(t.size, d=1 / fs)
mag = np.abs(spec) / (win.sum() / 2)
peaks = np.argsort(mag)[-3:][::-1]
for p in peaks:
    print(f"{freqs[p]:7.1f} Hz  amplitude {mag[p]:.3f}")
local_max = np.flatnonzero((mag[1:-1] > mag[:-2]) & (mag[1:-1] > mag[2:]) & (mag[1:-1] > 0.1)) + 1
print("local maxima:", freqs[local_max])
ma = np.convolve(sig, np.ones(25) / 25, mode="same")
print("moving average rms: %.4f" % np.sqrt(np.mean(ma ** 2)))
n_taps, cutoff = 51, 80.0
h = np.sinc(2 * cutoff / fs * (np.arange(n_taps) - (n_taps - 1) / 2)) * np.hamming(n_taps)
h /= h.sum()
low = np.convolve(sig, h, mode="same")
H = np.abs(np.fft.rfft(h, 1024))
f_h = np.fft.rfftfreq(1024, 1 / fs)
print("filter gain at 50/120 Hz: %.3f %.3f" % (np.interp(50, f_h, H), np.interp(120, f_h, H)))
crossings = np.flatnonzero(np.diff(np.signbit(low)))
print("zero crossings:", crossings.size, crossings[:5])
N = sig.size
X = np.fft.fft(sig)
hmask = np.zeros(N)
hmask[0] = 1
hmask[1:N // 2] = 2
hmask[N // 2] = 1
env = np.abs(np.fft.ifft(X * hmask))
print("envelope range: %.3f .. %.3f" % (env[50:-50].min(), env[50:-50].max()))
t2 = np.linspace(0, 0.999, 250)
res = np.interp(t2, t, sig)
print("resampled:", res.shape, np.round(res[:4], 4))
psd = np.abs(np.fft.rfft(sig)) ** 2 / (fs * N)
band = (freqs >= 40) & (freqs <= 60)
print("band power fraction: %.4f" % (np.trapezoid(psd[band], freqs[band]) / np.trapezoid(psd, freqs)))
ac = np.correlate(sig - sig.mean(), sig - sig.mean(), mode="full")[N - 1:]
ac /= ac[0]
print("autocorr lag 20: %.4f, first dip at %d" % (ac[20], np.argmax(np.diff(ac) > 0)))
frames = np.lib.stride_tricks.sliding_window_view(sig, 200)[::100]
energy = (frames ** 2).sum(axis=1)
print(frames.shape, np.round(energy, 2))
print(np.round(np.fft.fftshift(np.fft.fftfreq(8, 0.125)), 3), np.round(np.unwrap(np.angle(spec[45:55])), 3))
