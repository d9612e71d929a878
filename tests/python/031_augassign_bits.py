x = 0b1111
x &= 0b1010
print(x)
x |= 0b0101
print(x)
x ^= 0b1111
print(x)
x = 1
x <<= 10
print(x)
x >>= 3
print(x)
x = -100
x >>= 2
print(x)
x <<= 1
print(x)
flags = 0
for b in [1, 4, 6]:
    flags |= 1 << b
print(flags)
flags &= ~(1 << 4)
print(flags)
flags ^= 0xFF
print(flags)
lst = [1, 2, 3]
lst[0] <<= 4
lst[1] |= 8
lst[2] ^= 1
print(lst)
b = True
b &= False
print(b)
b |= True
print(b)
