# MISTAKE: wrong input used for the scale -- divides by sqrt(k_len) (k.shape[-2], the number of keys) instead of sqrt(d_k) (k.shape[-1]).
import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k feature sizes differ")
    s = np.einsum("...qd,...kd->...qk", q, k)
    n = k.shape[-2]
    return s / np.asarray(math.sqrt(n), dtype=s.dtype)
