import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError(f"d_k mismatch: q has {d_k}, k has {k.shape[-1]}")
    s = np.einsum("...qd,...kd->...qk", q, k)
    return (s * (1.0 / math.sqrt(d_k))).astype(np.result_type(q, k), copy=False)
