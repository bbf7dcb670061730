# MISTAKE: casts q and k to float64 "for precision" and never casts back, so float32 inputs give a float64 result (dtype not kept).
import numpy as np


def attention_scores(q, k):
    q64 = np.asarray(q, dtype=np.float64)
    k64 = np.asarray(k, dtype=np.float64)
    d_k = q64.shape[-1]
    if k64.shape[-1] != d_k:
        raise ValueError("q and k have different d_k")
    return np.einsum("...id,...jd->...ij", q64, k64) / np.sqrt(d_k)
