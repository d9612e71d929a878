# float.hex/fromhex/as_integer_ratio and int.to_bytes/from_bytes, as CPython (these used to
# recurse until the stack overflowed: a listed method with no body).
for x in [2.5, -0.1, 1e300, 5e-324, 0.0, -0.0, float('inf'), 1/3]:
    print(x.hex(), float.fromhex(x.hex()) == x)
print(float.fromhex('0x1.8p1'), float.fromhex(' -0X.8p-2 '), float.fromhex('inf'), float.fromhex('ff'))
print((0.75).as_integer_ratio(), (-2.5).as_integer_ratio(), (0.1).as_integer_ratio(), (8.0).as_integer_ratio())
print((1024).to_bytes(2, 'big'), (1024).to_bytes(4, 'little'), (-1).to_bytes(2, 'big', signed=True), (5).to_bytes())
print(int.from_bytes(b'\x04\x00', 'big'), int.from_bytes(b'\xff\xff', 'big', signed=True), int.from_bytes([1, 2], 'little'), int.from_bytes(b'\x01'))
for bad in [lambda: (300).to_bytes(1, 'big'), lambda: (-1).to_bytes(2, 'big'), lambda: float.fromhex('0xg'), lambda: (1).to_bytes(1, 'middle'), lambda: float('nan').as_integer_ratio(), lambda: float.fromhex('0x1p2000')]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
