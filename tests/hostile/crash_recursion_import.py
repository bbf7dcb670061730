# class: recursion (while loading)
# expect: runtime_error
import sys

sys.setrecursionlimit(10**6)


def f(n):
    return f(n + 1)


f(0)


def softmax(x, axis=-1):
    return x
