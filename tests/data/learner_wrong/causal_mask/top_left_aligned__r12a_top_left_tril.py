# Wrong: top-left aligned (np.tril with offset 0): query i sees keys j <= i, so with a KV cache (k_len > q_len) the new queries miss the latest keys, and with q_len > k_len the first rows are not all False.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
