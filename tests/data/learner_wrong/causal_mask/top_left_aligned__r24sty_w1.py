# MISTAKE: np.tril of a (q_len, k_len) block is aligned to the top-left (j <= i), not the bottom-right (j <= i + k_len - q_len), so with a KV cache (k_len > q_len) the new queries cannot see most of the cached keys.
import numpy as np
from functools import partial

_ones = partial(np.ones, dtype=bool)


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(_ones((q_len, k_len)))
