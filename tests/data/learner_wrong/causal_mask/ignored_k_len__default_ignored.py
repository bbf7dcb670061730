# mistake: square only: ignores k_len (always q_len x q_len)
import numpy as np


def causal_mask(q_len, k_len=None):
    return np.tril(np.ones((q_len, q_len), dtype=bool))
