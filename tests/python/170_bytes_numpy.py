# Arrays as raw bytes: tobytes, bytes(a), np.frombuffer; io.BytesIO.
import numpy as np
import io
a = np.arange(6, dtype=np.int32).reshape(2, 3)
b = a.tobytes()
print(len(b), b[:8], type(b).__name__)
print(np.frombuffer(b, dtype=np.int32), np.frombuffer(b, dtype=np.int16, count=3, offset=4))
print(np.frombuffer(np.array([1.5, -2.0]).tobytes()), bytes(np.array([1, 2], dtype=np.uint8)))
print(np.frombuffer(b"\x01\x02\x03\x04", dtype=np.uint8), np.frombuffer(b"\x00\x00\x80\x3f", dtype=np.float32))
print(np.array([True, False]).tobytes(), np.array([1+2j], dtype=np.complex64).tobytes().hex())
for bad in [lambda: np.frombuffer(b"abc", dtype=np.int16), lambda: np.frombuffer(b"abcd", dtype=np.int16, count=3), lambda: np.frombuffer("s")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
f = io.BytesIO()
f.write(b"line1\nline2\n")
f.write(b"tail")
f.seek(0)
print(f.readline(), f.read(3), f.tell(), f.getvalue(), f.readlines())
g = io.BytesIO(b"abc")
g.seek(-1, 2)
print(g.read(), list(io.BytesIO(b"x\ny")))
