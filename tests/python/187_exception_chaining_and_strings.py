# Exception chaining (__cause__, __context__, __suppress_context__; raise ... from None); NumPy
# scalar types parse strings (np.float64('1.5')); random.choice over strings draws NumPy's positions.
import numpy as np
try:
    try:
        {}["k"]
    except KeyError as e:
        raise ValueError("bad config") from e
except ValueError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        int("x")
except ValueError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try:
        [][1]
    except IndexError:
        raise RuntimeError("x") from None
except RuntimeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
class AppError(Exception):
    pass
try:
    try:
        raise OSError("disk")
    except OSError as err:
        raise AppError("wrapped") from err
except AppError as e:
    print(type(e.__cause__).__name__, e.__cause__, e.__context__ is e.__cause__)
try:
    raise ValueError("plain")
except ValueError as e:
    print(e.__cause__, e.__context__)
try:
    try:
        raise KeyError("a")
    except KeyError:
        raise
except KeyError as e:
    print(e.__context__)
try:
    raise ValueError("v") from TypeError
except ValueError as e:
    print(repr(e.__cause__))
print(np.float64('1.5'), np.float64('inf'), np.int64('42'), np.float32('0.25'))
rng = np.random.default_rng(5)
print(rng.choice(['red', 'green', 'blue'], size=6, p=[0.5, 0.3, 0.2]), rng.choice(['a', 'b', 'c', 'd'], 2, replace=False), rng.choice(['x', 'y']))
np.random.seed(1)
print(np.random.choice(np.array(['u', 'v', 'w']), (2, 2)), np.random.choice(['solo']))
rng = np.random.default_rng(1)
print(rng.choice(np.array(['a', 'b', 'c']), size=4))
print(rng.choice(['a', 'b', 'c'], size=4))
np.random.seed(0)
print(np.random.choice(['x', 'y'], 3))
