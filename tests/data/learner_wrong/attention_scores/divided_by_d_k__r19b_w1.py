# MISTAKE: wrong scale -- divides the dot products by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    return np.einsum("...qd,...kd->...qk", q, k) / d_k if q.shape[-1] == k.shape[-1] else _bad(q, k)


def _bad(q, k):
    raise ValueError("last axes differ")
