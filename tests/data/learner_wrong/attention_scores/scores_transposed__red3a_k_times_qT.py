# mistake: computes k @ q^T, i.e. (k_len, q_len) scores (keys against queries)
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k")
    return (k @ np.swapaxes(q, -1, -2)) / np.sqrt(q.shape[-1]).astype(q.dtype)
