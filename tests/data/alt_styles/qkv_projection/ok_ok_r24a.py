import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    for name, w in (("w_q", w_q), ("w_k", w_k), ("w_v", w_v)):
        if w.ndim != 2 or w.shape[0] != x.shape[-1]:
            raise ValueError(f"{name} has shape {w.shape}, expected ({x.shape[-1]}, d_out)")

    def proj(w, b):
        y = x @ w
        if b is not None:
            y = y + b
        return y

    return proj(w_q, b_q), proj(w_k, b_k), proj(w_v, b_v)
