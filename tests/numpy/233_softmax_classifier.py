import numpy as np

# A small classifier from scratch: data, split, standardise, softmax regression by gradient
# descent, accuracy, confusion matrix, k-fold cross-validation.
n_per, k = 40, 3
centers = np.array([[0.0, 0.0], [3.0, 3.0], [0.0, 4.0]])
t = np.linspace(0, 2 * np.pi, n_per, endpoint=False)
X = np.concatenate([c + np.column_stack([np.cos(3 * t + i), np.sin(5 * t - i)]) * 1.2 for i, c in enumerate(centers)])
y = np.repeat(np.arange(k), n_per)
order = np.argsort((np.arange(y.size) * 7919) % y.size)
X, y = X[order], y[order]
split = int(0.75 * len(X))
Xtr, Xte, ytr, yte = X[:split], X[split:], y[:split], y[split:]
mu, sd = Xtr.mean(axis=0), Xtr.std(axis=0)
Xtr, Xte = (Xtr - mu) / sd, (Xte - mu) / sd
print(Xtr.shape, Xte.shape, np.round(mu, 3), np.round(sd, 3))

def softmax(z):
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)

def fit(X, y, lr=0.5, epochs=200, reg=1e-3):
    n, d = X.shape
    W = np.zeros((d, k))
    b = np.zeros(k)
    Y = np.eye(k)[y]
    losses = []
    for epoch in range(epochs):
        P = softmax(X @ W + b)
        loss = -np.mean(np.sum(Y * np.log(P + 1e-12), axis=1)) + reg * np.sum(W * W)
        G = (P - Y) / n
        W -= lr * (X.T @ G + 2 * reg * W)
        b -= lr * G.sum(axis=0)
        if epoch % 50 == 0:
            losses.append(round(float(loss), 5))
    return W, b, losses

W, b, losses = fit(Xtr, ytr)
print("losses:", losses)
pred = np.argmax(softmax(Xte @ W + b), axis=1)
acc = np.mean(pred == yte)
print(f"test accuracy: {acc:.3f}")
cm = np.zeros((k, k), dtype=int)
np.add.at(cm, (yte, pred), 1)
print(cm)
precision = np.diag(cm) / np.maximum(cm.sum(axis=0), 1)
recall = np.diag(cm) / np.maximum(cm.sum(axis=1), 1)
print("precision", np.round(precision, 3), "recall", np.round(recall, 3))
folds = np.array_split(np.arange(len(X)), 4)
scores = []
for i, test_idx in enumerate(folds):
    train_idx = np.concatenate([f for j, f in enumerate(folds) if j != i])
    m, s = X[train_idx].mean(0), X[train_idx].std(0)
    Wf, bf, _ = fit((X[train_idx] - m) / s, y[train_idx], epochs=100)
    p = np.argmax((X[test_idx] - m) / s @ Wf + bf, axis=1)
    scores.append(np.mean(p == y[test_idx]))
print("cv:", np.round(scores, 3), "mean %.3f" % np.mean(scores))
print(np.round(W, 3), np.round(b, 3))
dist = np.linalg.norm(X[:, None, :] - centers[None, :, :], axis=2)
nearest = dist.argmin(axis=1)
print("nearest-center agreement:", (nearest == y).mean(), np.bincount(nearest, minlength=k))
