# mistake: top-left alignment (np.tril with k=0), wrong when q_len != k_len
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
