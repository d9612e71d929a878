ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n):
    out = ""
    for value, sym in ROMAN:
        while n >= value:
            out += sym
            n -= value
    return out
def from_roman(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for i, ch in enumerate(s):
        v = vals[ch]
        if i + 1 < len(s) and vals[s[i + 1]] > v:
            total -= v
        else:
            total += v
    return total
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(n, r, from_roman(r))
print(all(from_roman(to_roman(n)) == n for n in range(1, 4000)))
def rle_encode(s):
    if not s:
        return []
    out = []
    prev, count = s[0], 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            out.append((prev, count))
            prev, count = ch, 1
    out.append((prev, count))
    return out
def rle_string(pairs):
    return "".join(ch + (str(n) if n > 1 else "") for ch, n in pairs)
def rle_decode(pairs):
    return "".join(ch * n for ch, n in pairs)
for s in ["aaabccdddd", "abc", "", "zzzzzzzzzzzz", "aabbaa"]:
    enc = rle_encode(s)
    print(repr(s), enc, rle_string(enc), rle_decode(enc) == s)
def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(digits[r])
    return sign + "".join(reversed(out))
for n in [0, 5, 255, -255, 9223372036854775807]:
    print(n, to_base(n, 2), to_base(n, 16), to_base(n, 36), int(to_base(n, 36), 36) == n)
