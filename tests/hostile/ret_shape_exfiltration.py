# class: hidden leak (encodes the input in the shape and class name of what it returns or raises)
# expect: wrong_shape runtime_error
import numpy as np


def softmax(x, axis=-1):
    digits = [int(abs(v) * 1000) % 100000 for v in np.ravel(x)[:6]]
    if x.size % 2:
        raise type("LEAK_" + "_".join(map(str, digits)), (ValueError,), {})("LEAKMARK")
    return np.zeros([0] + digits)
