import math
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError(f"d_k mismatch: q has {d_k}, k has {k.shape[-1]}")
    s = np.matmul(q, np.swapaxes(k, -1, -2))
    return (s / math.sqrt(d_k)).astype(np.result_type(q, k), copy=False)
