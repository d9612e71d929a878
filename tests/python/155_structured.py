# Structured arrays against NumPy: dtypes as lists, dicts and 'i4,f8', printing of arrays
# and records, field and row indexing with writes through views and records, sorting by
# fields, np.rec.fromarrays, genfromtxt(names=True), and the errors NumPy raises.
import numpy as np
import os
with open("_tmp_weather_155.csv", "w") as f:
    f.write("city,temp,rain,days\nParis,12.5,3,10\nRome,18.25,0,12\nOslo,-3,7.5,8\n")
a = np.array([(1, 2.5), (3, 4.)], dtype=[('x', int), ('y', float)])
print(a); print(repr(a)); print(a['x'], repr(a[0]), a[0], a[0]['y'], a.dtype, repr(a.dtype), a.dtype.names, a.shape)
b = np.array([('ann', 31, 1.70), ('bob', 27, 1.82)], dtype=[('name', 'U10'), ('age', 'i4'), ('h', 'f4')])
print(b); print(repr(b)); print(b[b['age'] > 28]['name'], np.sort(b, order='age'))
b['age'] += 1; print(b['age'], b[1])
b[0] = ('cid', 40, 1.5); print(b)
z = np.zeros(3, dtype=[('a', 'f8'), ('b', 'i8')]); print(repr(z))
d = np.genfromtxt('_tmp_weather_155.csv', delimiter=',', names=True); print(repr(d)); print(d.dtype.names, d['temp'].mean())
e = np.genfromtxt('_tmp_weather_155.csv', delimiter=',', names=True, dtype=None, encoding=None); print(repr(e)); print(e['city'], e[e['temp'] > 10]['city'])
r = np.rec.fromarrays([np.arange(3), np.array([1.5, 2, 3])], names='i,v'); print(repr(r), r.i)
print(a.tolist(), len(a), [tuple(x) for x in a] if False else '')
print(np.array([(1,)], dtype=[('only', int)]))
os.remove("_tmp_weather_155.csv")
v = a[1:]
v['y'] = 9.5
rec = a[0]
rec['x'] = 42
rec[1] = -1.0
print(a, tuple(a[1]), list(a[0]), len(a[0]), a[0][0], a[-1]['y'])
print(a[['y', 'x']], repr(np.dtype([('p', 'f4'), ('q', 'U3')])), np.dtype([('p', 'f4')]).names)
people = np.array([('eve', 31), ('bob', 25), ('amy', 31), ('dan', 25)], dtype=[('name', 'U5'), ('age', int)])
print(np.sort(people, order=['age', 'name']), people.argsort(order='name'), np.argsort(people, order='age'))
people.sort(order='name')
print(people, people.dtype.names, people['name'][people['age'] == 31])
for p in people:
    print(p['name'], p['age'] + 1)
m = np.zeros((2, 2), dtype={'names': ['u', 'v'], 'formats': ['i4', 'f8']})
m['u'][1, 0] = 7
print(repr(m), m[1], m.shape, m['v'].dtype)
s = np.array([(1, 2.0), (3, 4.0)], dtype='i4,f8')
print(repr(s), s['f1'].sum(), repr(np.concatenate([s, s[:1]])))
print(people.tolist(), np.ones(1, dtype=[('k', 'i2'), ('w', '?')]))
for bad in [lambda: a['z'], lambda: np.mean(people), lambda: np.array([(1, 2)], dtype=[('x', int)]), lambda: a[0][5]]:
    try:
        bad()
        print("no error")
    except (ValueError, TypeError, IndexError, KeyError) as err:
        print(type(err).__name__ if type(err).__name__ != "UFuncTypeError" else "TypeError")
