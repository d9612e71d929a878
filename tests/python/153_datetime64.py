# datetime64 / timedelta64 against NumPy: parsing and units, printing of arrays and
# scalars, arithmetic between dates, spans and counts (NaT in, NaT out), comparisons,
# arange over dates, unit conversions, sorting and sets with NaT last, the shape functions,
# business days, and the errors NumPy raises.
import numpy as np
d = np.arange('2024-01-28', '2024-02-03', dtype='datetime64[D]')
print(d)
print(repr(d))
x = np.datetime64('2024-03-01') - np.datetime64('2024-01-01')
print(x, repr(x), type(x).__name__, type(d).__name__)
print(repr(np.datetime64('2024-01-15')), np.datetime64('2024-01'), repr(np.datetime64('2024-01-15T10:30')), repr(np.datetime64('2024-01-15 10:30:05.5')))
print(repr(d - d[0]), d - d[0], (d - d[0]).astype(int))
print(repr(d.astype('datetime64[M]')), repr(d.astype('datetime64[s]')[:2]))
print(repr(np.timedelta64(5, 'h')), str(np.timedelta64(5, 'h')), str(np.timedelta64(1, 'D')), repr(np.timedelta64(3, 'D') * 2), repr(np.timedelta64(3, 'D') / np.timedelta64(12, 'h')))
print(repr(np.array(['2024-01-01', 'NaT'], dtype='datetime64[D]')), repr(np.array(['2024-01-01T12', '2024-01-02'], dtype='datetime64')))
print(repr(np.diff(d)), repr(d + 1), repr(d[0] + np.timedelta64(36, 'h')), d > np.datetime64('2024-01-30'))
print(repr(np.array([1, -2], dtype='timedelta64[D]')), np.array([1, 2], dtype='timedelta64[ms]'))
print(repr(np.arange(np.datetime64('2024-01-01'), np.datetime64('2024-01-10'), np.timedelta64(3, 'D'))))
print(repr(np.arange('2024-01', '2024-04', dtype='datetime64[M]')))
print(np.isnat(np.array(['NaT', '2024-01-01'], dtype='datetime64[D]')), str(np.datetime64('NaT')), d.dtype, repr(d.dtype), d.dtype.kind, d.dtype.str)
print(np.datetime_as_string(d[:2]), np.busday_count('2024-01-01', '2024-02-01'), np.is_busday(d))
print(np.busday_count(d[0], d), np.busday_count('2024-02-10', '2024-02-01'), np.is_busday('2024-06-15'))
print(repr(d.min()), repr(d.max() - d.min()), repr(np.sort(d[::-1])[:2]), repr(np.unique(d[:2])), d.astype(str)[:2], repr(np.datetime64(d[0], 'Y')))
print(d.astype(np.int64)[:2], np.datetime64('1969-12-31').astype(int), repr(np.datetime64(0, 's')), repr(np.datetime64(19000, 'D')))
print(repr(np.array(['2024-01-01T00:00:00.123'], dtype='datetime64[ms]')), repr(np.datetime64('2024-02-29') - np.timedelta64(1, 'W')))
print(repr((d - d[0]).sum()), repr(np.mean(d - d[0])))
print(repr(np.datetime64('2024-01-15T10:30:05')), repr(np.datetime64('2024-01-15T10')), repr(np.timedelta64(90, 'm')), str(np.timedelta64(1, 'W')), str(np.timedelta64(2, 'Y')), str(np.timedelta64(3, 'ms')), str(np.timedelta64('NaT')), repr(np.timedelta64('NaT', 'D')))
print(repr(np.datetime64('2024-01-15') - np.datetime64('2024-01-14T12')), repr(np.datetime64('2024-01-15', 'M')), repr(np.datetime64('2024-03') + np.timedelta64(1, 'M')))
print(repr(np.timedelta64(1, 'D') + np.timedelta64(1, 'h')), repr(np.timedelta64(7, 'D') // np.timedelta64(2, 'D')), repr(np.timedelta64(7, 'D') / 2), repr(np.timedelta64(7, 'D') * 1.5))
print(repr(np.array(['2024-01-01', '2024-06-15'], dtype='datetime64[D]').astype('datetime64[Y]')), repr(np.datetime64('2024-06-15').astype('datetime64[W]')))
print(repr(np.datetime64('1900-03-01') - np.datetime64('1600-02-28')), repr(-np.timedelta64(4, 'h')))
print(repr(np.timedelta64(5)), repr(np.timedelta64(5) + np.timedelta64(1, 'D')))
print(np.datetime64('2024-01-01') == np.datetime64('2024-01-01T00'), np.datetime64('NaT') == np.datetime64('NaT'))
e = np.array(['2024-01-05', 'NaT', '2024-01-01'], dtype='datetime64[D]')
print(e.argsort(), repr(e[0]), str(e[0]), repr(np.sort(e)), repr(e + np.timedelta64(1, 'D')), e < np.datetime64('2024-01-03'))
print(repr(np.array([np.datetime64('2024-01-01'), np.datetime64('2024-01-02T05')])))
print(repr(np.empty(0, dtype='datetime64[D]')), repr(np.zeros(2, dtype='timedelta64[s]')))
# Strings and counts become dates; dates go into the shape functions.
s = np.array(['2023-12-31', '2024-02-29', '2024-07-04'])
days = s.astype('datetime64[D]')
print(repr(days), repr(np.array([0, 365]).astype('datetime64[D]')))
w = days.copy()
w[0] = '2025-01-01'
w[1:] = np.datetime64('2000-01-01')
print(repr(w), repr(days[days > np.datetime64('2024-01-01')]), repr(days[[2, 0]]))
print(repr(np.concatenate([days, d[:1]])), repr(np.where(days > np.datetime64('2024-03-01'), days, np.datetime64('NaT'))))
print(repr(days.reshape(3, 1)), repr(np.stack([days, days])), repr(days[::-1]), len(days))
months, counts = np.unique(d.astype('datetime64[M]'), return_counts=True)
print(repr(months), counts)
print([str(v) for v in days], days.shape, days.ndim, days.size, days.dtype == np.dtype if False else days.dtype.name)
span = days[-1] - days[0]
print(span, span / np.timedelta64(1, 'W'), span.astype('timedelta64[h]'), (days - days[0]) // np.timedelta64(7, 'D'))
for bad in [lambda: np.datetime64('2024-13-01'), lambda: np.datetime64('2024-01-01') + np.datetime64('2024-01-01'),
            lambda: np.datetime64('not a date'), lambda: d * 2, lambda: np.datetime64('2024-02-30')]:
    try:
        bad()
        print("no error")
    except (TypeError, ValueError) as err:
        print(type(err).__name__ if type(err).__name__ in ("TypeError", "ValueError") else "TypeError")
