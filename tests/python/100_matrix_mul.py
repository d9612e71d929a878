def matmul(a, b):
    n, m, p = len(a), len(b), len(b[0])
    assert len(a[0]) == m, "shape mismatch"
    c = [[0] * p for _ in range(n)]
    for i in range(n):
        for j in range(p):
            s = 0
            for k in range(m):
                s += a[i][k] * b[k][j]
            c[i][j] = s
    return c
def transpose(a):
    return [list(r) for r in zip(*a)]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
def show(name, m):
    print(name)
    for row in m:
        print("  " + " ".join("%6s" % v for v in row))
A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
show("A", A)
show("B", B)
show("A@B", matmul(A, B))
show("B@A", matmul(B, A))
show("A^T", transpose(A))
print(matmul(A, identity(3)) == A)
F = [[0.5, -1.0], [1.5, 2.25]]
show("F@F", matmul(F, F))
def matpow(m, e):
    result = identity(len(m))
    while e:
        if e & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        e >>= 1
    return result
print(matpow([[1, 1], [1, 0]], 50))
try:
    matmul(A, A)
except AssertionError as e:
    print("AssertionError:", e)
def det3(m):
    return (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))
print(det3([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), det3(identity(3)))
print([sum(row) for row in B], [sum(col) for col in zip(*B)])
