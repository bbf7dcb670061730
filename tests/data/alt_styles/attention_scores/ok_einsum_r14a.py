import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k have different d_k")
    d_k = q.shape[-1]
    s = np.einsum("...qd,...kd->...qk", q, k)
    return (s / math.sqrt(d_k)).astype(np.result_type(q, k), copy=False)
