# The dtype questions bound to their declarations: finfo iinfo result_type promote_types can_cast
# iscomplexobj isrealobj, with NumPy's errors.
import numpy as np
print(np.finfo(np.float32).eps, np.iinfo(np.int8).max, np.result_type(np.int8, np.float32), np.promote_types('i4', 'f4'))
print(np.can_cast(np.int32, np.int64), np.can_cast(np.float64, np.float32, 'same_kind'), np.can_cast('f8', 'i4', casting='unsafe'))
print(np.iscomplexobj([1j]), np.isrealobj(np.arange(3)), np.iscomplexobj(x=3))
for f in [lambda: np.can_cast(1, np.int8), lambda: np.result_type(), lambda: np.can_cast(np.int8, np.int16, casting=3)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
