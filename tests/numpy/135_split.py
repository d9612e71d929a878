import numpy as np

x = np.arange(9)
print(np.split(x, 3))
print(np.split(x, [3, 5, 6, 10]))
print(np.split(np.arange(10), [8, 3, 12, -2]))
print(np.split(np.arange(10), np.array([3, 5])), np.split(np.arange(4), []))
print(np.array_split(np.arange(10), 4), np.array_split(np.arange(2), 4))
print(np.array_split(np.arange(10), [2, 4]))
m = np.arange(24).reshape(4, 6)
for p in np.split(m, 2):
    print(p, p.strides)
for p in np.split(m, 3, axis=1):
    print(p, p.strides)
for p in np.array_split(m, 4, axis=-1):
    print(p.shape, p.strides)
print(np.split(m, [1, 3], axis=1)[1])
# pieces are views of the input
parts = np.split(m, 2)
parts[1][0, 0] = -1
q = np.array_split(m, [2], axis=1)
q[1][3, 3] = -2
print(m)
t = m.T
pt = np.split(t, 2, axis=1)
pt[0][0, 0] = 1000
print(m[0, 0], pt[0].strides)
# pending input and other dtypes
print(np.split(np.arange(6) * 1.5, 3), np.array_split(np.linspace(0, 1, 5, dtype=np.float32), 2))
print(np.split(np.array([True, False, True, True]), 2), np.split(np.array([1 + 1j, 2j]), 2))
print(np.split(np.zeros((0, 3)), 1), np.split(np.zeros((0, 4)), 2, axis=1), np.array_split(np.zeros(0), 3))
print(len(np.split(np.arange(100), 100)), np.split(np.arange(6).reshape(2, 3), [1], axis=0)[1].shape)

def show(f):
    try:
        print(f())
    except IndexError as e:
        print(e)
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: np.split(np.arange(7), 2))
show(lambda: np.split(np.arange(7), 0))
show(lambda: np.array_split(np.arange(7), 0))
show(lambda: np.array_split(np.arange(7), -1))
show(lambda: np.split(np.arange(7), -2))
show(lambda: np.split(np.arange(7), 7, axis=1))
show(lambda: np.split(m, 2, axis=2))
show(lambda: np.array_split(m, 2, axis=-3))
show(lambda: np.split(np.array(3), 1))
