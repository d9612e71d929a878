import numpy as np

e = np.zeros((0,))
e2 = np.zeros((2, 0))
s = np.array(2.5)
funcs = [
    ("std", lambda x: np.std(x)), ("var1", lambda x: np.var(x, axis=-1)), ("ptp", lambda x: np.ptp(x)),
    ("cumsum", lambda x: np.cumsum(x)), ("cumprod", lambda x: np.cumprod(x, axis=-1)),
    ("nansum", lambda x: np.nansum(x)), ("nanprod", lambda x: np.nanprod(x)), ("nanmean", lambda x: np.nanmean(x)),
    ("nanstd", lambda x: np.nanstd(x)), ("nanvar", lambda x: np.nanvar(x, axis=-1)), ("nanmin", lambda x: np.nanmin(x)),
    ("nanmax", lambda x: np.nanmax(x, axis=-1)), ("nanmedian", lambda x: np.nanmedian(x)), ("median", lambda x: np.median(x, axis=-1)),
    ("percentile", lambda x: np.percentile(x, 30)), ("quantile", lambda x: np.quantile(x, [0.5], axis=-1)),
    ("average", lambda x: np.average(x)), ("diff", lambda x: np.diff(x)), ("gradient", lambda x: np.gradient(x)),
    ("cov", lambda x: np.cov(x)), ("corrcoef", lambda x: np.corrcoef(x)), ("histogram", lambda x: np.histogram(x, bins=2)),
    ("bincount", lambda x: np.bincount(x.astype(int))), ("count_nonzero", lambda x: np.count_nonzero(x, axis=-1)),
    ("isclose", lambda x: np.isclose(x, x)), ("allclose", lambda x: np.allclose(x, x)), ("array_equal", lambda x: np.array_equal(x, x)),
    ("norm", lambda x: np.linalg.norm(x)), ("norm1", lambda x: np.linalg.norm(x, 1)), ("outer", lambda x: np.outer(x, x)),
    ("inner", lambda x: np.inner(x, x)), ("vdot", lambda x: np.vdot(x, x)), ("kron", lambda x: np.kron(x, x)), ("trace", lambda x: np.trace(x)),
]
for name, f in funcs:
    for x in [e, e2, s]:
        try:
            r = f(x)
            print(name, x.shape, r)
        except Exception as ex:
            msg = str(ex)
            print(name, x.shape, "" if msg.startswith("axis") else type(ex).__name__, msg)
