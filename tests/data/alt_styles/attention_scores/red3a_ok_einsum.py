import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    d_k = q.shape[-1]
    s = np.einsum("...id,...jd->...ij", q, k)
    return (s / math.sqrt(d_k)).astype(np.result_type(q, k), copy=False)
