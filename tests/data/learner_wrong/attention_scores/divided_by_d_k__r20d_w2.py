# MISTAKE: divides by d_k instead of sqrt(d_k) (the exponent 1/2 is missing in `/ d_k`).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    d_k = q.shape[-1]
    return np.einsum('...id,...jd->...ij', q, k) / d_k
