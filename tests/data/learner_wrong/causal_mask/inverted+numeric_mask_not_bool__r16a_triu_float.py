# WRONG: polarity inverted (1 = future key = masked, as in an 'is masked' mask) AND returns float64 0/1 instead of bool
import numpy as np

def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.triu(np.ones((q_len, k_len)), k=1 + k_len - q_len)
