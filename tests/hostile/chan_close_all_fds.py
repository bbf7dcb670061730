# class: channel (closes every descriptor)
# expect: runtime_error
import os


def softmax(x, axis=-1):
    os.closerange(0, 1 << 16)
    return x
