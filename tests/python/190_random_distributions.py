# NumPy's other distributions from both APIs, bit for bit: each parameter regime of each
# algorithm (gamma's shape below/at/above 1, beta's Johnk and gamma-ratio branches,
# binomial's inversion and BTPE on both sides of p = 0.5, geometric's search and inversion,
# hypergeometric's urn walk and ratio of uniforms, ...), broadcasting, and the stream left
# behind (the next draw of each generator is printed too).
import numpy as np


def fingerprint(x):
    # Every value counts, exactly, in integer arithmetic (the same under NumPy and gpa).
    total = 0
    for i, v in enumerate(np.asarray(x, dtype=np.float64).ravel().tolist()):
        total = (total * 31 + int(v * 2**30) + i) % 1000000007
    return total


def run(name, draw):
    try:
        x = draw()
    except Exception as e:
        print(name, type(e).__name__, e)
        return
    a = np.asarray(x)
    print(name, a.shape, a.dtype, a.ravel()[:3].tolist(), fingerprint(a))


for make, label in ((lambda s: np.random.RandomState(s), "legacy"), (lambda s: np.random.default_rng(s), "generator")):
    for seed in (0, 1234):
        g = make(seed)
        print("--", label, seed)
        run("standard_gamma", lambda: g.standard_gamma(0.3, size=500))
        run("gamma<1", lambda: g.gamma(0.7, 2.0, size=500))
        run("gamma=1", lambda: g.gamma(1.0, size=300))
        run("gamma>1", lambda: g.gamma(5.5, 0.5, size=500))
        run("beta small", lambda: g.beta(0.4, 0.9, size=500))
        run("beta large", lambda: g.beta(2.5, 3.0, size=500))
        run("chisquare", lambda: g.chisquare(4.5, size=300))
        run("noncentral_chisquare", lambda: g.noncentral_chisquare([0.5, 3.0], [2.0, 0.0], size=(150, 2)))
        run("f", lambda: g.f(3.0, 8.0, size=300))
        run("noncentral_f", lambda: g.noncentral_f(3.0, 8.0, 1.5, size=200))
        run("standard_t", lambda: g.standard_t(2.5, size=300))
        run("standard_cauchy", lambda: g.standard_cauchy(300))
        run("laplace", lambda: g.laplace(1.0, 2.0, size=300))
        run("gumbel", lambda: g.gumbel(-1.0, 0.5, size=300))
        run("logistic", lambda: g.logistic(0.0, 3.0, size=300))
        run("rayleigh", lambda: g.rayleigh(2.0, size=300))
        run("wald", lambda: g.wald(1.5, 0.8, size=300))
        run("vonmises", lambda: g.vonmises(0.5, [1e-9, 1e-6, 4.0, 2e6], size=(100, 4)))
        run("pareto", lambda: g.pareto(2.5, size=300))
        run("weibull", lambda: g.weibull([0.0, 0.5, 3.0], size=(100, 3)))
        run("power", lambda: g.power(0.7, size=300))
        run("triangular", lambda: g.triangular(-1.0, 0.5, 4.0, size=300))
        run("binomial inversion", lambda: g.binomial(20, 0.3, size=500))
        run("binomial inversion p>.5", lambda: g.binomial(20, 0.85, size=500))
        run("binomial btpe", lambda: g.binomial(2000, 0.4, size=500))
        run("binomial btpe p>.5", lambda: g.binomial(500, 0.75, size=500))
        run("binomial zero", lambda: g.binomial([0, 10, 7], [0.5, 0.0, 1.0], size=(4, 3)))
        run("binomial arrays", lambda: g.binomial(np.array([[5], [50], [5000]]), np.array([0.1, 0.5, 0.9])))
        run("geometric search", lambda: g.geometric(0.6, size=300))
        run("geometric inversion", lambda: g.geometric(0.05, size=300))
        run("logseries", lambda: g.logseries([0.2, 0.9, 0.999], size=(100, 3)))
        run("zipf", lambda: g.zipf([1.5, 3.0], size=(150, 2)))
        run("negative_binomial", lambda: g.negative_binomial(4.5, 0.35, size=300))
        run("hypergeometric small", lambda: g.hypergeometric(7, 12, 6, size=300))
        run("hypergeometric large", lambda: g.hypergeometric(300, 200, 150, size=300))
        run("hypergeometric full", lambda: g.hypergeometric(30, 20, 45, size=100))
        run("multinomial", lambda: g.multinomial(40, [0.1, 0.25, 0.4, 0.25], size=(50, 2)))
        run("dirichlet", lambda: g.dirichlet([0.5, 1.5, 3.0], size=100))
        run("dirichlet small", lambda: g.dirichlet([0.05, 0.02, 0.08], size=100))
        run("mvn diagonal", lambda: g.multivariate_normal([1.0, -2.0, 0.5], np.diag([4.0, 1.0, 0.25]), size=100))
        run("scalar", lambda: [g.gamma(3.0), g.binomial(10, 0.5), g.beta(1.5, 2.0), g.geometric(0.5)])
        print("after", g.random(), g.standard_normal())

# Types of the results without a size, and the checks (NumPy's messages and order).
g, s = np.random.default_rng(5), np.random.RandomState(5)
print(type(g.gamma(2.0)).__name__, type(g.binomial(4, 0.5)).__name__, type(s.zipf(2.0)).__name__)
for name, draw in [
    ("gamma", lambda: g.gamma(-1.0)), ("beta", lambda: s.beta(0.0, 1.0)),
    ("binomial p", lambda: g.binomial(5, 1.5)), ("binomial n", lambda: s.binomial(-1, 0.5)),
    ("binomial nan", lambda: g.binomial(5, np.array([0.5, np.nan]))),
    ("binomial float n", lambda: g.binomial(np.array([2.5]), 0.5)),
    ("geometric", lambda: g.geometric(0.0)), ("logseries", lambda: g.logseries(1.0)),
    ("logseries arr", lambda: s.logseries(np.array([1.0]))), ("zipf", lambda: g.zipf(1.0)),
    ("zipf arr", lambda: g.zipf(np.array([0.5]))), ("nbinom gen", lambda: g.negative_binomial(0, 0.5)),
    ("nbinom legacy", lambda: s.negative_binomial(0, 0.5)), ("nbinom nan", lambda: g.negative_binomial(np.nan, 0.5)),
    ("nbinom p", lambda: s.negative_binomial(1, 1.5)), ("nbinom big", lambda: g.negative_binomial(1e30, 1e-30)),
    ("triangular lm", lambda: g.triangular(2, 1, 3)), ("triangular mr", lambda: g.triangular(0, 4, 3)),
    ("triangular eq", lambda: g.triangular(1, 1, 1)), ("triangular arr", lambda: g.triangular(np.array([0, 2]), 1, 3)),
    ("hyper sum", lambda: g.hypergeometric(5, 5, 11)), ("hyper legacy 0", lambda: s.hypergeometric(5, 5, 0)),
    ("hyper neg", lambda: g.hypergeometric(-1, 5, 1)), ("hyper max", lambda: g.hypergeometric(10**9, 5, 1)),
    ("multinomial sum", lambda: g.multinomial(10, [0.6, 0.6, 0.1])), ("multinomial n", lambda: g.multinomial(-1, [0.5, 0.5])),
    ("multinomial empty", lambda: g.multinomial(5, [])), ("multinomial p", lambda: g.multinomial(5, [1.5, -0.5])),
    ("dirichlet gen", lambda: g.dirichlet([1, -1])), ("dirichlet legacy", lambda: s.dirichlet([1, 0])),
    ("size mismatch", lambda: g.gamma(np.ones(3), size=(2, 2))), ("wald", lambda: g.wald(0, 1)),
    ("vonmises", lambda: g.vonmises(0, -1)), ("standard_t", lambda: g.standard_t(0)),
    ("mvn method", lambda: g.multivariate_normal([0, 0], np.eye(2), method="foo")),
    ("mvn length", lambda: g.multivariate_normal([0], np.eye(2))),
    ("mvn invalid", lambda: g.multivariate_normal([0, 0], [[1, 2], [2, 1]], check_valid="raise")),
    ("empty", lambda: g.binomial(5, 0.5, size=0)), ("0-d", lambda: g.gamma(2.0, size=())),
]:
    run(name, draw)
print(np.random.gamma(shape=2.0, size=2).shape, np.random.multinomial(3, [0.2, 0.8], size=(2, 2)).shape)
