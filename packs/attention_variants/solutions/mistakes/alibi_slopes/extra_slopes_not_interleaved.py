import math

import numpy as np


def _geometric(n):
    start = 2.0 ** (-8.0 / n)
    return [start ** (h + 1) for h in range(n)]


def alibi_slopes(num_heads):
    if num_heads < 1:
        raise ValueError("num_heads must be >= 1")
    if math.log2(num_heads).is_integer():
        return np.array(_geometric(num_heads))
    p = 2 ** math.floor(math.log2(num_heads))
    return np.array(_geometric(p) + _geometric(2 * p)[: num_heads - p])  # forgot [0::2]
