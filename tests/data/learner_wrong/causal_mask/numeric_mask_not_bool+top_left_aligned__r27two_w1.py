# MISTAKE: np.tril is used without the k_len - q_len offset, i.e. top-left alignment, so for q_len != k_len the rows are wrong (e.g. causal_mask(2, 5) hides cached keys from the newest query).
# MISTAKE: the result is the float array of np.tril(np.ones(...)) (0.0/1.0), not dtype bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len)))
