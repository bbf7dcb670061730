# MISTAKE: np.tril with the default k=0 aligns the mask top-left (j <= i); when k_len != q_len it must be bottom-right (j <= i + k_len - q_len).
import numpy as np

def causal_mask(q_len, k_len=None):
    return np.tril(np.ones((q_len, k_len or q_len), bool))
