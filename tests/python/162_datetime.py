# datetime against CPython: date, datetime and timedelta arithmetic, normalisation and
# printing, isoformat/fromisoformat, strftime/strptime, ordering, dates as dict keys, errors.
from datetime import date, datetime, timedelta
import datetime as dt
d = date(2024, 2, 28)
print(d, repr(d), d + timedelta(days=2), d - date(2023, 12, 25), d.weekday(), d.isoweekday(), d.toordinal())
print(date.fromisoformat("2024-03-15"), date.fromordinal(738000), d.replace(day=1), d.strftime("%d %B %Y (%a) %j"))
t = datetime(2024, 3, 10, 14, 5, 9)
print(t, repr(t), t.isoformat(), t.date(), t + timedelta(hours=12, minutes=1), repr(datetime(2024, 1, 1)))
print(t - datetime(2024, 3, 9, 16, 0), (t - datetime(2024, 1, 1)).total_seconds(), t.strftime("%Y/%m/%d %I:%M %p"))
p = datetime.strptime("15/03/2024 18:45", "%d/%m/%Y %H:%M")
print(p, datetime.strptime("Mar 5 2023", "%b %d %Y"), datetime.fromisoformat("2024-05-06T07:08:09.5"))
td = timedelta(days=1, hours=25, minutes=-30, seconds=1.5)
print(td, repr(td), td.days, td.seconds, td.microseconds, -td, abs(-td), td * 2, td / 2, td // timedelta(hours=1))
print(timedelta(0), repr(timedelta()), timedelta(weeks=1, milliseconds=5), timedelta(hours=1) < timedelta(minutes=61))
print(sorted([date(2024, 5, 1), date(2023, 1, 9), date(2024, 1, 1)]), max(d, date(2025, 1, 1)), d == date(2024, 2, 28))
visits = {}
for s in ["2024-01-03", "2024-01-05", "2024-01-03"]:
    k = date.fromisoformat(s)
    visits[k] = visits.get(k, 0) + 1
print(visits, f"{d:%Y-%m}", f"{d}", dt.timedelta(days=3).days, isinstance(t, date), isinstance(d, datetime))
for bad in [lambda: date(2023, 2, 29), lambda: datetime(2024, 1, 1, 24), lambda: datetime.strptime("2024-13", "%Y-%m"), lambda: date.fromisoformat("2024/01/01")]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
