# date.isocalendar() is a named tuple (IsoCalendarDate), as CPython 3.9+.
from datetime import date, datetime
c=date(2024,1,1).isocalendar(); print(repr(c), c.week, c[0], tuple(c), c == (2024,1,1), datetime(2021,1,3).isocalendar())
y, w, d = date(2020, 12, 31).isocalendar(); print(y, w, d)
