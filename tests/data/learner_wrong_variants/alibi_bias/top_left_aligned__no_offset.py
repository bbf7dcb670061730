import numpy as np


def alibi_bias(slopes, q_len, k_len=None):
    slopes = np.asarray(slopes)
    if k_len is None:
        k_len = q_len
    rel = np.arange(k_len)[None, :] - np.arange(q_len)[:, None]
    return np.einsum("h,qk->hqk", slopes, rel).astype(slopes.dtype)
