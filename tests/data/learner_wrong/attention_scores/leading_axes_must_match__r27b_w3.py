# MISTAKE: it raises ValueError when q and k have a different number of dimensions, refusing valid broadcasting such as q (batch, heads, q_len, d_k) against a shared k (k_len, d_k).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim != k.ndim:
        raise ValueError("q and k must have the same number of dimensions")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    kt = k.transpose(*range(k.ndim - 2), k.ndim - 1, k.ndim - 2)
    out = np.matmul(q, kt) * (1.0 / np.sqrt(q.shape[-1]))
    return out.astype(q.dtype, copy=False)
