# class: output (stderr)
# expect: output_limit_exceeded
import sys


def softmax(x, axis=-1):
    for _ in range(100000):
        sys.stderr.write("z" * 1000 + "\n")
    return x
