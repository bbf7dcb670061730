# WRONG: nanoGPT-style buffer np.tril(np.ones((q_len, k_len))): returns float64 1/0 instead of bool, and np.tril is top-left aligned (wrong when k_len != q_len: a KV cache row does not see the newest keys).
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len)))
