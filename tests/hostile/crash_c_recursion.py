# class: recursion (through C: repr of a deeply nested list)
# expect: runtime_error time_limit_exceeded
# (a C stack overflow crashes the process; on a loaded machine the 3 s limit can come first)
import sys

sys.setrecursionlimit(10**7)


def softmax(x, axis=-1):
    deep = []
    for _ in range(2_000_000):
        deep = [deep]
    return repr(deep)
