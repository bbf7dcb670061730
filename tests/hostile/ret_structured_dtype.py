# class: results (structured dtype)
# expect: invalid_output
import numpy as np


def softmax(x, axis=-1):
    return np.zeros(x.shape, dtype=[("a", "<f8"), ("b", "<i4")])
