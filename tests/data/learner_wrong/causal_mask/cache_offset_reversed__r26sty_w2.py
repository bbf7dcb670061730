# MISTAKE: the diagonal offset passed to np.tri has the wrong sign (q_len - k_len instead of k_len - q_len), so whenever k_len != q_len the mask is misaligned (e.g. a KV-cache query does not see the newest keys).
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tri(q_len, k_len, k=q_len - k_len, dtype=bool)
