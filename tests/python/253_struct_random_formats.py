# struct.pack/unpack/calcsize over 200 random formats (every code, byte order and count) against CPython.
import struct
import random

rng = random.Random(2024)
ranges = {"b": (-128, 127), "B": (0, 255), "h": (-32768, 32767), "H": (0, 65535),
          "i": (-2147483648, 2147483647), "I": (0, 4294967295), "q": (-4611686018427387903, 4611686018427387903),
          "Q": (0, 9223372036854775806), "n": (-4611686018427387903, 4611686018427387903),
          "N": (0, 9223372036854775806), "P": (0, 9223372036854775806)}
codes = "xcbB?hHiIlLqQefdspnNP"
ok = 0
bad = 0
for case in range(200):
    order = rng.choice(["", "@", "=", "<", ">", "!"])
    fmt = order
    args = []
    for k in range(rng.randrange(1, 6)):
        c = rng.choice(codes)
        if c in "nNP" and order not in ("", "@"):
            c = "q"
        n = rng.choice([1, 1, 1, 2, 3, 0])
        if c == "p" and n == 0:
            # CPython fails unpacking "0p" with a SystemError; not worth copying.
            n = 2
        fmt += (str(n) if n != 1 or rng.random() < 0.2 else "") + c
        if rng.random() < 0.1:
            fmt += " "
        if c == "x":
            continue
        if c in "sp":
            args.append(bytes([rng.randrange(256) for _ in range(rng.randrange(12))]))
            continue
        for j in range(n):
            if c == "c":
                args.append(bytes([rng.randrange(256)]))
            elif c == "?":
                args.append(rng.choice([0, 1, 2, "", "a", None, [], [0]]))
            elif c in "efd":
                args.append(rng.choice([rng.uniform(-1e5, 1e5), rng.uniform(-1, 1), rng.gauss(0, 1e-6),
                                        rng.uniform(-1e40, 1e40), float(rng.randrange(-100000, 100000))]))
            else:
                lohi = ranges.get(c)
                if lohi is None:
                    lohi = ranges["i"] if order not in ("", "@") and c == "l" else \
                        ranges["I"] if order not in ("", "@") and c == "L" else \
                        ranges["q"] if c == "l" else ranges["Q"]
                lo, hi = lohi
                v = rng.randrange(lo, hi) if rng.random() < 0.9 else rng.choice([lo, hi, lo - 1, hi + 1, -1])
                if c == "P" and v < 0:
                    # A negative pointer reads back as 2**64 + v, past gpa's ints.
                    v = -v
                args.append(v)
    try:
        b = struct.pack(fmt, *args)
        back = struct.unpack(fmt, b)
        again = struct.pack(fmt, *back)
        print(repr(fmt), struct.calcsize(fmt), b.hex(), back, again == b)
        ok += 1
    except Exception as e:
        print(repr(fmt), type(e).__name__, e)
        bad += 1
print("ok", ok, "errors", bad)
