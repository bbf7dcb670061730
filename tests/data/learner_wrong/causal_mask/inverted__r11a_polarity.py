# WRONG: polarity inverted — returns True for the FUTURE keys (the "is masked" convention), False where the query may attend.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=1 + (k_len - q_len))
