import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    d_k = q.shape[-1]
    s = np.einsum('...qd,...kd->...qk', q, k)
    return (s / np.sqrt(d_k)).astype(q.dtype, copy=False)
