import math

import numpy as np


def _geo(n):
    r = 2 ** (-8 / n)
    return [r ** i for i in range(n)]


def alibi_slopes(num_heads):
    if num_heads < 1:
        raise ValueError("num_heads")
    p = 2 ** int(math.log2(num_heads))
    if p == num_heads:
        return np.array(_geo(num_heads))
    return np.array(_geo(p) + _geo(2 * p)[0::2][: num_heads - p])
