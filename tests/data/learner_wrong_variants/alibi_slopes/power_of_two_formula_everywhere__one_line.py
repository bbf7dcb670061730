import numpy as np


def alibi_slopes(num_heads):
    if num_heads < 1:
        raise ValueError("num_heads")
    return np.array([2 ** (-8 * (h + 1) / num_heads) for h in range(num_heads)])
