# Fixes from a sweep of everyday scripts: __future__ imports, bytes.hex separators,
# ValueError.__init__ in a subclass, a declined sequence repeat's message, random.randbytes,
# the calendar module.
from __future__ import annotations
import __future__
import calendar
import random

print(__future__.annotations, __future__.division.getMandatoryRelease())
print(b'\x01\x02\x03'.hex(':'), b'\x01\x02\x03\x04\x05'.hex('-', 2), b'\x01\x02\x03\x04\x05'.hex(b'_', -2))
print(repr(b''.hex(':')), b'ab'.hex(sep=' '))
for bad in [lambda: b'ab'.hex('::'), lambda: b'ab'.hex(3)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


class AppError(ValueError):
    def __init__(self, message, code):
        ValueError.__init__(self, message)
        self.code = code


e = AppError("bad input", 3)
print(e, e.args, e.code, repr(e))


class Declines:
    def __mul__(self, other):
        return NotImplemented


for f in [lambda: Declines() * "x", lambda: [1] * Declines(), lambda: "x" * Declines()]:
    try:
        f()
    except TypeError as err:
        print(err)

random.seed(7)
print(random.randbytes(4).hex(), random.randbytes(0), len(random.randbytes(9)))
r = random.Random(3)
print(r.randbytes(5).hex())

print(calendar.isleap(2024), calendar.leapdays(1900, 2025), calendar.weekday(2026, 12, 6))
print(calendar.monthrange(2024, 2), calendar.month_name[12], calendar.day_abbr[0])
print(calendar.month(2026, 12))
print(calendar.TextCalendar(6).formatmonth(2024, 2, w=3))
print(calendar.monthcalendar(2025, 3))
print(calendar.timegm((2026, 12, 6, 0, 0, 0)))
print(calendar.calendar(2024, m=4))
print(calendar.HTMLCalendar().formatmonth(2024, 1)[:300])
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as err:
    print(err)
