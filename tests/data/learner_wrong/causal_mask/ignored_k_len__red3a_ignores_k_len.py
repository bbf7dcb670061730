# mistake: ignores k_len, always a square (q_len, q_len) mask
import numpy as np


def causal_mask(q_len, k_len=None):
    n = q_len
    return np.tril(np.ones((n, n), dtype=bool))
