import numpy as np

a = np.arange(6).reshape(2, 3)
print(np.pad(a, 1), np.pad(a, (1, 2)), np.pad(a, ((1, 0), (0, 2))))
print(np.pad(a, [[1, 2]]), np.pad(a, ((1,), (2,))), np.pad(a, np.array([[0, 1], [2, 0]])))
print(np.pad(a, 1, constant_values=9), np.pad(a, 1, 'constant', constant_values=(7, 8)))
print(np.pad(a, ((1, 2), (3, 1)), constant_values=((1, 2), (3, 4))))
print(np.pad(a, 1, constant_values=2.7), np.pad(a.astype(np.uint8), 1, constant_values=-1))
print(np.pad(a.astype(float), 1, constant_values=np.nan), np.pad(a * 0.5, (0, 1), constant_values=-0.25))
x = np.array([1, 2, 3])
for mode in ['constant', 'edge', 'reflect', 'symmetric', 'wrap']:
    print(mode, np.pad(x, (4, 5), mode=mode), np.pad(x, 7, mode))
    print(np.pad(a, ((1, 2), (4, 3)), mode=mode))
    print(np.pad(np.array([5]), 3, mode=mode), np.pad(np.arange(2), (5, 0), mode=mode))
print(np.pad(a, 2, mode='reflect', reflect_type='even'), np.pad(a, 1, 'symmetric', reflect_type='even'))
b = np.arange(24).reshape(2, 3, 4)
print(np.pad(b, ((0, 1), (1, 0), (2, 1)), 'wrap')[2], np.pad(b, 1, 'edge').shape)
print(np.pad(b[:, ::-1, ::2], 1, 'reflect')[1])
print(np.pad(a * 2 + 1, 1, 'symmetric'), np.pad(a.T, ((1, 0), (0, 1)), constant_values=-1))
print(repr(np.pad(np.array(5), 1)), repr(np.pad(np.zeros((0, 3)), 1)), repr(np.pad(np.zeros((0, 3)), ((0, 0), (1, 1)), 'edge')))
print(repr(np.pad(np.array([1.5, 2], np.float32), 1, 'edge')), np.pad(np.array([True, False]), 1))
print(np.pad(np.array([1 + 1j, 2]), (1, 0), constant_values=3j), np.pad([1, 2], 1, 'wrap'))
p = np.pad(a, 0)
p[0, 0] = 50
print(a[0, 0], np.pad(np.arange(1000), 10, 'reflect').sum())

def show(f):
    try:
        print(f())
    except IndexError as e:
        print(e)
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: np.pad(a, -1))
show(lambda: np.pad(a, 1.5))
show(lambda: np.pad(a, (1, 2, 3)))
show(lambda: np.pad(a, ((1, 2), (3, 4), (5, 6))))
show(lambda: np.pad(a, ((1, -2), (3, 4), (5, 6))))
show(lambda: np.pad(a, 1, mode='foo'))
show(lambda: np.pad(a, 1, mode='edge', constant_values=3))
show(lambda: np.pad(a, 1, foo=3))
show(lambda: np.pad(np.ones((0, 3)), 1, mode='edge'))
show(lambda: np.pad(np.ones((0, 3)), 1, mode='wrap'))
show(lambda: np.pad(np.ones((2, 0)), ((0, 0), (0, 1)), mode='reflect'))
show(lambda: np.pad(a, 1, constant_values=(1, 2, 3)))
show(lambda: np.pad(a, np.array([1, 2], dtype=np.uint8)))
show(lambda: np.pad(a, True))
show(lambda: np.pad(a, []))
