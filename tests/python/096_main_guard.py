print("module level runs first")
print(__name__)
def helper(x):
    return x * 2
def main():
    print("in main:", helper(21))
    results = [helper(i) for i in range(3)]
    print(results)
    return 0
if __name__ == "__main__":
    print("guard is true")
    code = main()
    print("main returned", code)
else:
    print("imported, not run")
print(__name__ == "__main__", __name__ != "module")
