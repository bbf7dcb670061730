import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k mismatch: q has {q.shape[-1]}, k has {k.shape[-1]}")
    d_k = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2)
    return (s / np.sqrt(d_k)).astype(s.dtype, copy=False)
