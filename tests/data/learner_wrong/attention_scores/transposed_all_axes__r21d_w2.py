# MISTAKE: transposes the wrong axes: k.T reverses ALL axes and the fix-up moveaxis is only right for 3-D; for 4-D (batch, heads, k_len, d) keys the batch and head axes end up swapped (keys of head h used for batch item h).
import numpy as np
import math


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    kt = k.T
    if k.ndim > 2:
        kt = np.moveaxis(kt, tuple(range(2, k.ndim)), tuple(range(k.ndim - 2)))
    return (np.matmul(q, kt) / math.sqrt(q.shape[-1])).astype(q.dtype)
