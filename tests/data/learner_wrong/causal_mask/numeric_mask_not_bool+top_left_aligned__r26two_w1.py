# MISTAKE: np.tril with the default k=0 is top-left aligned, ignoring the k_len - q_len offset, so with a KV cache the newest query does not see every key (and for q_len > k_len the first rows are not all False).
# MISTAKE: the mask is built from np.ones without dtype=bool, so it returns float 0/1 instead of booleans.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len)))
