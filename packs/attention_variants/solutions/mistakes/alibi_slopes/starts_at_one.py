import math

import numpy as np


def _geometric(n):
    return [2.0 ** (-8.0 * h / n) for h in range(n)]  # h from 0: the first slope is 1


def alibi_slopes(num_heads):
    if num_heads < 1:
        raise ValueError("num_heads must be >= 1")
    if math.log2(num_heads).is_integer():
        return np.array(_geometric(num_heads))
    p = 2 ** math.floor(math.log2(num_heads))
    return np.array(_geometric(p) + _geometric(2 * p)[0::2][: num_heads - p])
