# MISTAKE: inverts np.triu(..., k=offset) instead of k=offset + 1, so the diagonal (a token looking at itself / the aligned key) is masked out.
import numpy as np


def _future(q_len, k_len):
    offset = k_len - q_len
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=offset)


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return ~_future(q_len, k_len)
