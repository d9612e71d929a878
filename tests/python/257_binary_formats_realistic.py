# Binary formats as scripts read them: BMP and WAV headers, record layouts, an IPv4 header, base64 of JSON.
import struct
import base64
import binascii
import json

# --- BMP: a 3x2 24-bit image written and parsed back.
w, h = 3, 2
row_size = (w * 3 + 3) // 4 * 4
pixels = b""
for y in range(h):
    row = b""
    for x in range(w):
        row += struct.pack("<BBB", x * 80, y * 120, 255 - x * 40)
    pixels += row + b"\x00" * (row_size - len(row))
info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, 24, 0, len(pixels), 2835, 2835, 0, 0)
fhead = struct.pack("<2sIHHI", b"BM", 14 + len(info) + len(pixels), 0, 0, 14 + len(info))
bmp = fhead + info + pixels
print(len(bmp), bmp[:30].hex())
magic, fsize, r1, r2, off = struct.unpack_from("<2sIHHI", bmp)
print(magic, fsize, r1, r2, off)
hdr = struct.unpack_from("<IiiHHIIiiII", bmp, 14)
print(hdr)
for y in range(h):
    print([struct.unpack_from("<3B", bmp, off + y * row_size + x * 3) for x in range(w)])
print("crc", binascii.crc32(bmp), hex(binascii.crc32(bmp)))

# --- WAV: a canonical 44-byte header plus 8 samples of 16-bit stereo.
samples = [(i * 4000 - 16000, -(i * 3000)) for i in range(8)]
data = b"".join(struct.pack("<hh", l, r) for l, r in samples)
rate, ch, bits = 44100, 2, 16
fmt_chunk = struct.pack("<4sIHHIIHH", b"fmt ", 16, 1, ch, rate, rate * ch * bits // 8, ch * bits // 8, bits)
wav = struct.pack("<4sI4s", b"RIFF", 4 + len(fmt_chunk) + 8 + len(data), b"WAVE") + fmt_chunk + \
    struct.pack("<4sI", b"data", len(data)) + data
print(len(wav), wav[:44].hex())
riff, size, wave = struct.unpack("<4sI4s", wav[:12])
print(riff, size, wave)
pos = 12
while pos < len(wav):
    cid, clen = struct.unpack_from("<4sI", wav, pos)
    body = wav[pos + 8:pos + 8 + clen]
    if cid == b"fmt ":
        print("fmt", struct.unpack("<HHIIHH", body))
    elif cid == b"data":
        print("data", list(struct.iter_unpack("<hh", body)))
    pos += 8 + clen

# --- A record layout: id, flags, score, name (Pascal and fixed), timestamp, big-endian network header.
rec = struct.Struct("<IBxHd8s10pq")
print(rec.size, rec.format)
rows = [(1, 3, 500, 98.5, b"alice", b"Alice A.", 1700000000),
        (2, 0, 65535, -0.25, b"bob", b"Bob", -1),
        (3, 255, 0, 1e-300, b"carol-long-name", b"Carol with a long name", 9223372036854775807)]
blob = b"".join(rec.pack(*r) for r in rows)
print(blob.hex())
for r in rec.iter_unpack(blob):
    print(r)
print(rec.unpack_from(blob, rec.size))
net = struct.Struct("!BBHHHBBH4s4s")
ip = net.pack(0x45, 0, 40, 54321, 0x4000, 64, 6, 0, bytes([192, 168, 0, 1]), bytes([10, 0, 0, 2]))
print(ip.hex(), net.unpack(ip))
# Native layout of a C struct {char c; double d; short s; int i;}.
print(struct.calcsize("@cdhi"), struct.pack("@cdhi", b"x", 2.5, -2, 7).hex())
print(struct.calcsize("@cdhi0l"), struct.pack("@cdhi0l", b"x", 2.5, -2, 7).hex())

# --- base64 of JSON of struct-decoded values.
doc = {"records": [list(rec.unpack_from(blob, i * rec.size))[:4] for i in range(3)]}
text = json.dumps(doc)
enc = base64.b64encode(text.encode())
print(enc)
print(json.loads(base64.b64decode(enc)) == doc)
print(base64.encodebytes(blob))

# --- error handling as a program sees it.
for f, a in [(struct.unpack, ("<I", b"\x00\x01")), (struct.pack, ("<H", 70000)), (struct.pack, ("<ii", 1)),
             (struct.pack, (">Q", -1)), (struct.pack, ("<f", 1e40)), (struct.unpack_from, ("<q", b"1234", 2)),
             (binascii.unhexlify, ("abc",)), (base64.b64decode, ("YWJ",)), (base64.b32decode, ("MZXW6YT=",))]:
    try:
        f(*a)
    except (struct.error, ValueError, OverflowError) as e:
        print(type(e).__name__, "|", e, "|", isinstance(e, struct.error), isinstance(e, ValueError),
              isinstance(e, binascii.Error))
print(issubclass(struct.error, Exception), struct.error.__name__)
