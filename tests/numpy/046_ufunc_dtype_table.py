# Result dtype (dtype.char) of every ufunc for every input dtype, or which error NumPy raises.
import numpy as np

dts = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64,
       np.uint64, np.float16, np.float32, np.float64, np.complex64, np.complex128]
msgs = {}


def code(f, *args):
    try:
        return f(*args).dtype.char
    except TypeError as e:
        m = str(e)
        msgs[m] = 1
        if "not supported for the input types" in m:
            return "N"
        if "did not contain a loop" in m:
            return "L"
        return "S"


unary = ("negative positive absolute abs fabs sign exp exp2 expm1 log log2 log10 log1p sqrt "
         "cbrt square reciprocal sin cos tan arcsin arccos arctan sinh cosh tanh arcsinh "
         "arccosh arctanh degrees radians deg2rad rad2deg floor ceil trunc rint fix isnan isinf "
         "isfinite signbit logical_not invert conj conjugate real imag angle").split()
for u in unary:
    f = getattr(np, u)
    print(u.ljust(12), "".join([code(f, np.ones(2, dtype=d)) for d in dts]))

binary = ("add subtract multiply divide true_divide floor_divide power float_power mod remainder "
          "fmod arctan2 hypot copysign nextafter ldexp logaddexp logaddexp2 heaviside maximum "
          "minimum fmax fmin equal not_equal less less_equal greater greater_equal logical_and "
          "logical_or logical_xor bitwise_and bitwise_or bitwise_xor left_shift right_shift gcd "
          "lcm").split()
for u in binary:
    f = getattr(np, u)
    print(u)
    for a in dts:
        print("  ", "".join([code(f, np.ones(2, dtype=a), np.ones(2, dtype=b)) for b in dts]))

for m in sorted(msgs):
    print(m)
