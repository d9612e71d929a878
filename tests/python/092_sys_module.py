import sys
print(len(sys.argv))
print(type(sys.argv).__name__, type(sys.argv[0]).__name__)
print(sys.argv[0].endswith(".py"))
print(sys.argv[1:])
print("to stderr", file=sys.stderr)
print("stdout continues")
from sys import argv
print(argv is sys.argv, len(argv))
def main():
    print("main running")
    return 0
rc = main()
print("exiting with", rc)
sys.exit(rc)
