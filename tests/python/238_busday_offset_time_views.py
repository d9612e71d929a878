# np.busday_offset with every roll mode, np.datetime_data, time arrays viewed as int64 (and back),
# float arrays cast to timedelta64/datetime64 (truncated, NaN to NaT), NaT inside timedelta arrays quoted.
import numpy as np
print(np.busday_offset("2024-02-29", 3, roll="forward"), repr(np.busday_offset("2024-03-01", 0)))
print(np.busday_offset(np.array(["2024-03-02", "2024-03-04", "NaT"], dtype="datetime64[D]"), 1, roll="following"))
print(np.busday_offset("2024-03-02", [-1, 0, 1, 7, -12], roll="backward"))
for r in ["forward", "backward", "following", "preceding", "modifiedfollowing", "modifiedpreceding", "nat"]:
    print(r, np.busday_offset(["2024-03-30", "2024-06-01", "2024-03-31"], 0, roll=r))
try:
    np.busday_offset("2024-03-02", 1)
except ValueError as e:
    print("ValueError", e)
try:
    np.busday_offset("2024-03-04", 1, roll="sideways")
except ValueError as e:
    print("ValueError", e)
print(np.datetime_data(np.dtype("datetime64[D]")), np.datetime_data("m8[s]"), np.datetime_data(np.array(["2024-01"], dtype="datetime64[M]").dtype))
print(np.busday_offset(np.datetime64("2024-01-05"), np.arange(-3, 4)))
d = np.array([0, 1, 19000], dtype="datetime64[D]")
print(d.view("int64"), d.view(np.int64), d.view("i8").dtype)
v = d.view("int64"); v[0] = 5; print(d)
wd = (d.view("int64") - 4) % 7
print(wd)
i = np.arange(3, dtype=np.int64)
print(i.view("datetime64[D]"), i.view("m8[s]"))
t = np.array([1, 2], dtype="timedelta64[h]"); print(t.view(np.int64))
print(d.view("datetime64[D]"))
a=np.array([1,'NaT',30],dtype='m8[s]'); print(a); print(repr(a)); print(np.array(['NaT'],dtype='m8[s]')); print(repr(a[1]), a[1], str(np.array([5, 'NaT'], dtype='m8[D]')))
b=np.array(['2020-01-01','NaT'],dtype='M8[D]'); print(b, repr(b))
print(np.array([0.,5.7,-2.5, np.nan]).astype("timedelta64[s]"))
print(np.array([1.5]).astype("M8[D]"), np.array([1,2]).astype("M8[D]"), np.array([True]).astype("m8[s]"))
print(np.array([0.,5.,10.]).astype("timedelta64[s]"))
