# logging records name the calling line: lineno, funcName, filename, module (stacklevel too).
import io
import logging

buf = io.StringIO()
logging.basicConfig(stream=buf, level=logging.DEBUG,
                    format="%(filename)s %(module)s %(funcName)s:%(lineno)d %(levelname)s %(message)s")
log = logging.getLogger("app")


def work(n):
    for i in range(n):
        if i % 2:
            log.debug("odd %d", i)
    log.info("worked")


def helper(msg):
    log.warning(msg, stacklevel=2)


class Service:
    def run(self):
        helper("from run")
        logging.error("module-level call")

    @staticmethod
    def static():
        log.critical("static")


work(3)
Service().run()
Service.static()
adapter = logging.LoggerAdapter(log, {"k": 1})
adapter.info("adapted")
log.info("top level")
try:
    1 / 0
except ZeroDivisionError:
    log.exception("failed")
print([l for l in buf.getvalue().splitlines() if not l.startswith(" ")])
rec = logging.makeLogRecord({"msg": "m"})
print(rec.lineno, rec.pathname, rec.funcName)
