# MISTAKE: exponent off: scales by d_k ** 0.25 (fourth root) instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    d = q.shape[-1]
    s = np.einsum("...qd,...kd->...qk", q, k)
    return (s / np.power(d, 0.25)).astype(q.dtype)
