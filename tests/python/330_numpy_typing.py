# numpy.typing in annotations, np.dtype[...] and ndarray[...] aliases.
import numpy as np
import numpy.typing as npt
from typing import Any
def f(x: npt.NDArray[np.float64], d: npt.DTypeLike = None) -> np.ndarray: return x
print(f(np.ones(2)), f.__annotations__["x"], npt.NDArray)
print(np.ndarray[Any, np.dtype[np.float64]], np.dtype[np.int8])
print(npt.NDArray[np.float64] | None)
import typing; print(typing.get_args(npt.NDArray[np.float64]))
print(npt.ArrayLike, np.float64.__module__)
