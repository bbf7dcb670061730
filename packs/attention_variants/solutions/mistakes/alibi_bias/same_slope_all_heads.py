import numpy as np


def alibi_bias(slopes, q_len, k_len=None):
    slopes = np.asarray(slopes)
    k_len = q_len if k_len is None else k_len
    p = np.arange(q_len)[:, None] + (k_len - q_len)
    j = np.arange(k_len)[None, :]
    one = slopes[0] * (j - p)  # the first head's slope for every head
    return np.broadcast_to(one, (len(slopes), q_len, k_len)).astype(slopes.dtype)
