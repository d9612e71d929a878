# timezone, tzinfo and aware datetimes: construction, repr/str, comparisons, arithmetic, errors.
from datetime import datetime, date, time, timedelta, timezone, tzinfo
import datetime as dtmod


def show(label, f):
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), "IST")
est = timezone(timedelta(hours=-5), "EST")
plus2 = timezone(timedelta(hours=2))
odd = timezone(timedelta(hours=-3, minutes=-30, seconds=-15))

print("== timezone objects ==")
for tz in (utc, ist, est, plus2, odd, timezone.min, timezone.max, timezone(timedelta(0), "UTC"),
           timezone(timedelta(0)), timezone(timedelta(minutes=45)), timezone(timedelta(seconds=1, microseconds=5))):
    print(repr(tz), "|", str(tz), "|", tz.tzname(None), tz.utcoffset(None), tz.dst(None))
print(timezone(timedelta(0)) is timezone.utc, dtmod.UTC is timezone.utc)
print(utc == timezone(timedelta(0), "Zulu"), ist == timezone(timedelta(minutes=330)), ist != est)
print(hash(ist) == hash(timezone(timedelta(hours=5, minutes=30))), len({utc, timezone(timedelta(0), "X"), ist}))
print(isinstance(utc, tzinfo), isinstance(utc, timezone), utc == 0, utc != "utc")
show("tz 24h", lambda: timezone(timedelta(hours=24)))
show("tz -24h", lambda: timezone(-timedelta(hours=24)))
show("tz int", lambda: timezone(5))
show("tz bad name", lambda: timezone(timedelta(hours=1), 5))
show("utcoffset(int)", lambda: utc.utcoffset(5))
show("tzname(str)", lambda: ist.tzname("x"))
show("fromutc naive", lambda: utc.fromutc(datetime(2020, 1, 1)))
show("fromutc other", lambda: ist.fromutc(datetime(2020, 1, 1, tzinfo=utc)))
show("fromutc ok", lambda: ist.fromutc(datetime(2020, 1, 1, tzinfo=ist)))
show("fromutc int", lambda: utc.fromutc(3))
show("tzinfo().utcoffset", lambda: tzinfo().utcoffset(None))
show("tzinfo().tzname", lambda: tzinfo().tzname(None))
show("tzinfo().dst", lambda: tzinfo().dst(None))
try:
    utc < ist
except TypeError:
    print("tz lt -> TypeError")  # the message names the type: CPython says datetime.timezone

print("== aware datetimes ==")
a = datetime(2024, 3, 15, 12, 30, tzinfo=utc)
b = datetime(2024, 3, 15, 18, 0, tzinfo=ist)
c = datetime(2024, 3, 15, 7, 30, 0, 0, est)
n = datetime(2024, 3, 15, 12, 30)
for d in (a, b, c, n, datetime(2024, 1, 1, 0, 0, 5, 250, tzinfo=odd), datetime(2020, 1, 1, tzinfo=utc, fold=1)):
    print(repr(d))
    print("  ", str(d), d.isoformat(), d.utcoffset(), d.tzname(), d.dst())
print(a == b, a == c, b == c, a == n, n == a, a != n)
print(a < b, a <= b, a >= c, b > c)
print(a - b, b - c, c - a, n - n, (b - datetime(2024, 3, 14, tzinfo=utc)))
print(hash(a) == hash(b) == hash(c), len({a, b, c}), len({a, n}))
later = b + timedelta(hours=10)
print(repr(later), later.tzinfo is ist, repr(timedelta(days=1) + c), repr(c - timedelta(minutes=90)))
show("naive < aware", lambda: n < a)
show("aware > naive", lambda: a > n)
show("naive - aware", lambda: n - a)
show("aware - naive", lambda: a - n)
show("dt vs date lt", lambda: a < date(2024, 1, 1))
show("date vs dt lt", lambda: date(2024, 1, 1) < n)
show("date == dt", lambda: date(2024, 3, 15) == n)
show("dt == date", lambda: n == date(2024, 3, 15))
show("bad tzinfo", lambda: datetime(2020, 1, 1, tzinfo="UTC"))
show("bad tzinfo pos", lambda: datetime(2020, 1, 1, 0, 0, 0, 0, 5))
show("bad fold", lambda: datetime(2020, 1, 1, fold=2))
print(sorted([b, c, a + timedelta(seconds=1), a - timedelta(seconds=1)]))
print(max(a, b + timedelta(microseconds=1), c), min([a, b, c - timedelta(microseconds=1)]))

print("== astimezone / replace ==")
for d in (a, b, c):
    for tz in (utc, ist, est, plus2, odd):
        x = d.astimezone(tz)
        print(d.isoformat(), "->", x.isoformat(), x.tzname(), x == d)
print(repr(a.astimezone(utc)), a.astimezone(utc) is a)
print(repr(n.astimezone(ist)), repr(n.astimezone()))
print(repr(a.astimezone()), repr(b.astimezone()))
show("astimezone(5)", lambda: a.astimezone(5))
print(repr(a.replace(tzinfo=None)), repr(n.replace(tzinfo=ist)), repr(b.replace(hour=1)))
print(repr(b.replace(tzinfo=est)), b.replace(tzinfo=est) == b, repr(a.replace(fold=1)))
print(repr(datetime.combine(date(2024, 5, 6), time(7, 8, tzinfo=ist))))
print(repr(datetime.combine(date(2024, 5, 6), time(7, 8, tzinfo=ist), tzinfo=None)))
print(repr(datetime.combine(date(2024, 5, 6), time(7, 8), est)))
print(repr(b.date()), repr(b.time()), repr(b.timetz()))


class Fixed(tzinfo):
    # A user tzinfo: fixed offset and name, with a DST of an hour from April to October.
    def __init__(self, hours, name):
        self.off = timedelta(hours=hours)
        self.name = name

    def utcoffset(self, dt):
        return self.off + self.dst(dt)

    def dst(self, dt):
        if dt is not None and 4 <= dt.month <= 10:
            return timedelta(hours=1)
        return timedelta(0)

    def tzname(self, dt):
        return self.name + ("S" if self.dst(dt) else "")

    def __repr__(self):
        return f"Fixed({self.name})"


cet = Fixed(1, "CET")
w = datetime(2024, 1, 10, 12, tzinfo=cet)
s = datetime(2024, 7, 10, 12, tzinfo=cet)
print(repr(w), w.isoformat(), w.tzname(), w.dst(), w.utcoffset())
print(repr(s), s.isoformat(), s.tzname(), s.dst(), s.utcoffset())
print(w.astimezone(utc).isoformat(), s.astimezone(utc).isoformat())
print(repr(datetime(2024, 7, 10, 10, tzinfo=utc).astimezone(cet)))
print(repr(datetime(2024, 1, 10, 10, tzinfo=utc).astimezone(cet)))
print(s - w, s == s.astimezone(ist), s.strftime("%Y-%m-%d %H:%M %z %Z"))
print(w.timetuple()[:9] if False else tuple(w.timetuple()), tuple(s.timetuple()), tuple(s.utctimetuple()))
