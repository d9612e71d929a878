# compare-warnings: the warnings module (warn with categories and stacklevel, simplefilter,
# filterwarnings by message and category, error/ignore/always, catch_warnings with record=True,
# resetwarnings) and NumPy's RuntimeWarnings going through the same filters.
import warnings
import numpy as np

def old_api(x):
    warnings.warn("old_api is deprecated", DeprecationWarning, stacklevel=2)
    return x + 1

print(old_api(1))
warnings.warn("plain user warning")
warnings.warn("again", UserWarning)
for i in range(3):
    warnings.warn("in a loop", RuntimeWarning)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("recorded one")
    np.log(np.array([0.0]))
    print(len(w), [str(x.message) for x in w], [x.category.__name__ for x in w], [x.lineno for x in w])
warnings.warn("after catch")
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.warn("hidden")
    np.array([1.0]) / 0
warnings.filterwarnings("error", category=RuntimeWarning)
try:
    np.array([1.0]) / 0
except RuntimeWarning as e:
    print("raised:", type(e).__name__, e)
try:
    warnings.warn("boom", RuntimeWarning)
except RuntimeWarning as e:
    print("raised:", e)
warnings.resetwarnings()
warnings.filterwarnings("ignore", message="noisy")
warnings.warn("Noisy thing")
warnings.warn("quiet thing")
print(isinstance(DeprecationWarning("x"), Warning))
try:
    warnings.simplefilter("loud")
except AssertionError as e:
    print("AssertionError", e)
