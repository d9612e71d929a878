# A realistic time-series script: dates read as text from a CSV, parsed to datetime64,
# values grouped by month and by weekday, gaps found with np.diff, a rolling window.
import os
import numpy as np

lines = ["date,visits"]
start = np.datetime64("2024-01-25")
rng = np.random.default_rng(7)
for k in range(40):
    if k in (9, 10, 23):
        continue  # missing days
    day = start + np.timedelta64(k, "D")
    lines.append(f"{day},{int(100 + 10 * np.sin(k / 3.0) + rng.integers(0, 5))}")
path = "_tmp_visits_154.csv"
with open(path, "w") as f:
    f.write("\n".join(lines) + "\n")
raw = np.loadtxt(path, dtype=str, delimiter=",", skiprows=1)
os.remove(path)
dates = raw[:, 0].astype("datetime64[D]")
visits = raw[:, 1].astype(int)
print(dates[:3], dates[-1], visits[:5])
gaps = np.diff(dates)
print("gaps at", dates[:-1][gaps > np.timedelta64(1, "D")], gaps.max())
months = dates.astype("datetime64[M]")
for m in np.unique(months):
    sel = months == m
    print(m, sel.sum(), visits[sel].mean().round(2))
weekday = (dates.astype("datetime64[D]").astype(int) - 4) % 7  # 0 = Monday
print(np.bincount(weekday, weights=visits, minlength=7).round(1))
print("business days:", np.is_busday(dates).sum(), np.busday_count(dates[0], dates[-1]))
window = np.convolve(visits, np.ones(7) / 7, mode="valid")
print(window.round(2)[:5], dates[6:][np.argmax(window)])
full = np.arange(dates[0], dates[-1] + 1)
missing = full[~np.isin(full, dates)]
print(repr(missing), len(full))
print(np.datetime_as_string(dates[:2]), (dates[-1] - dates[0]).astype(int), dates.dtype)
