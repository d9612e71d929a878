def solve(a, b):
    n = len(a)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            raise ValueError("singular matrix")
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        s = m[i][n] - sum(m[i][j] * x[j] for j in range(i + 1, n))
        x[i] = s / m[i][i]
    return x
A = [[2, 1, -1], [-3, -1, 2], [-2, 1, 2]]
b = [8, -11, -3]
x = solve(A, b)
print(x)
print([round(v, 10) for v in x])
print([sum(A[i][j] * x[j] for j in range(3)) for i in range(3)])
H = [[1 / (i + j + 1) for j in range(4)] for i in range(4)]
print(H[3])
hx = solve(H, [1, 0, 0, 0])
print([round(v, 6) for v in hx])
try:
    solve([[1, 2], [2, 4]], [1, 2])
except ValueError as e:
    print("ValueError:", e)
def det(m):
    m = [r[:] for r in m]
    n = len(m)
    d = 1.0
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if m[p][c] == 0:
            return 0.0
        if p != c:
            m[c], m[p] = m[p], m[c]
            d = -d
        d *= m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n):
                m[r][k] -= f * m[c][k]
    return d
print(det(A), det([[1, 2], [3, 4]]), round(det(H), 12), det([[0, 1], [1, 0]]))
