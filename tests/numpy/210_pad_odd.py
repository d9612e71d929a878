# np.pad's reflect and symmetric modes with reflect_type='odd' (each reflected chunk is
# 2 * edge - value, chunk after chunk for pads wider than the array, as NumPy fills them).
import numpy as np
a = np.array([1, 2, 5])
for mode in ["reflect", "symmetric"]:
    print(mode, np.pad(a, 3, mode=mode, reflect_type="odd"), np.pad(a, (7, 11), mode=mode, reflect_type="odd"))
    print(np.pad(np.array([1.5, -2.25, 4.0, 0.1]), (9, 2), mode=mode, reflect_type="odd"))
    print(np.pad(np.arange(6).reshape(2, 3), ((3, 1), (2, 5)), mode=mode, reflect_type="odd"))
    print(np.pad(np.arange(12.0).reshape(3, 4)[::-1, 1:], 4, mode=mode, reflect_type="odd"))
    print(np.pad(np.array([7]), (2, 3), mode=mode, reflect_type="odd"), np.pad(np.array([200, 3], dtype=np.uint8), 3, mode=mode, reflect_type="odd"))
    print(np.pad(np.array([True, False, False]), 4, mode=mode, reflect_type="odd"), np.pad(a, 2, mode=mode, reflect_type="anything"))
    print(np.pad(np.array([1 + 2j, 3 - 1j]), 3, mode=mode, reflect_type="odd"), np.pad(np.array([1, 2], dtype=np.float32), (0, 5), mode=mode, reflect_type="odd").dtype)
    print(np.pad(np.zeros((0, 2)), ((0, 0), (1, 1)), mode=mode, reflect_type="odd").shape, np.pad(np.ones((2, 2)) * 3, 0, mode=mode, reflect_type="odd"))
try:
    np.pad(np.zeros((0, 2)), 1, mode="reflect", reflect_type="odd")
except ValueError as e:
    print(e)
