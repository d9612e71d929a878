# logging as CPython's: the logger tree (levels inherited, records passed up while
# propagate), handlers with their own levels and formatters ('%' with widths, '{'),
# filters, LoggerAdapter, FileHandler, basicConfig(stream=, format=, force=), disable.
import logging, sys, os, tempfile
logging.basicConfig(stream=sys.stdout, level=logging.DEBUG, format="[%(levelname)-8s] %(name)5s: %(message)s")
log = logging.getLogger("app")
log.info("shown %d", 1)
logging.getLogger().setLevel(logging.WARNING)
log.info("hidden")
print(log.isEnabledFor(logging.INFO), log.getEffectiveLevel(), log, logging.getLogger(), log.parent)
log.warning("disk %d%% full", 91)
child = logging.getLogger("app.db")
print(child.parent is log, child.getEffectiveLevel())
child.setLevel(logging.DEBUG)
child.debug("child debug %s", {"k": 1})
child.debug("named %(a)s and %(b)d", {"a": "x", "b": 2})
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("{levelname}|{name}|{message}", style="{"))
h.setLevel(logging.ERROR)
child.addHandler(h)
child.error("both handlers")
child.propagate = False
child.error("only own handler")
child.warning("below own handler's level")
class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.getMessage().endswith(("1", "3"))
log.addFilter(OnlyOdd())
for i in range(4):
    log.error("n=%d", i)
log.filters.clear()
try:
    1 / 0
except ZeroDivisionError as e:
    print(sys.exc_info()[0].__name__, sys.exception() is e)
print(sys.exc_info(), sys.exception())
adapter = logging.LoggerAdapter(log, {"user": "bob"})
adapter.warning("adapted")
d = tempfile.mkdtemp()
path = os.path.join(d, "app.log")
fh = logging.FileHandler(path, mode="w")
fh.setFormatter(logging.Formatter("%(levelname)s:%(message)s"))
log.addHandler(fh)
log.error("to file too")
fh.close()
print(open(path).read().strip())
print(logging.getLevelName(20), logging.getLevelName("ERROR"), logging.getLevelName(25))
logging.disable(logging.CRITICAL)
log.critical("disabled")
logging.disable(logging.NOTSET)
log.critical("enabled %s", "again")
print(logging.root.handlers[0].formatter._fmt, len(logging.root.handlers))
logging.basicConfig(stream=sys.stdout, format="%(message)s", force=True)
logging.warning("forced %s", "config")
other = logging.getLogger("x.y.z")
print(other.parent.name, logging.getLogger("x").name, other.parent.name)
