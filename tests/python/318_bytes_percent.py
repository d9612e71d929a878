# bytes and bytearray %-formatting: %s/%b of bytes-like values and __bytes__, %r/%a as ASCII
# reprs, %c of an int or one byte, numbers, mappings with bytes keys, and CPython's errors.
for f,a in [(b'%s', 5), (b'%c', 300), (b'%c', b'ab'), (b'%c', 'a'), (b'%r', 'é'), (b'%a', b'x'), (b'%5.2f|%-4d|%x', (3.14159, 7, 255)), (b'%(k)s=%(v)d', {b'k': b'a', b'v': 3}), (b'%s', memoryview(b'mv')), (b'%s %s', (b'a',)), (b'%i%%', 5), (b'%b', bytearray(b'z')), (b'%c%c', (65, b'B')), (b'%*d|', (5, 42)), (b'\xff%s', b'\xfe'), (b'%s', 'text')]:
    try: print(repr(f % a))
    except Exception as e: print(type(e).__name__, e)
print(repr(bytearray(b'%d') % 5))
class B:
    def __bytes__(self): return b"obj"
print(b"<%s>" % B(), b"%d-%s" % (5, b"x"))
