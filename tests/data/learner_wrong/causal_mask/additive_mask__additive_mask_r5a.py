# mistake: returns the additive float mask (0 where allowed, -inf in the future) instead of booleans
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    allowed = np.tri(q_len, k_len, k=k_len - q_len, dtype=bool)
    return np.where(allowed, 0.0, -np.inf)
