# gpa's stdlib (softmax logsumexp sigmoid normalize standardize, written in gpa) against
# independent NumPy formulas: under CPython the references below are used instead.
import numpy as np

if hasattr(np, "softmax"):
    softmax, logsumexp, sigmoid = np.softmax, np.logsumexp, np.sigmoid
    normalize, standardize = np.normalize, np.standardize
else:
    def softmax(x, axis=-1):
        x = np.asarray(x)
        z = np.exp(x - np.max(x, axis=axis, keepdims=True))
        return z / np.sum(z, axis=axis, keepdims=True)

    def logsumexp(x, axis=None, keepdims=False):
        x = np.asarray(x)
        m = np.max(x, axis=axis, keepdims=True)
        m[~np.isfinite(m)] = 0
        r = np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True)) + m
        return r if keepdims else np.squeeze(r, axis=axis)

    def sigmoid(x):
        return 1 / (1 + np.exp(-np.asarray(x)))

    def normalize(x, axis=-1, ord=2, eps=1e-12):
        x = np.asarray(x)
        n = np.linalg.norm(x, ord=ord, axis=axis, keepdims=True)
        return x / np.maximum(n, eps)

    def standardize(x, axis=None, ddof=0, eps=1e-12):
        x = np.asarray(x)
        return (x - x.mean(axis=axis, keepdims=True)) / np.maximum(
            x.std(axis=axis, ddof=ddof, keepdims=True), eps)

x = np.array([[1.0, 2.0, 3.0], [1000.0, 1000.0, -1000.0]])
print(softmax(x))
print(softmax(x, axis=0))
print(softmax(np.arange(4, dtype=np.float32)).dtype, softmax([0.0, 0.0]))
print(logsumexp(x), logsumexp(x, axis=1), logsumexp(x, axis=0, keepdims=True))
print(logsumexp(np.array([-np.inf, -np.inf])), logsumexp(np.array([[0.0, -np.inf]]), axis=1))
print(sigmoid(np.array([-30.0, 0.0, 2.0])), sigmoid(0.5), sigmoid(x * 0.01).sum())
print(normalize(np.array([[3.0, 4.0], [0.0, 0.0]])))
print(normalize(np.array([3.0, -4.0]), ord=1), normalize(np.array([3.0, -4.0]), ord=np.inf))
print(standardize(np.arange(6.0).reshape(2, 3), axis=1))
print(standardize([1.0, 2.0, 3.0, 4.0], ddof=1))
print(standardize(np.arange(12.0).reshape(3, 4)[:, ::2] * 2 + 1, axis=0))
