# zlib and gzip: round trips at every level and container, checksums, streaming objects,
# gzip members and files in text and binary modes, and the codec's errors.
import zlib
data = b"The quick brown fox jumps over the lazy dog. " * 50
for lvl in (-1, 0, 1, 6, 9):
    c = zlib.compress(data, lvl)
    print(lvl, zlib.decompress(c) == data, len(c) < len(data) or lvl == 0)
print(zlib.crc32(b"hello"), zlib.crc32(b"world", zlib.crc32(b"hello ")), hex(zlib.crc32(b"The quick brown fox")))
print(zlib.adler32(b"Wikipedia"), zlib.adler32(b""), zlib.adler32(b"x" * 100000))
print(zlib.crc32(bytearray(b"abc")), zlib.crc32(memoryview(b"abc")))
for w in (-15, 15, 31, -9):
    c = zlib.compress(data, 6, w)
    print(w, zlib.decompress(c, w) == data, zlib.decompress(c, 47) == data if w > 0 else "")
try:
    zlib.decompress(b"abc")
except zlib.error as e:
    print("error:", e)
try:
    zlib.decompress(zlib.compress(b"hello" * 10)[:-3])
except zlib.error as e:
    print("error:", e)
try:
    zlib.compress("text")
except TypeError as e:
    print("TypeError:", e)
co = zlib.compressobj(9)
parts = [co.compress(data[i:i + 100]) for i in range(0, len(data), 100)]
parts.append(co.flush())
stream = b"".join(parts)
do = zlib.decompressobj()
out = b""
for i in range(0, len(stream), 17):
    out += do.decompress(stream[i:i + 17])
out += do.flush()
print(out == data, do.eof, do.unused_data)
do = zlib.decompressobj()
print(do.decompress(stream + b"EXTRA") == data, do.eof, do.unused_data)
print(zlib.decompress(zlib.compress(b"")), zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_BEST_COMPRESSION)
print(zlib.error.__mro__[1:])
print(isinstance(zlib.error("x"), Exception))
import gzip, os, tempfile, shutil
data = ("line %d: some text to compress\n" * 3) .encode() * 40
c = gzip.compress(data, mtime=0)
print(c[:10].hex(), gzip.decompress(c) == data)
c2 = gzip.compress(data, 1, mtime=12345)
print(c2[:10].hex(), gzip.decompress(c2) == data)
print(gzip.decompress(c + c2) == data + data)
try:
    gzip.decompress(b"hello world")
except gzip.BadGzipFile as e:
    print("BadGzipFile:", e)
try:
    gzip.decompress(c[:-12])
except EOFError as e:
    print("EOFError:", e)
bad = c[:-8] + b"\x00\x00\x00\x00" + c[-4:]
try:
    gzip.decompress(bad)
except gzip.BadGzipFile as e:
    print("BadGzipFile:", e)
d = tempfile.mkdtemp()
p = os.path.join(d, "data.txt.gz")
with gzip.open(p, "wt", encoding="utf-8") as f:
    f.write("alpha,1\n")
    f.write("beta,2\nγ,3\n")
with gzip.open(p, "rt", encoding="utf-8") as f:
    for line in f:
        print(repr(line))
with gzip.open(p, "rb") as f:
    print(f.read())
with open(p, "rb") as f:
    raw = f.read()
print(raw[:4].hex(), raw[3] & gzip.FNAME, b"data.txt\x00" in raw)
with gzip.open(p, "wb") as f:
    f.write(b"bytes\n" * 3)
with gzip.open(p) as f:
    print(f.readlines())
print(isinstance(gzip.BadGzipFile("x"), OSError))
try:
    gzip.open(p, "rb", encoding="utf-8")
except ValueError as e:
    print("ValueError:", e)
shutil.rmtree(d)

# The compressed bytes themselves equal CPython's (C zlib) at every level and container.
sample = b"".join(b"line %d of the sample, with some repetition %d\n" % (i, i % 7) for i in range(300))
for lvl in range(-1, 10):
    for wb in (15, -15, 31):
        c = zlib.compressobj(lvl, zlib.DEFLATED, wb)
        out = c.compress(sample) + c.flush()
        print(lvl, wb, len(out), zlib.crc32(out))
    out = zlib.compress(sample, lvl, wbits=10)
    print(lvl, 10, len(out), zlib.crc32(out))
print(zlib.compress(sample, 1)[:40].hex())
print(gzip.compress(sample, compresslevel=3, mtime=0).hex()[:80])
