# class: exits (while loading)
# expect: runtime_error
import os

os._exit(0)


def softmax(x, axis=-1):
    return x
