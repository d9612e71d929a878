# np.pad's computed modes: maximum/minimum/mean/median with stat_length (scalar, pair,
# per axis; clipped to the axis), rounding for integer arrays, corners from the axes padded
# before; linear_ramp with end_values in float and integer dtypes; 'empty' (shape only).
import numpy as np

a = np.array([[1, 2, 9, 4], [5, 6, 7, 8], [3, 0, 2, 10]])
f = a * 0.7 - 1.1
for mode in ["maximum", "minimum", "mean", "median"]:
    print(mode, np.pad(a, 1, mode=mode).tolist(), np.pad(a, ((2, 0), (1, 3)), mode=mode, stat_length=2).tolist())
    print(np.round(np.pad(f, (1, 2), mode=mode, stat_length=((1, 2), (3, 9))), 8).tolist())
    print(np.pad(np.arange(7), (2, 3), mode=mode, stat_length=(2, 4)), np.pad(f[:, ::-2], 1, mode=mode).shape)
print(np.pad(np.array([1, 2, 2, 5]), 2, mode="mean"), np.pad(np.array([1, 2]), 1, mode="mean").dtype)
print(np.pad(np.arange(6, dtype=np.float32).reshape(2, 3) / 3, 1, mode="mean").dtype)
print(np.pad(np.array([1.5, 2.5, 3.5, 4.5]), (1, 1), mode="median", stat_length=2))
print(np.pad(np.array([1, 2, 3, 4]), (3, 2), mode="linear_ramp"), np.pad(np.array([1, 2, 3, 4]), (3, 2), mode="linear_ramp", end_values=(5, -4)))
print(np.round(np.pad(f, ((2, 1), (3, 2)), mode="linear_ramp", end_values=((0.5, -1.0), (2.0, 7.0))), 8).tolist())
print(np.pad(a, 2, mode="linear_ramp", end_values=10).tolist())
print(np.pad(np.array([3.0, 4.0]), 3, mode="linear_ramp", end_values=3.0))
print(np.pad(np.arange(5, dtype=np.float32), (4, 0), mode="linear_ramp", end_values=1.25))
e = np.pad(a, ((1, 0), (2, 2)), mode="empty")
print(e.shape, e.dtype, e[1:, 2:-2].tolist())
print(np.pad(np.zeros((0, 3)), ((0, 0), (1, 1)), mode="mean").shape)
for k in [dict(mode="maximum", stat_length=0), dict(mode="mean", stat_length=-1)]:
    try:
        np.pad(a, 1, **k)
    except ValueError as err:
        print("ValueError", err)
try:
    np.pad(np.zeros((0, 3)), 1, mode="median")
except ValueError as err:
    print("ValueError", err)
