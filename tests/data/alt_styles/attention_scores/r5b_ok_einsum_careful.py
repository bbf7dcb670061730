import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    d_k = q.shape[-1]
    scale = np.asarray(1.0 / np.sqrt(d_k), dtype=np.result_type(q, k))
    return np.einsum("...qd,...kd->...qk", q, k) * scale
