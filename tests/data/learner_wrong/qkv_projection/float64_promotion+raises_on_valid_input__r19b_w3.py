# MISTAKE: (1) einsum "sd,do->so" only accepts 2-D x, so batched (..., seq_len, d_model) input fails; (2) casts x and weights to float64, so float32 comes back as float64.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = x.astype(np.float64)
    result = []
    for w, b in zip((w_q, w_k, w_v), (b_q, b_k, b_v)):
        w = np.asarray(w, dtype=np.float64)
        if w.shape[0] != x.shape[-1]:
            raise ValueError("feature size mismatch")
        y = np.einsum("sd,do->so", x, w)
        result.append(y if b is None else y + b)
    return tuple(result)
