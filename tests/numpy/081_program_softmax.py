import numpy as np

def softmax(z, axis=-1):
    shifted = z - z.max(axis=axis, keepdims=True)
    e = np.exp(shifted)
    return e / e.sum(axis=axis, keepdims=True)

def log_softmax(z, axis=-1):
    m = z.max(axis=axis, keepdims=True)
    return z - m - np.log(np.exp(z - m).sum(axis=axis, keepdims=True))

logits = np.array([[1.0, 2.0, 3.0], [1000.0, 1000.0, 1001.0], [-5.0, 0.0, 5.0]])
p = softmax(logits)
print(p)
print(repr(p.sum(axis=1)))
print(softmax(logits, axis=0))
print(log_softmax(logits))
print(repr(np.abs(np.exp(log_softmax(logits)) - p).max() < 1e-12))
l32 = logits.astype(np.float32)
p32 = softmax(l32)
print(p32.dtype, p32)
labels = [2, 0, 1]
nll = 0.0
for row, lab in enumerate(labels):
    nll -= log_softmax(logits)[row, lab]
print(nll / len(labels))
t = np.arange(24.0).reshape(2, 3, 4) / 10
pt = softmax(t, axis=1)
print(pt.shape)
print(pt)
print(repr(pt.sum(axis=1)))
temps = [0.5, 1.0, 2.0]
for temp in temps:
    q = softmax(logits[0] / temp)
    print(temp, q, repr(q.max()), repr(q == q.max()))
entropy = -(p * np.log(p)).sum(axis=1)
print(repr(entropy))
