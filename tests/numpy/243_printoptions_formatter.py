# set_printoptions(formatter=...) and array2string(formatter=...): NumPy's key precedence,
# texts printed as the functions give them.
import numpy as np
a = np.array([1.5, 22.25, 3.0])
np.set_printoptions(formatter={"float": "{:.2f}".format})
print(a, repr(a), np.arange(3))
np.set_printoptions(formatter={"all": lambda x: f"<{x}>"})
print(np.array([[1, 2], [3, 4]]), np.array([True, False]))
np.set_printoptions(formatter={"int_kind": hex, "float_kind": "{:+.1e}".format})
print(np.array([10, 255]), np.array([0.5, -2.0]), repr(np.array([[1.0, 2.0], [3.0, 4.0]])))
print(np.get_printoptions()["formatter"] is not None)
np.set_printoptions(formatter=None)
print(a, np.get_printoptions()["formatter"])
print(np.array2string(np.array([1.0, 2.5]), formatter={"float_kind": lambda x: "%.3f" % x}), np.array2string(np.arange(4), separator=", ", formatter={"int": lambda x: str(x * 10)}))
print(np.array([0.5]), np.get_printoptions()["formatter"])
