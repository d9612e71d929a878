# histogram with array bins and weights (on the device: sorted with the weights, their
# running sum read at the edges); int, float32 and float64 weights, edges beyond the data,
# repeated edges, values on the last edge, density, views.
import numpy as np

d = np.array([0.5, 2.0, 2.0, 3.5, 7.0, 9.99, 10.0, -1.0, 4.0, 2.0, 6.5, 8.0])
w = np.arange(12, dtype=np.float64) * 0.25
print(np.histogram(d, bins=[0, 2, 4, 10], weights=w))
print(np.histogram(d, bins=np.array([-5.0, 0.0, 2.0, 2.0, 9.0, 10.0, 20.0]), weights=np.arange(12)))
print(np.histogram(d, bins=[2.0, 3.0], weights=w.astype(np.float32)))
print(np.histogram(d[::-2], bins=[0.0, 5.0, 10.0], weights=w[1::2]))
print(np.histogram(d.reshape(3, 4), bins=[-1, 0, 1, 9, 10], weights=np.ones((3, 4), np.int32)))
print(np.histogram(d, bins=[0, 4, 8, 12], weights=w, density=True))
print(np.histogram(d, bins=[20, 30], weights=w), np.histogram(d, bins=[-3, -2], weights=-w))
print(np.histogram(d.astype(np.float32), bins=np.linspace(0, 10, 6), weights=w[::-1]))
