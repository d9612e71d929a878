# statistics: means, medians, modes, spreads, quantiles, correlation (floats rounded to 12
# digits: gpa sums floats with fsum, CPython with exact fractions).
import statistics as st


def r(x):
    return round(x, 12) if isinstance(x, float) else x


ints = [2, 4, 4, 4, 5, 5, 7, 9]
floats = [1.5, 2.25, 3.125, 0.5, 10.0, 7.75]
print(st.mean(ints), st.mean([1, 2, 3, 4]), r(st.mean(floats)), st.fmean(ints), r(st.fmean(floats, weights=[1, 2, 3, 4, 5, 6])))
print(st.median(ints), st.median([3, 1, 2]), st.median_low([1, 2, 3, 4]), st.median_high([1, 2, 3, 4]), st.median(floats))
print(st.mode(ints), st.mode("abracadabra"), st.multimode("aabbc"), st.multimode([]))
print(st.variance(ints), st.pvariance(ints), st.stdev(ints), st.pstdev(ints), st.variance([1, 2, 3]))
print(r(st.variance(floats)), r(st.pvariance(floats)), r(st.stdev(floats)), r(st.pstdev(floats)), r(st.variance(floats, xbar=4.0)))
print(st.quantiles(range(1, 11)), st.quantiles([1, 2, 3, 4, 5, 6, 7, 8], n=10, method="inclusive"))
print(r(st.geometric_mean([1, 10, 100])), r(st.harmonic_mean([40, 60])), st.harmonic_mean([0, 5]))
x = [1, 2, 3, 4, 5]
y = [2.1, 3.9, 6.2, 7.8, 10.1]
print(r(st.correlation(x, y)), r(st.covariance(x, y)))
slope, intercept = st.linear_regression(x, y)
print(r(slope), r(intercept))
for bad in [lambda: st.mean([]), lambda: st.variance([1]), lambda: st.median([]), lambda: st.mode([]), lambda: st.geometric_mean([1, -1])]:
    try:
        bad()
    except st.StatisticsError as e:
        print("StatisticsError:", e)
print(isinstance(st.StatisticsError("x"), ValueError))
try:
    st.quantiles([5], n=3)
except st.StatisticsError as e:
    print("StatisticsError:", e)
