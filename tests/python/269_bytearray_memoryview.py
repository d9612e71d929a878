# bytearray and memoryview: constructors, methods, indexing, views that share a buffer, and
# CPython's errors (a resize while a view exports the buffer, read-only views).
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__+":", e)
t(lambda: bytearray().extend("ab"))
t(lambda: bytearray().extend([1, 300]))
t(lambda: bytearray().extend(5))
t(lambda: bytearray().pop())
t(lambda: bytearray(b'a').pop(5))
t(lambda: bytearray(b'a').remove(9))
t(lambda: bytearray(b'a').append(256))
t(lambda: bytearray(b'a').append('a'))
t(lambda: bytearray(1.5))
t(lambda: bytearray(-1))
t(lambda: bytearray('x'))
t(lambda: bytearray(b'abc') + 'x')
t(lambda: b'abc' + bytearray(b'x'))
t(lambda: bytearray(b'abc') + b'x')
t(lambda: bytearray(b'abc') + memoryview(b'x'))
t(lambda: hash(bytearray()))
t(lambda: hash(memoryview(bytearray())))
t(lambda: {bytearray(): 1})
def f():
    b = bytearray(b'abcdef'); m = memoryview(b); b.append(1)
t(f)
def g():
    b = bytearray(b'abcdef'); b[1:3] = b'XYZW'; b[0] = 65; del b[-1]; b[::2] = b'123'; return b
t(g)
def h():
    b = bytearray(b'abcdef'); b[::2] = b'12'
t(h)
def k():
    b = bytearray(b'abcdef'); b[0] = 300
t(k)
def k2():
    b = bytearray(b'abcdef'); b[0] = b'a'
t(k2)
def k3():
    b = bytearray(b'abcdef'); b[1:2] = 5; return b
t(k3)
def k4():
    b = bytearray(b'abcdef'); b[1:2] = [1,2,3]; return b
t(k4)
def k5():
    b = bytearray(b'abcdef'); b[1:2] = "x"; return b
t(k5)
t(lambda: bytearray(b'ab') * 3)
t(lambda: bytearray(b'a b').split())
t(lambda: memoryview(b'abc')[0])
t(lambda: memoryview(b'abc')[5])
def m1():
    m = memoryview(b'abc'); m[0] = 1
t(m1)
def m2():
    b = bytearray(b'abc'); m = memoryview(b); m[0] = 120; m[1:3] = b'yz'; return b
t(m2)
def m3():
    b = bytearray(b'abc'); m = memoryview(b); m[1:3] = b'y'
t(m3)
def m4():
    m = memoryview(b'abc'); m.release(); return m[0]
t(m4)
t(lambda: memoryview('abc'))
t(lambda: memoryview(b'abcdef')[::2].tobytes())
t(lambda: memoryview(b'abcdef')[::-1].tolist())
t(lambda: memoryview(b'ab') == b'ab')
t(lambda: memoryview(b'ab') < b'ab')
t(lambda: bytearray(b'ab') < b'ac')
t(lambda: bytearray(b'ab') == b'ab')
t(lambda: b'ab' == bytearray(b'ab'))
t(lambda: str(bytearray(b"it's")))
t(lambda: (memoryview(b'abc').nbytes, memoryview(b'abc').readonly, memoryview(bytearray(b'abc')).readonly, memoryview(b'abc').format, memoryview(b'abc').itemsize, memoryview(b'abc').shape, memoryview(b'abc').strides, memoryview(b'abc').ndim))
t(lambda: memoryview(b'abc')[::2].strides)
t(lambda: memoryview(b'abc').obj)
t(lambda: bytearray.fromhex('de ad'))
t(lambda: bytearray(b'Hello').upper())
t(lambda: bytearray(b'a,b').partition(b','))
t(lambda: bytearray(b'hello').decode())
t(lambda: b'x'.join([bytearray(b'a'), b'b', memoryview(b'c')]))
t(lambda: bytearray(b'x').join([b'a', b'b']))
t(lambda: b'abc'.startswith(bytearray(b'a')))
t(lambda: bytearray(b'abc').find(b'c'))
t(lambda: 98 in bytearray(b'abc'))
t(lambda: b'bc' in bytearray(b'abc'))
t(lambda: bytearray(b'abc') in b'xabc')
t(lambda: bytes(memoryview(b'abc')[1:]))
t(lambda: list(bytearray(b'ab')))
t(lambda: bytearray(range(3)))
t(lambda: bytearray(b'abc').copy())
def r():
    b = bytearray(b'abc'); b.reverse(); b.insert(0, 65); b.insert(100, 66); b.insert(-100, 67); b += b'!'; b *= 2; return b
t(r)
t(lambda: int.from_bytes(bytearray(b'\x01\x00'), 'big'))
t(lambda: bytearray(b'abc').hex(':'))
t(lambda: memoryview(b'abc').hex())
t(lambda: len(memoryview(b'abcd')[1:]))
t(lambda: sum(bytearray(b'\x01\x02')))
t(lambda: bytearray(b'ab').count(97))
t(lambda: bytearray(5)[1:3])
t(lambda: type(bytearray(b'ab')[0:1]))
t(lambda: isinstance(bytearray(), bytes))
t(lambda: bytearray(b'abc').replace(b'b', bytearray(b'XX')))
t(lambda: memoryview(bytearray(b'abc')).toreadonly().readonly)
def ctx():
    with memoryview(b'abc') as m:
        x = m.tobytes()
    return x, repr(m).startswith('<released memory at 0x')
t(ctx)
t(lambda: bytearray(b'abc').pop(0))
t(lambda: bytearray(b'ab') * -1)
t(lambda: bytearray().extend(b'x') )
t(lambda: bytearray(b'x').center(5, b'-'))
t(lambda: bytearray(b'x').ljust(3))
t(lambda: bytearray(b'abc').removeprefix(b'a'))
t(lambda: bytearray(b'abc').zfill(5))
t(lambda: bytearray(b'abc').title())
t(lambda: bytearray(b'AbC').swapcase())
t(lambda: bytearray(b'a b').rsplit(None, 1))
t(lambda: bytearray(b'a\tb').expandtabs())
t(lambda: b'abc'.translate(bytes.maketrans(b'abc', b'xyz')))
t(lambda: b'abc'.translate(None, b'b'))
t(lambda: memoryview(b'abc').cast('B').tolist())
t(lambda: bytearray(b'abc').capitalize())
t(lambda: bytearray(b'abc').isupper())
t(lambda: bytearray(b'x') is bytearray(b'x').copy())
# A view sees later writes to its bytearray; a released view refuses reads.
buf = bytearray(b"0123456789")
v = memoryview(buf)[2:8:2]
buf[2] = ord("X")
print(v.tobytes(), v.tolist(), len(v), v.nbytes, bytes(v))
v[0] = ord("Y")
print(buf)
v.release()
t(lambda: v.tobytes())
t(lambda: buf.append(1) or buf)
# Sieve with slice assignment, as scripts write it.
n = 50
s = bytearray([1]) * (n + 1)
s[0:2] = b"\x00\x00"
for i in range(2, int(n ** 0.5) + 1):
    if s[i]:
        s[i * i::i] = bytearray(len(range(i * i, n + 1, i)))
print([i for i in range(n + 1) if s[i]])
import struct
ba = bytearray(8)
struct.pack_into("<I", ba, 2, 0xDEADBEEF)
print(ba, bytes(ba).hex(), struct.unpack_from("<I", ba, 2))
t(lambda: struct.pack_into("<I", b"12345678", 0, 1))
t(lambda: struct.pack_into("<I", ba, 6, 1))
print(bytes.maketrans(b"ab", b"xy")[97:99], b"a-b".translate(bytes.maketrans(b"ab", b"xy"), b"-"))
print(b"a,b,c".rpartition(b","), b"a b  c ".rsplit(maxsplit=1), b"x".center(6, b"*"), b"-5".zfill(4))
print(b"Hello World".istitle(), b"hello".islower(), b"ABC1".isupper(), b"ab cd".title())
with open(__file__, "rb") as f:
    head = bytearray(f.read(8))
print(head[:1])
