import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("d_k differs")
    return np.einsum("...qd,...kd->...qk", q, k) / d_k
