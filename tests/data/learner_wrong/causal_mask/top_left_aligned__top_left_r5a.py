# mistake: top-left alignment (plain np.tril, no k_len - q_len offset): wrong whenever q_len != k_len
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
