# MISTAKE: the diagonal offset is clamped with max(k_len - q_len, 0), so for q_len > k_len the mask is top-left aligned instead of having its first q_len - k_len rows all False.
# MISTAKE: np.tri is called with k = offset - 1, i.e. a strict inequality j < i + offset, so a token may not attend to its own key.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = max(k_len - q_len, 0)
    return np.tri(q_len, k_len, k=offset - 1, dtype=bool)
