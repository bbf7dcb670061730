# MISTAKE: The hand-written shape check requires q and k to have identical leading (batch/head) axes and raises ValueError otherwise, so valid broadcasting inputs (e.g. k of shape (k_len, d_k) shared by a batch of queries, or heads=1 against heads=h) are rejected.
import math

import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k mismatch: q has {q.shape[-1]}, k has {k.shape[-1]}")
    if q.shape[:-2] != k.shape[:-2]:
        raise ValueError(f"batch axes differ: {q.shape[:-2]} vs {k.shape[:-2]}")
    d_k = q.shape[-1]
    return np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
