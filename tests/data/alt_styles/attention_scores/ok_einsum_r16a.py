import numpy as np
import math

def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    s = np.einsum("...qd,...kd->...qk", q, k)
    return (s / math.sqrt(q.shape[-1])).astype(np.result_type(q, k), copy=False)
