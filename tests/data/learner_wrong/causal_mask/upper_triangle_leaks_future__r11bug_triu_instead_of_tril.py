# URL: https://github.com/chibohe/CdistNet-pytorch/issues/2
# Bug: wrong triangle: np.triu instead of np.tril (same bottom-right offset), so each query sees the future (and the aligned key) instead of the past.
import numpy as np

def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len)
