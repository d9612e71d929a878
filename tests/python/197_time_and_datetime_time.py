# datetime.time, datetime.time()/combine/timetuple/isocalendar, the other strftime directives
# (%U %W %G %V %c %x %X %D %R), and the time module's gmtime/mktime/strftime/asctime.
from datetime import datetime, time, date, timedelta
import time as t
dt = datetime(2024, 2, 29, 8, 15)
print(time(9, 30), dt.time(), dt.timetuple().tm_yday, dt.strftime("%U"), dt.strftime("%W %c %x %X %D %R %G-%V"))
print(repr(time(9, 30)), repr(time(9, 30, 5, 10)), time(23, 59) > time(1, 0), time.fromisoformat("10:20:30.5"), datetime.combine(date(2024, 1, 2), time(3, 4)))
print(date(2021, 1, 3).isocalendar()[:2], date(2024, 12, 30).isocalendar()[:2], tuple(date(2020, 12, 31).isocalendar()))
for d in [date(2024, 1, 1), date(2023, 1, 1), date(2024, 12, 31), date(2023, 6, 15)]:
    print(d.strftime("%U %W %j %a"), end=" | ")
print()
print(t.strftime("%Y-%m-%d", (2024, 3, 5, 1, 2, 3, 1, 65, 0)), t.gmtime(0)[:6], t.mktime(t.gmtime(86400 * 365)) , tuple(t.gmtime(1e9))[:6])
print(t.asctime((2024, 3, 5, 1, 2, 3, 1, 65, 0)), type(t.time()).__name__, len(t.strftime("%H:%M:%S")))
try:
    time(25, 0)
except ValueError as e:
    print(e)
print(datetime(2024, 5, 6, 7, 8, 9).ctime(), date(2024, 5, 6).ctime())
print(f"{time(7, 5):%H.%M}", time(1, 2, 3).isoformat(timespec="minutes"))
