# a.clip with one bound, lstsq's rank as np.int32 (also inside polyfit's full output), and
# the exit()/quit() builtins.
import numpy as np

a = np.arange(5.0)
print(a.clip(1), a.clip(None, 2), a.clip(max=2), a.clip(1, 3), a.clip(), a.clip(min=1, max=3))
print(np.arange(6).reshape(2, 3).clip(2), a.clip(np.array([0, 1, 2, 3, 4]) - 1, 2))
r = np.linalg.lstsq(np.array([[1.0, 0], [0, 1], [1, 1]]), np.ones(3), rcond=None)
print(repr(r[2]), r)
print(np.polyfit([0, 1, 2, 3], [1, 3, 5, 7.1], 1, full=True))
for f in (exit, quit):
    try:
        f(3)
    except SystemExit as e:
        print("exit", e.code)
exit(0)
print("not reached")
