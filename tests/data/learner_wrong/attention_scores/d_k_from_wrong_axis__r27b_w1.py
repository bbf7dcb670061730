# MISTAKE: divides by the square root of the key length k.shape[-2] instead of sqrt(d_k) = sqrt(q.shape[-1]).
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must share d_k")
    n = k.shape[-2]
    raw = np.einsum("...id,...jd->...ij", q, k)
    return (raw / float(np.sqrt(n))).astype(q.dtype)
