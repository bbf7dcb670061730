# mistake: polarity inverted (True = masked, the future), like torch.triu(..., 1)
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
