import numpy as np

# Every real dtype through sort, argsort and argmin/argmax: short and long rows, many rows,
# every axis, ties (argsort is stable, as kind="stable"), NaN and -0.0 in floats.
n = 5003
base = (np.arange(n, dtype=np.int64) * 2654435761 % 1000003) - 500001
for dt in ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
           "float16", "float32", "float64"]:
    x = (base % 60000 if dt == "float16" else base).astype(dt) if dt != "bool" else (base % 3 == 0)
    s = np.sort(x)
    o = np.argsort(x, kind="stable")
    print(dt, s[:3], s[-3:], bool((s[1:] >= s[:-1]).all()), o[:5], o[-3:], bool((x[o] == s).all()))
    print(" ", int(np.argmax(x)), int(np.argmin(x)), int(x.argmax()), int(x[::-7].argmin()))
    m = x[: 61 * 82].reshape(61, 82)
    print(" ", np.sort(m, axis=0)[0, :5], np.sort(m, axis=1)[-1, -4:], np.sort(m.T)[3, :4])
    print(" ", np.argsort(m, axis=0, kind="stable")[:3, 7], np.argsort(m, kind="stable")[60, :6])
    print(" ", np.argmax(m, axis=0)[:6], np.argmin(m, axis=1)[-6:], np.argmax(m, axis=1, keepdims=True).shape)

f = (base / 70.0).astype(np.float64)
f[::11] = np.nan
f[3::13] = -0.0
f[4::17] = 0.0
f[5::29] = np.inf
for x in [f, f.astype(np.float32), f.astype(np.float16)]:
    o = np.argsort(x, kind="stable")
    s = np.sort(x)
    print(x.dtype, o[:6], o[-6:], s[-3:], int(np.isnan(s).sum()), bool(np.isnan(s[-455:]).all()))
    print(" ", int(np.argmax(x)), int(np.argmin(x)), int(np.nanargmax(x)), int(np.nanargmin(x)))
    m = x[:4800].reshape(300, 16)
    print(" ", np.argsort(m, axis=0, kind="stable")[-2:, 5], np.nanargmax(m, axis=1)[:8], np.argmax(m, axis=1)[:8])
    print(" ", np.sort(m, axis=0)[-1, :4], np.sort(m[:, ::-3], axis=1)[2])

# Many short rows (300 rows: two digits of the row number), empty and one-element inputs.
r = (base[:300 * 7] % 5).reshape(300, 7)
print(np.argsort(r, kind="stable")[::37], np.sort(r, axis=0)[::50, 0])
print(np.sort(np.array([], dtype=np.float32)), np.argsort(np.zeros((0, 3)), axis=1).shape, np.sort(np.float64(2.5), axis=None))
print(np.argsort(np.array([3])), np.argmax(np.array([[1.0], [2.0]]), axis=1), np.argmin(np.zeros((3, 0)), axis=0))
try:
    np.nanargmax(np.array([[1.0, np.nan], [np.nan, np.nan]]), axis=1)
except ValueError as e:
    print("ValueError", e)
try:
    np.argmax(np.zeros((0, 3)), axis=0)
except ValueError as e:
    print("ValueError", e)
# nan- variants read NaN as the extreme that never wins (NumPy replaces it by -inf/+inf).
big = np.full(9001, np.nan)
big[7000:] = np.inf
print(np.nanargmin(big), np.nanargmax(-big), np.nanargmin(np.array([np.nan, np.inf])), np.nanargmax(np.array([np.nan, -np.inf])))
print(np.nanargmin(big[6500:8500].reshape(2, 1000), axis=1), np.nanargmax(big.astype(np.float32)), np.nanargmax(big[6999:]))
