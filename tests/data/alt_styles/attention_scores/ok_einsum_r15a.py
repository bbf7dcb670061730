import math
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("q and k must have the same last-axis size")
    s = np.einsum("...qd,...kd->...qk", q, k)
    return (s * (1.0 / math.sqrt(d_k))).astype(q.dtype, copy=False)
