import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k mismatch: {q.shape[-1]} vs {k.shape[-1]}")
    s = np.einsum("...qd,...kd->...qk", q, k)
    return (s / math.sqrt(q.shape[-1])).astype(np.result_type(q, k), copy=False)
