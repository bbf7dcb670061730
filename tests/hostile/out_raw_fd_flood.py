# class: output (straight to fd 1, around sys.stdout)
# expect: output_limit_exceeded
import os


def softmax(x, axis=-1):
    chunk = b"y" * (1 << 20)
    for _ in range(256):
        os.write(1, chunk)
    return x
