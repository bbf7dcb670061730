import numpy as np

# returns 0/1 integers instead of booleans
def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=int), k=k_len - q_len)
