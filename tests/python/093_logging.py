import logging
logging.basicConfig(level=logging.INFO)
print("before logging")
logging.debug("debug message (filtered out)")
logging.info("info message %d", 42)
logging.warning("warning message: %s", "careful")
logging.error("error message")
print("after logging")
for i in range(3):
    logging.info("iteration %d of %d", i, 3)
    print("iteration", i)
print(logging.INFO, logging.WARNING, logging.DEBUG, logging.ERROR)
print("done")
