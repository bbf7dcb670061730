# mistake: scales by sqrt of the number of keys (k_len) instead of d_k
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    scale = 1.0 / np.sqrt(k.shape[-2])
    out = np.einsum("...qd,...kd->...qk", q, k) * scale
    return out.astype(q.dtype)
