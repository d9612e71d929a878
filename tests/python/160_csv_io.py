# csv and io.StringIO against CPython: writer quoting rules and '\r\n' rows, reader with quotes,
# DictReader/DictWriter over files and StringIO, delimiters, QUOTE_* modes, print(file=).
import csv
import io
import os
from io import StringIO

buf = StringIO()
w = csv.writer(buf)
w.writerow(["name", "city", "note"])
w.writerow(["ann", "Paris", 'said "hi", then left'])
w.writerows([["bob", "Rome", ""], ["cid", "Oslo, NO", 3.5]])
text = buf.getvalue()
print(repr(text))
rows = list(csv.reader(StringIO(text)))
print(rows, len(rows))
for r in csv.DictReader(StringIO(text)):
    print(r["name"], r["city"], r["note"])
path = "_tmp_people_160.csv"
with open(path, "w") as f:
    dw = csv.DictWriter(f, fieldnames=["id", "score"])
    dw.writeheader()
    dw.writerow({"id": 1, "score": 9.5})
    dw.writerows([{"id": 2, "score": 7}, {"id": 3}])
with open(path) as f:
    reader = csv.reader(f)
    header = next(reader)
    data = [row for row in reader]
print(header, data)
with open(path) as f:
    print([dict(r) for r in csv.DictReader(f)])
os.remove(path)
tsv = "a\tb\n1\t2\n"
print(list(csv.reader(StringIO(tsv), delimiter="\t")), list(csv.reader(["x, y", "z"], skipinitialspace=True)))
s = io.StringIO("line1\nline2\nline3")
print(s.readline(), s.read(3), s.tell(), s.readlines(), s.read())
s.seek(0)
print([l.strip() for l in s], s.getvalue().upper())
out = StringIO()
print("hello", 42, file=out)
print("more", file=out, end="")
print(repr(out.getvalue()))
with StringIO("ctx") as t:
    print(t.read())
print(t.closed)
out2 = StringIO()
csv.writer(out2, quoting=csv.QUOTE_ALL).writerow([1, "a"])
csv.writer(out2, quoting=csv.QUOTE_NONNUMERIC).writerow([1, "a", 2.5])
print(repr(out2.getvalue()), list(csv.reader(StringIO('1,"a",2.5\n'), quoting=csv.QUOTE_NONNUMERIC)))
