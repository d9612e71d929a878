# np.loadtxt/genfromtxt read open files, io.StringIO and lists of lines; np.savetxt writes to
# objects with write(); logging.getLogger loggers with their own levels, logging.log, getLevelName.
import numpy as np, io, os, tempfile
print(np.loadtxt(io.StringIO("1 2\n3 4")))
print(np.loadtxt(["1,2", "3,4"], delimiter=","), np.loadtxt(io.StringIO("# c\n1 2\n"), dtype=int))
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w") as f:
    f.write("1 2\n3 4\n")
with open(p) as f:
    print(np.loadtxt(f))
with open(p, "rb") as f:
    print(np.loadtxt(f, dtype=np.float32))
buf = io.StringIO()
np.savetxt(buf, np.eye(2), fmt='%d', header="h")
print(repr(buf.getvalue()))
with open(p, "w") as f:
    np.savetxt(f, np.arange(4.0).reshape(2, 2), delimiter=",")
print(open(p).read())
print(np.genfromtxt(io.StringIO("a,b\n1,2\n3,nan"), delimiter=",", skip_header=1))
print(np.genfromtxt(["1 2", "3 4"]))
try:
    np.loadtxt(3)
except ValueError as e:
    print(e)
import logging
logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
log = logging.getLogger("etl")
log.info("loaded %d rows", 3)
log.debug("hidden")
log.setLevel(logging.DEBUG)
log.debug("shown %s", "now")
print(log is logging.getLogger("etl"), log.name, log.isEnabledFor(logging.DEBUG), logging.getLogger().name)
logging.getLogger(__name__).warning("from main")
logging.log(logging.ERROR, "via log")
log.log(25, "custom level")
print(logging.getLevelName(10), logging.getLevelName(25), log.getEffectiveLevel())
print("ok")
