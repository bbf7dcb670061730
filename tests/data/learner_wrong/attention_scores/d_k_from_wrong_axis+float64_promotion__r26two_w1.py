# MISTAKE: it divides by np.sqrt(d_k), a float64 numpy scalar, which under NumPy 2 promotes float32 inputs to a float64 result.
# MISTAKE: d_k is read from k.shape[-2] (the number of keys) instead of the feature size q.shape[-1], so the scale is 1/sqrt(k_len).
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("feature sizes differ")
    d_k = k.shape[-2]
    raw = np.matmul(q, np.swapaxes(k, -2, -1))
    return raw / np.sqrt(d_k)
