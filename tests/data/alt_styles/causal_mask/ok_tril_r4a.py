# correct: np.tril with the bottom-right offset
import numpy as np

def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len)
