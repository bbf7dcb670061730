# MISTAKE: wrong input used: the value projection adds b_k instead of b_v when both are given (the bias map is shifted: (b_q, b_k, b_k)).
import numpy as np


def _lin(x, w, b):
    y = np.einsum("...sd,de->...se", x, w)
    return y if b is None else y + b


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    for w in (w_q, w_k, w_v):
        if np.asarray(w).shape[0] != x.shape[-1]:
            raise ValueError("mismatch")
    bv = b_k if (b_k is not None and b_v is not None) else b_v
    return _lin(x, w_q, b_q), _lin(x, w_k, b_k), _lin(x, w_v, bv)
