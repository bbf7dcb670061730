# WRONG: two mistakes: casts x to float64 (float32 in -> float64 out), and b_v is ignored (value bias never added). Raises ValueError on a size mismatch via einsum.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x64 = np.asarray(x, dtype=np.float64)
    q = np.einsum("...sd,de->...se", x64, w_q)
    k = np.einsum("...sd,de->...se", x64, w_k)
    v = np.einsum("...sd,de->...se", x64, w_v)
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    return q, k, v
