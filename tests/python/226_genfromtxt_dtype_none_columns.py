# genfromtxt(dtype=None): a type per column; columns of different types make a structured
# array (fields f0, f1, ...), text columns strings (they were NaN).
import numpy as np
from io import StringIO
print(repr(np.genfromtxt(StringIO('1,x\n2,y'), delimiter=',', dtype=None, encoding=None)))
print(repr(np.genfromtxt(StringIO('1,2.5\n2,3'), delimiter=',', dtype=None, encoding=None)))
print(repr(np.genfromtxt(StringIO('1,2\n3,4'), delimiter=',', dtype=None, encoding=None)))
print(repr(np.genfromtxt(StringIO('1.5,2\n3,4'), delimiter=',', dtype=None, encoding=None)))
print(repr(np.genfromtxt(StringIO('a,b\n1,x\n2,y'), delimiter=',', dtype=None, names=True, encoding=None)))
print(repr(np.genfromtxt(StringIO('x,y\nz,w'), delimiter=',', dtype=None, encoding=None)))
print(repr(np.genfromtxt(StringIO('x\ny'), dtype=None, encoding=None)))
print(repr(np.genfromtxt(StringIO('1,x,3\n2,y,4'), delimiter=',', dtype=None, usecols=(1, 2), encoding=None)))
d = np.genfromtxt(StringIO('1,x\n2,y'), delimiter=',', dtype=None, encoding=None)
print(d['f0'].sum(), d['f1'])
