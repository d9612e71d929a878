# Differential test: float results of mean/variance/stdev/pstdev/harmonic_mean to the last digit.
import statistics as S, random
rng = random.Random(7)
for trial in range(400):
    n = rng.choice([3, 6, 7, 9, 12, 49, 100])
    d = [rng.uniform(0, 1) * 10 ** rng.randrange(-3, 4) for _ in range(n)]
    print(repr(S.mean(d)), repr(S.variance(d)), repr(S.stdev(d)), repr(S.pstdev(d)), repr(S.harmonic_mean(d)))
