import numpy as np


def attention_scores(q, k):
    # einsum does the batched dot products and broadcasts the leading axes.
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k mismatch: q has {q.shape[-1]}, k has {k.shape[-1]}")
    d_k = q.shape[-1]
    raw = np.einsum("...id,...jd->...ij", q, k)
    return raw / q.dtype.type(np.sqrt(d_k))
