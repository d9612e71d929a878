# Structured arrays: view() as their own type (shared fields) or as the number type of all
# fields (NumPy's side-by-side layout); astype; arithmetic methods refuse them as NumPy does.
import numpy as np
pts = np.array([(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)], dtype=[('x', '<f8'), ('y', '<f8')])
v = pts.view(np.float64)
print(v.shape, v, v.reshape(3, 2).sum(0), pts.view(np.float64).reshape(-1, 2).mean(axis=0))
g = pts.reshape(3, 1).view("f8")
print(g.shape, g.tolist())
same = pts.view()
same["x"][0] = 10.0
print(pts[0], pts.view(pts.dtype)["y"])
print(pts.astype(pts.dtype), pts.astype(pts.dtype) is pts)
for call in (lambda: pts.sum(), lambda: pts.astype(np.float64), lambda: pts.mean(axis=0), lambda: pts.max()):
    try:
        print(call())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__ in ("TypeError", "AttributeError", "UFuncTypeError"))
print(pts.squeeze().shape, pts.repeat(2)["x"], pts.take([0, 2])["y"], pts.reshape(1, 3).transpose().shape)
print(pts.astype(np.float64) if False else "cast:", end=" ")
try:
    pts.astype(np.float64)
except TypeError as e:
    print(e)
