# clip, round/around and nan_to_num bind through their declarations: NumPy's rules for
# a_min/a_max against min=/max=, where= with out=, keywords by name.
import numpy as np
a = np.arange(6)
for f in [lambda: np.clip(a, 1), lambda: np.clip(a), lambda: np.clip(a, 1, 3, foo=2),
          lambda: np.clip(a, 1, 3, None, out=None), lambda: np.clip(a, a_min=1, min=2),
          lambda: np.clip(a, max=2), lambda: np.clip(a, min=1, max=3), lambda: np.clip(a, a_max=4),
          lambda: np.clip(a, 1, 3, where=a > 2, out=np.zeros(6, int)), lambda: np.clip(a, 1, 3, max=2),
          lambda: np.clip(a, None, 2), lambda: np.clip(a.astype(np.int8), -1000, 1000),
          lambda: np.round(np.array([1.25, 2.5, -0.5]), 1), lambda: np.around([1.234, 5.678], decimals=2),
          lambda: np.round(np.array([1.5, 2.5]), out=np.zeros(2)), lambda: np.round([1.5], 1, None, 4),
          lambda: np.nan_to_num(np.array([np.nan, np.inf, -np.inf, 1.0]), nan=-1.0, posinf=9.0),
          lambda: np.nan_to_num(np.array([np.nan, 1.0]), False, 5.0), lambda: np.nan_to_num([1, 2], copy=True, bad=1)]:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
