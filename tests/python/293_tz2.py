# Aware formatting and parsing, timestamps, time objects with tzinfo, timetuples.
from datetime import datetime, date, time, timedelta, timezone, tzinfo


def show(label, f):
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), "IST")
neg = timezone(-timedelta(hours=9, minutes=30))
secs = timezone(timedelta(hours=1, seconds=30, microseconds=7))

print("== isoformat / str / strftime ==")
d = datetime(2023, 11, 5, 8, 9, 10, 123456, tzinfo=ist)
for spec in ("auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"):
    print(spec, d.isoformat(timespec=spec), d.isoformat(" ", spec), d.replace(microsecond=0).isoformat(timespec=spec))
show("bad timespec", lambda: d.isoformat(timespec="nanos"))
for tz in (None, utc, ist, neg, secs, timezone(timedelta(0), "GMT")):
    x = datetime(2001, 2, 3, 4, 5, 6, tzinfo=tz)
    print(str(x), "|", x.strftime("%Y-%m-%dT%H:%M:%S%z [%Z] %%z"), "|", f"{x:%d/%m %H:%M %z}", "|", x.ctime())
print(time(1, 2, 3, tzinfo=ist).strftime("%H:%M:%S %z %Z"), time(1, 2).strftime("[%z][%Z]"))

print("== fromisoformat ==")
for s in ("2024-02-29T13:45:00+05:30", "2024-02-29T13:45:00Z", "2024-02-29 13:45:00.5-08:00",
          "2024-02-29T13:45+00:00", "2024-02-29T13:45:00.123456+01:02:03.000004", "2024-02-29T13:45:00-0130",
          "2024-02-29T13-05", "2024-02-29T134500+0200", "2024-02-29", "2024-02-29T13", "2024-02-29T13:45:00.1234567Z",
          "2024-02-29T13:45:00,25+01:00", "2024-02-29T13:45:00+05:3", "2024-02-29T13:45:00+", "2024-02-29T25:00",
          "2024-02-29T13:45:00+24:00", "2024-13-01T00:00", "2024-02-29T13:45:00-00:00"):
    show(s, lambda: datetime.fromisoformat(s))
    try:
        x = datetime.fromisoformat(s)
        print("   round trip:", datetime.fromisoformat(x.isoformat()) == x, x.isoformat(), x.tzinfo is utc)
    except ValueError:
        pass
for s in ("12:30:00+05:30", "T12:30Z", "12:30:45.25-03:00", "1230", "12", "12:30:00+0000", "bad", "12:30:00+5"):
    show("time " + s, lambda: time.fromisoformat(s))

print("== strptime %z / %Z ==")
for s, f in (("2024-06-01 10:00:00 +0530", "%Y-%m-%d %H:%M:%S %z"),
             ("2024-06-01 10:00:00 -05:00", "%Y-%m-%d %H:%M:%S %z"),
             ("2024-06-01T10:00:00Z", "%Y-%m-%dT%H:%M:%S%z"),
             ("2024-06-01 10:00 +000000", "%Y-%m-%d %H:%M %z"),
             ("2024-06-01 10:00 +01:02:03.5", "%Y-%m-%d %H:%M %z"),
             ("2024-06-01 10:00 +0102", "%Y-%m-%d %H:%M %z"),
             ("01/Jun/2024:10:00:00 +0200", "%d/%b/%Y:%H:%M:%S %z"),
             ("2024-06-01 10:00 UTC", "%Y-%m-%d %H:%M %Z"),
             ("2024-06-01 10:00 +0100 GMT", "%Y-%m-%d %H:%M %z %Z"),
             ("2024-06-01 10:00 +05", "%Y-%m-%d %H:%M %z"),
             ("2024-06-01 10:00 0530", "%Y-%m-%d %H:%M %z"),
             ("2024-06-01 10:00 +05:3000", "%Y-%m-%d %H:%M %z"),
             ("2024-06-01 10:00 PST", "%Y-%m-%d %H:%M %Z")):
    show(f"{s!r}", lambda: datetime.strptime(s, f))

print("== timestamps ==")
for ts in (0, 1, 86399.5, 1700000000, 1700000000.123456, 1700000000.9999996, -1.25, 951782400, 1e9 + 0.5e-6, 2.5e-6):
    print(ts, repr(datetime.fromtimestamp(ts)), repr(datetime.utcfromtimestamp(ts)))
    print("   ", repr(datetime.fromtimestamp(ts, utc)), repr(datetime.fromtimestamp(ts, tz=ist)), repr(date.fromtimestamp(ts)))
    print("   ", datetime.fromtimestamp(ts).timestamp(), datetime.fromtimestamp(ts, neg).timestamp())
for x in (datetime(2024, 1, 1), datetime(2024, 1, 1, tzinfo=ist), datetime(1969, 12, 31, 23, 59, 59, 999999),
          datetime(2038, 1, 19, 3, 14, 8, 1, tzinfo=neg), datetime(1, 1, 1, tzinfo=utc), datetime(1700000000 // 86400 // 366 + 1970, 5, 6, 7, 8, 9, 123457)):
    print(repr(x), x.timestamp())
show("fromtimestamp bad tz", lambda: datetime.fromtimestamp(0, 5))
show("fromtimestamp str", lambda: datetime.fromtimestamp("0"))
print(datetime.fromtimestamp(1234567890, ist) == datetime.fromtimestamp(1234567890, utc))
print(datetime.fromtimestamp(1234567890, ist) == datetime.fromtimestamp(1234567890))

print("== timetuple ==")
for x in (datetime(2024, 3, 1, 2, 3, 4), datetime(2024, 3, 1, 2, 3, 4, tzinfo=ist), datetime(2024, 12, 31, 23, 0, tzinfo=neg)):
    print(tuple(x.timetuple()), tuple(x.utctimetuple()), x.timetuple().tm_yday, x.utctimetuple().tm_isdst)
print(tuple(date(2024, 7, 4).timetuple()))

print("== time objects ==")
t1 = time(12, 0, tzinfo=utc)
t2 = time(17, 30, tzinfo=ist)
t3 = time(12, 0)
t4 = time(2, 30, 0, 1, neg)
for t in (t1, t2, t3, t4, time(23, 59, 59, 999999, timezone.max), time(0, 0, fold=1, tzinfo=utc)):
    print(repr(t), str(t), t.isoformat("minutes"), t.utcoffset(), t.tzname(), t.dst())
print(t1 == t2, t1 == t3, t1 != t3, t2 < t4, t4 > t1, hash(t1) == hash(t2), len({t1, t2, t3}))
show("naive < aware time", lambda: t3 < t1)
show("time(tzinfo=int)", lambda: time(1, tzinfo=1))
print(repr(t2.replace(tzinfo=None)), repr(t3.replace(tzinfo=ist)), repr(t2.replace(minute=0)))
print(repr(datetime.combine(date(2020, 2, 2), t4)), datetime.combine(date(2020, 2, 2), t4).isoformat())
print(sorted([t2, t1 .replace(minute=1), t4]))

print("== naive still works ==")
n = datetime(2020, 2, 28, 23, 59, 59)
print(repr(n + timedelta(seconds=1)), n - datetime(2020, 1, 1), n.strftime("%A %d %B %Y %I:%M %p %j"))
print(repr(datetime.strptime("2020-02-28 23:59", "%Y-%m-%d %H:%M")), repr(datetime.fromisoformat("2020-02-28T23:59:59")))
print(n == datetime(2020, 2, 28, 23, 59, 59), hash(n) == hash(datetime(2020, 2, 28, 23, 59, 59)), n < datetime.max)
print(repr(n.replace(day=1)), repr(n.date()), repr(n.time()), n.isoformat(), str(n.time()), n.timestamp())
print(repr(date(2020, 1, 31) + timedelta(days=30)), date(2021, 1, 1) - date(2020, 1, 1), date(2020, 1, 1) < date(2020, 1, 2))
print(sorted({date(2020, 1, 2), date(2020, 1, 1), date(2020, 1, 2)}), datetime.min, datetime.max, date.max, time.max)
show("date overflow", lambda: date.max + timedelta(days=1))
show("datetime overflow", lambda: datetime.max + timedelta(days=1))
show("datetime underflow", lambda: datetime.min - timedelta(microseconds=1))
print(type(datetime.now()).__name__, datetime.now().tzinfo, datetime.now(utc).tzinfo, datetime.now(ist).utcoffset())
print(abs(datetime.now(utc) - datetime.now(ist)) < timedelta(seconds=5), abs(datetime.utcnow() - datetime.now()) < timedelta(seconds=5))
print(abs(datetime.now().timestamp() - datetime.now(utc).timestamp()) < 5, date.today() == datetime.now().date())
