import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)

    def proj(w, b):
        y = x @ w
        if b is not None:
            y = y + b
        return y.astype(x.dtype, copy=False)

    return proj(w_q, b_q), proj(w_k, b_k), proj(w_v, b_v)
