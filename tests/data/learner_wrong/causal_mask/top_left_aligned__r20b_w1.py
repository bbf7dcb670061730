# MISTAKE: top-left aligned instead of bottom-right -- np.tril with k=0 ignores the (k_len - q_len) offset, so with a KV cache (k_len > q_len) or q_len > k_len the rows are shifted.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
