import math
print(math.sqrt(16), math.sqrt(2), math.sqrt(0.25), math.sqrt(0), math.sqrt(1e10))
print(math.exp(0), math.exp(1), math.exp(-1), math.exp(10))
print(math.log(1), math.log(math.e), math.log(100, 10), math.log(8, 2), math.log(10))
print(math.log2(8), math.log2(1024), math.log2(3), math.log10(1000), math.log10(2), math.log10(0.001))
print(math.log1p(0), math.log1p(1e-10), math.log1p(1), math.expm1(0), math.expm1(1e-10), math.expm1(1))
print(math.pow(2, 10), math.pow(2, 0.5), math.pow(-2, 3), math.pow(4, -1), math.pow(0, 0))
print(math.fabs(-3), math.fabs(2.5), math.fabs(-0.0))
print(math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7, -3), math.fmod(7.5, 2), -7 % 3)
print(math.copysign(3, -0.0), math.copysign(-2.5, 1), math.copysign(0.0, -1))
print(math.hypot(3, 4), math.hypot(5, 12), math.hypot(1, 1), math.hypot(0, 0))
print(math.degrees(math.pi), math.degrees(1), math.radians(180), math.radians(90))
print(math.sqrt(2) ** 2, math.exp(math.log(5)))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.log(-1), lambda: math.fmod(1, 0)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
try:
    math.exp(1000)
except OverflowError as e:
    print("OverflowError:", e)

# nextafter and ulp
print(math.nextafter(1.0, 2.0), math.nextafter(0.0, -1.0), math.nextafter(1.0, 1.0), math.nextafter(-1.0, 0.0), math.nextafter(5e-324, 0.0))
print(math.ulp(1.0), math.ulp(0.0), math.ulp(-1e300), math.ulp(float("inf")), math.ulp(1.7976931348623157e308), math.isnan(math.nextafter(float("nan"), 1.0)))
