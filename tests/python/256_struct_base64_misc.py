# struct and base64 odds and ends: Struct objects, unpack_from offsets, iter_unpack, half floats.
import struct
import numpy as np


def t(label, f, *a, **k):
    try:
        r = f(*a, **k)
        print(label, "OK", repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


t("np int64", struct.pack, "<i", np.int64(5))
t("np int32 q", struct.pack, "<q", np.int32(-5))
t("np uint8", struct.pack, "B", np.uint8(200))
t("np f32 d", struct.pack, "<d", np.float32(1.5))
t("np f64 f", struct.pack, "<f", np.float64(2.5))
t("np f64 i", struct.pack, "<i", np.float64(1.0))
t("np range", struct.pack, "<h", np.int64(40000))
t("np count", struct.pack, "<3h", *np.array([1, 2, 3], dtype=np.int16))
print(np.frombuffer(struct.pack("<4d", 1.0, 2.0, 3.5, -1.0), dtype=np.float64).tolist())
print(struct.unpack("<4f", np.array([1.0, 2.0, 3.5, -1.0], dtype=np.float32).tobytes()))
s = struct.Struct("=2h")
print(s.format, s.size, s.unpack(s.pack(1, 2)))
print(type(struct.unpack("<f", b"\x00\x00\xc0?")[0]).__name__, type(struct.unpack("<B", b"\x05")[0]).__name__,
      type(struct.unpack("?", b"\x05")[0]).__name__)
t("bool pack", struct.pack, "<i?", True, 5)
t("float nan e", struct.unpack, ">e", b"\xfe\x00")
t("big e", struct.unpack, ">e", b"\x3c\x00")
t("big f", struct.unpack, "!f", b"\x3f\xc0\x00\x00")
t("Struct kw", lambda: struct.Struct(format="<h").size)
print(struct.pack("<" + "i" * 50, *range(50)).hex()[:60])
print(struct.unpack("<50i", struct.pack("<50i", *range(-25, 25)))[-3:])
print(struct.calcsize("<100000000000s"))
# Struct instances reused from the cache give the same answers.
for k in range(3):
    print(struct.pack(">Ih", k, -k), struct.calcsize(">Ih"))
for f in ["é", "<é", b"\xff", "iéi"]:
    t("fmt " + repr(f), struct.calcsize, f)
