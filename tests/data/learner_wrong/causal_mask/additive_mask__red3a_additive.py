# mistake: returns the additive float mask (0 where allowed, -inf where not) instead of booleans
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    allowed = np.tril(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len)
    return np.where(allowed, 0.0, -np.inf)
