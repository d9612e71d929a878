# A realistic script: summarising measurements, money and probabilities with statistics.
import statistics as st
from statistics import NormalDist
from decimal import Decimal
from fractions import Fraction
import random

rng = random.Random(2024)
# exam scores by class
classes = {name: [rng.randint(40, 100) for _ in range(rng.randint(8, 30))] for name in ("A", "B", "C", "D")}
print(f"{'class':<6}{'n':>4}{'mean':>10}{'median':>8}{'stdev':>10}{'q1':>8}{'q3':>8}")
for name, scores in classes.items():
    q1, q2, q3 = st.quantiles(scores, n=4)
    print(f"{name:<6}{len(scores):>4}{st.mean(scores):>10.3f}{st.median(scores):>8}{st.stdev(scores):>10.4f}{q1:>8.2f}{q3:>8.2f}")
    print("  raw:", st.mean(scores), st.variance(scores), st.pvariance(scores), st.mode(scores))
all_scores = [s for v in classes.values() for s in v]
print("overall", st.mean(all_scores), st.median_grouped(all_scores, interval=5), st.multimode(all_scores))

# invoices in Decimal: the average stays a Decimal
invoices = [Decimal("19.99"), Decimal("5.25"), Decimal("102.10"), Decimal("7.00"), Decimal("33.33")]
avg = st.mean(invoices)
print("average invoice", avg, type(avg).__name__, avg.quantize(Decimal("0.01")))
print("median invoice", st.median(invoices), "spread", st.stdev(invoices), st.pvariance(invoices))
print("harmonic", st.harmonic_mean(invoices))

# recipe ratios in Fractions
ratios = [Fraction(1, 3), Fraction(1, 4), Fraction(2, 5), Fraction(1, 6)]
print("mean ratio", st.mean(ratios), "variance", st.variance(ratios), "pstdev", st.pstdev(ratios))
print("median ratio", st.median(ratios), st.median_low(ratios), st.median_high(ratios))

# sensor readings in floats
temps = [round(rng.gauss(21.5, 1.8), 2) for _ in range(96)]
print("temps mean %.6f fmean %.6f" % (st.mean(temps), st.fmean(temps)), repr(st.mean(temps)))
print("temps stdev", repr(st.stdev(temps)), "pstdev", repr(st.pstdev(temps)))
print("geometric", repr(st.geometric_mean(temps)), "harmonic", repr(st.harmonic_mean(temps)))
deciles = st.quantiles(temps, n=10)
print("deciles", [round(d, 3) for d in deciles])
hours = list(range(96))
lr = st.linear_regression(hours, temps)
print("trend slope %.6g intercept %.6g" % tuple(lr), "r = %.6f" % st.correlation(hours, temps))
print("cov", repr(st.covariance(hours, temps)))

# a model of the readings and how unusual a reading is
model = NormalDist.from_samples(temps)
print("model", model)
for t in (17.0, 21.5, 25.2):
    print(f"  {t}: z={model.zscore(t):+.3f} cdf={model.cdf(t):.5f} pdf={model.pdf(t):.5f}")
print("95% band", [round(x, 3) for x in (model.inv_cdf(0.025), model.inv_cdf(0.975))])
night = NormalDist(18.0, 1.2)
print("overlap with night %.6f" % model.overlap(night))
sim = model.samples(5, seed=99)
print("simulated", [round(x, 4) for x in sim])
# monte carlo of a sum of independent effects
total = NormalDist(10, 2) + NormalDist(5, 1.5) - 3
print(total, round(total.cdf(15), 6))
try:
    st.stdev([3.0])
except st.StatisticsError as e:
    print("error:", e)
try:
    st.mode([])
except st.StatisticsError as e:
    print("error:", e)
