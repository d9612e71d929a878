# A singular matrix has determinant +0.0 and slogdet sign +0.0 (not -0.0 from an odd row swap).
import numpy as np
S = np.array([[1.0, 2.0], [2.0, 4.0]])
print(np.linalg.det(S), np.linalg.slogdet(S))
print(np.linalg.det(np.array([[0.0, 1.0], [0.0, 1.0]])), np.linalg.det(np.array([[1, 2], [3, 4]])), np.linalg.det(np.zeros((3, 3))))
print(np.linalg.det(np.array([[1+1j, 2], [2+2j, 4]])), np.linalg.slogdet(np.array([[1+1j, 2], [2+2j, 4]])))
print(np.linalg.det(np.array([[[1.0, 2.0], [2.0, 4.0]], [[2.0, 0], [0, 3.0]]])), np.linalg.det(np.eye(2, dtype=np.float32) * 0))
