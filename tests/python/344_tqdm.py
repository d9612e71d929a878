# tqdm's progress bars, as the tqdm package (4.67) draws them: written to stdout here so the
# comparison sees every refresh ('\r' lines); bar formats without times and rates, which
# differ run to run; mininterval=0 so every step that tqdm prints is printed.
import sys
from tqdm import tqdm, trange
from tqdm.auto import tqdm as auto_tqdm

fmt = "{l_bar}{bar}| {n_fmt}/{total_fmt}"
total = 0
for i in tqdm(range(5), file=sys.stdout, mininterval=0, bar_format=fmt):
    total += i
print(total)
for i in trange(3, desc="train", file=sys.stdout, mininterval=0, ascii=True,
                bar_format=fmt + "{postfix}"):
    pass
for i in tqdm(range(13), desc="eighths", file=sys.stdout, mininterval=0, ncols=40,
              bar_format=fmt):
    pass
with auto_tqdm(total=10, file=sys.stdout, mininterval=0, ncols=60,
               bar_format="{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt}{postfix}") as bar:
    bar.set_description("epoch 1")
    for k in range(4):
        bar.update(3 if k < 3 else 1)
        bar.set_postfix(loss=1.0 / (k + 1), acc=0.5, step=k, name="x", flag=True)
# A generator has no length: the count alone.
gen = (x * x for x in range(4))
for v in tqdm(gen, file=sys.stdout, mininterval=0, bar_format="{desc}{n_fmt} {unit}"):
    pass
print()
it = tqdm([1, 2, 3], disable=True)
print(list(it), len(it))
t = tqdm(total=200, file=sys.stdout, disable=True)
t.update(50)
print(t.n, len(t))
print(tqdm.format_interval(3725), tqdm.format_interval(59), tqdm.format_sizeof(123456),
      tqdm.format_sizeof(999), tqdm.format_num(0.000123), tqdm.format_num(12345678))
print(tqdm.format_meter(30, 120, 15.0, ncols=50, prefix="load"))
print(tqdm.format_meter(7, None, 2.0, unit="img"))
print(tqdm.format_meter(0, 10, 0))
tqdm.write("written", file=sys.stdout)
# A loop left by `break` closes its bar; a closed bar draws no more; negative postfixes.
for i in tqdm(range(10), file=sys.stdout, mininterval=0, bar_format=fmt + "{postfix}"):
    if i == 3:
        break
bar = tqdm(total=4, file=sys.stdout, mininterval=0, bar_format=fmt + "{postfix}")
bar.set_postfix(loss=-0.5, zero=-0.0, tiny=-1e-7)
bar.close()
bar.update(2)
print(bar.n)
