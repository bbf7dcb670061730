# MISTAKE: (1) top-left aligned: np.tril with offset 0 ignores the k_len - q_len shift, wrong whenever k_len != q_len; (2) returns float 0/1 (np.ones default dtype) instead of bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len)))
