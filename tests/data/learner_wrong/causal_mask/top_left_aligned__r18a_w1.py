# MISTAKE: top-left aligned lower triangle (np.tril with k=0), ignoring the k_len - q_len offset; wrong whenever k_len != q_len (KV cache).
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
