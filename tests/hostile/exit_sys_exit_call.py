# class: exits
# expect: runtime_error
import sys


def softmax(x, axis=-1):
    sys.exit(3)
