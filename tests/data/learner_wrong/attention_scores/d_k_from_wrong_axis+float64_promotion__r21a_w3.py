# MISTAKE: (1) scales by sqrt(k_len) (k.shape[-2], the number of keys) instead of sqrt(d_k); (2) computes in float64 (q.astype(float)), so float32 inputs return float64.
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must share d_k")
    n = k.shape[-2]
    raw = np.einsum("...qd,...kd->...qk", q.astype(float), k.astype(float))
    return raw / np.sqrt(n)
