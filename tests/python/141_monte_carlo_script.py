# A Monte Carlo script as quants write it, with NumPy's legacy seeded streams (host only):
# paths, VaR, drawdowns through maximum.accumulate, option price, NaN statistics, ranks.
import numpy as np

np.random.seed(0)
np.set_printoptions(precision=3, suppress=True)
n_paths, n_steps = 200, 250
mu, sigma, s0 = 0.05, 0.2, 100.0
dt = 1 / n_steps
z = np.random.standard_normal((n_paths, n_steps))
log_ret = (mu - 0.5 * sigma ** 2) * dt + sigma * np.sqrt(dt) * z
paths = s0 * np.exp(np.cumsum(log_ret, axis=1))
final = paths[:, -1]
print("final mean %.4f median %.4f" % (final.mean(), np.median(final)))
print("5%% VaR: %.4f" % (s0 - np.percentile(final, 5)))
peak = np.maximum.accumulate(paths, axis=1)
drawdown = (peak - paths) / peak
print("max drawdown: mean", drawdown.max(axis=1).mean().round(4), "worst", drawdown.max().round(4))
strike = 105.0
payoff = np.maximum(final - strike, 0)
price = np.exp(-mu) * payoff.mean()
stderr = np.exp(-mu) * payoff.std(ddof=1) / np.sqrt(n_paths)
print(f"call price {price:.4f} +/- {1.96 * stderr:.4f}")
buckets = np.bincount(np.clip(((final - 60) // 10).astype(int), 0, 9), minlength=10)
print(buckets)
sample = paths[:3, ::50]
print(sample)
print(repr(sample[0]))
data = np.where(np.random.rand(20) < 0.2, np.nan, np.random.randn(20))
print(np.isnan(data).sum(), np.nanmean(data).round(4), np.nanstd(data).round(4), np.nanmax(data).round(4))
clean = data[~np.isnan(data)]
ranks = np.argsort(np.argsort(clean))
print(ranks)
top = sorted(zip(clean.round(3), range(len(clean))), reverse=True)[:3]
print(top)
print(max(clean) == clean.max(), f"{clean[0]:.3f}", "%.2e" % clean[1], round(clean[2], 2))
sign = np.vectorize(lambda v: 1 if v > 0 else -1)
print(sign(clean[:5]))
choice = np.random.choice(5, size=8, replace=True)
perm = np.random.permutation(6)
print(choice, perm, np.random.randint(0, 10, size=5), np.random.uniform(-1, 1, 3))
stats = {name: f(final) for name, f in [("min", np.min), ("max", np.max), ("std", np.std)]}
print({k: round(float(v), 3) for k, v in stats.items()})
with np.errstate(divide="ignore", invalid="ignore"):
    ratio = np.log(paths[:, 1:] / paths[:, :-1]) / np.where(z[:, 1:] == 0, 0, z[:, 1:])
print(np.isfinite(ratio).all(), ratio.shape)
print(np.round(np.corrcoef(paths[:4, -10:]), 3))
