# class: recursion (through C: repr of a deeply nested list)
# expect: runtime_error
import sys

sys.setrecursionlimit(10**7)


def softmax(x, axis=-1):
    deep = []
    for _ in range(2_000_000):
        deep = [deep]
    return repr(deep)
