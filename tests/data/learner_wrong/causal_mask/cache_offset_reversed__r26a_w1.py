# MISTAKE: the diagonal offset is q_len - k_len (sign flipped), so with a KV cache (k_len > q_len) queries see too few keys and with q_len > k_len too many.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    rows = np.arange(q_len)[:, None]
    cols = np.arange(k_len)[None, :]
    return cols <= rows + (q_len - k_len)
