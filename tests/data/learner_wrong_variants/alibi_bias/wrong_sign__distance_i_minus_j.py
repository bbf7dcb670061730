import numpy as np


def alibi_bias(slopes, q_len, k_len=None):
    slopes = np.asarray(slopes)
    k_len = q_len if k_len is None else k_len
    i = np.arange(q_len)[:, None] + k_len - q_len
    j = np.arange(k_len)[None, :]
    return (slopes[:, None, None] * (i - j)[None]).astype(slopes.dtype)
