import numpy as np

# True = masked (the future), PyTorch key_padding style: np.triu(..., 1) with offset
def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
