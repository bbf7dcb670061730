import numpy as np

# top-left alignment: np.tril without the k_len - q_len offset
def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
