import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def proj(w, b):
        if x.shape[-1] != w.shape[0]:
            raise ValueError("feature size mismatch")
        return x @ w + (0 if b is None else b)
    return proj(w_q, b_q), proj(w_k, b_k), proj(w_v, b_v)
