# MISTAKE: Top-left alignment: np.tril with no offset ignores k_len - q_len, so with a KV cache (k_len > q_len) the new queries cannot see the cached keys, and q_len > k_len rows are wrong.
# MISTAKE: Returns the float 0/1 array from np.tril(np.ones(...)) instead of a bool array.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len)))
