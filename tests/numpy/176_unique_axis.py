import numpy as np
# np.unique along an axis of n-d arrays: slices compared as rows, lexicographically.
a = np.array([[[1,2],[1,2]],[[0,1],[1,2]],[[1,2],[1,2]]])
print(np.unique(a, axis=0))
print(np.unique(a, axis=1, return_counts=True))
print(np.unique(a, axis=2, return_index=True, return_inverse=True))
print(np.unique(np.array([[1,0],[1,0],[0,1]]), axis=0, return_inverse=True))
f = np.array([[0.5, -0.0, 2.0], [0.5, 0.0, 2.0], [np.nan, 1.0, 1.0], [0.5, 0.0, 1.0]], dtype=np.float32)
print(np.unique(f, axis=0, return_index=True, return_inverse=True, return_counts=True))
print(np.unique(f.T, axis=1).shape, np.unique(f, axis=-1), np.unique(np.zeros((0, 3)), axis=0).shape)
b = np.array([[True, False], [True, False]])
print(np.unique(b, axis=1), np.unique(np.arange(12).reshape(2, 3, 2) % 2, axis=2, return_counts=True))
