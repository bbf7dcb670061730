# MISTAKE: The scale uses k.shape[-2] (the number of keys, k_len) instead of d_k = q.shape[-1].
# MISTAKE: Dividing by the numpy scalar np.sqrt(np.float64(...)) promotes float32 inputs to a float64 result (dtype not kept).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    d_k = k.shape[-2]
    scale = np.sqrt(np.float64(d_k))
    return q @ np.swapaxes(k, -1, -2) / scale
