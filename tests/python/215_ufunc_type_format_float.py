# Host NumPy: ufuncs are np.ufunc values (repr, nin/nout/nargs, isinstance); format_float_positional
# and format_float_scientific through NumPy's Dragon4 options, with NumPy's argument errors.
import numpy as np
print(type(np.add), np.add, repr(np.sin), isinstance(np.add, np.ufunc), isinstance(len, np.ufunc), isinstance(np.sum, np.ufunc))
print(np.add.nin, np.add.nout, np.add.nargs, np.add.identity, np.sin.nin, np.sin.identity, np.divmod.nout,
      np.modf.nin, np.modf.nout, np.add.__name__, np.add.signature)
cases = [
    'np.format_float_positional(1)', 'np.format_float_positional(np.nan)',
    'np.format_float_positional(-np.inf, sign=True)', 'np.format_float_positional(np.inf, sign=True)',
    'np.format_float_positional(1.5, unique=False)', 'np.format_float_positional(1.5, precision=-1)',
    'np.format_float_positional(123.456, precision=4, fractional=False)', 'np.format_float_positional(np.float16(0.1))',
    'np.format_float_positional("a")', 'np.format_float_scientific(1.5, min_digits=-1)',
    'np.format_float_positional(1.5, min_digits=3, precision=2)', 'np.format_float_positional(np.nan, pad_left=5)',
    'np.format_float_positional(True)', 'np.format_float_positional(np.int64(3))', 'np.format_float_positional(1+2j)',
    'np.format_float_positional(np.float32(0.1))', 'np.format_float_positional(1.0/3, precision=4)',
    'np.format_float_scientific(12345.678, precision=2)', 'np.format_float_positional(100.0, trim="-")',
    'np.format_float_scientific(0.00012, unique=True, exp_digits=3)', 'np.format_float_positional(0.1, unique=False, precision=20)',
    'np.format_float_scientific(np.float32(3.14159), precision=3, unique=False, sign=True, pad_left=4)',
    'np.format_float_positional(2.5, pad_left=5, pad_right=4)', 'np.format_float_positional(1e20)',
    'np.format_float_scientific(-0.0)', 'np.format_float_positional(5e-10, min_digits=3)',
    'np.format_float_positional(np.float32(1)/3, trim=".")', 'np.format_float_scientific(7.0, trim="0")',
]
for t in cases:
    try: print(t, repr(eval(t)))
    except Exception as e: print(t, type(e).__name__, e)
