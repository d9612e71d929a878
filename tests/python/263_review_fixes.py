# Review fixes: ranges as dict keys and set members, a.view(float/complex), numbers classes' user subclasses, harmonic_mean at the ends of the float range, user-built Unicode errors.
import numpy as np, numbers, statistics as st
print(np.arange(3).view(float), np.arange(4.0).view(complex), np.arange(3).view(np.ndarray))
class MyReal(numbers.Real): pass
print(isinstance(1.0, MyReal), isinstance(1.0, numbers.Real))
print(st.harmonic_mean([1e-300, 1e-300]), st.harmonic_mean([1e308] * 3), st.harmonic_mean([40, 60]))
print(len({range(2), range(2)}), {range(i): i for i in range(50)}.get(range(7)), hash(range(0)) == hash(range(3, 3)), len({range(0), range(5, 5)}))
print(st.harmonic_mean([5e-324] * 2))
e = UnicodeDecodeError('utf-8', b'abc', 0, 0, 'x'); print(str(e), e.start)
e = UnicodeDecodeError('utf-8', b'', 5, 6, 'x'); print(str(e), e.encoding)
e = UnicodeEncodeError('ascii', 'ab', 1, 2, 'y'); print(str(e))
e = UnicodeDecodeError('utf-8', b'\xff', 0, 1, 'bad'); print(str(e), repr(e))
