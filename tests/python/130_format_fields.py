data = [10, 20, 30]
info = {"name": "box", "size": 3}
print("{0[1]} {0[2]}".format(data))
print("{d[name]} has size {d[size]}".format(d=info))
print("{0[0]}-{1[name]}".format(data, info))
print("{:>6}|{:<6}|{:^6}|".format(*data))
print("{a}{b}{a}".format(a="x", b="y"))
print("{0}{0}{0}".format("ab"))
print("{:{fill}{align}{width}}".format("c", fill="*", align="^", width=7))
print("{:.{prec}f}".format(3.14159, prec=2))
print("{0:08.3f} {0:+.1e} {0:.0%}".format(0.5))
print("{:,d} {:_x} {:#b} {:#o}".format(1234567, 0xABCDEF, 10, 64))
print("{}".format({"k": [1.5, None]}), "{!r}".format("s"), "{!s:>4}".format(1))
vals = [("x", 1.0), ("yy", 22.25), ("zzz", 333.125)]
for name, v in vals:
    print("{:<5}{:>10.2f}{:>8}".format(name, v, str(v)))
print("%s|%5s|%-5s|%.1f|%5.1f|%-7.2f|" % ("a", "b", "c", 1.25, 2.35, 3.14159))
print("%3d|%-3d|%03d|%+3d|% 3d" % (5, 5, 5, 5, 5))
print("%x|%X|%#x|%o|%#o|%e|%E|%g|%G" % (3054, 3054, 3054, 8, 8, 0.000123, 123000.0, 1e-7, 1e20))
print("%(a)s-%(b)05.1f-%(a)r" % {"a": "A", "b": 2.25})
print("%5.2f%%" % 99.5, "%s%s" % ("x", "y"), "%%d" % ())
print("%-8s|%8s|" % ("left", "right"), "%c%c" % (72, "i"))
