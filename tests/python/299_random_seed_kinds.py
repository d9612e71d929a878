# random.seed of str/bytes/bytearray (version 2: the bytes and their SHA-512) and of floats.
import random
print(random.Random("seed-string").randint(0, 10**6))
random.seed(b"abc"); print(random.random())
random.seed(bytearray(b"abc")); print(random.random())
random.seed(1.5); print(random.random())
try: random.seed([1])
except TypeError as e: print(e)
