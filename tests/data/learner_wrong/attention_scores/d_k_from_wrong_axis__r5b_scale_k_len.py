# mistake: scales by sqrt(k_len) (k.shape[-2]) instead of sqrt(d_k)
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    scale = np.sqrt(k.shape[-2]).astype(q.dtype)
    return np.matmul(q, np.swapaxes(k, -1, -2)) / scale
