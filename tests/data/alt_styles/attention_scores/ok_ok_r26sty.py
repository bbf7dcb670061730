# CORRECT: einsum with batch-broadcasting ellipsis and descriptive labels q,k,d; explicit d_k check.
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k mismatch: {q.shape[-1]} vs {k.shape[-1]}")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qb = np.broadcast_to(q, lead + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:])
    s = np.einsum("...qd,...kd->...qk", qb, kb)
    return s / np.sqrt(q.shape[-1]).astype(s.dtype)
