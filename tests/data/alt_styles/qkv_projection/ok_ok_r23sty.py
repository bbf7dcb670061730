import numpy as np


def _linear(x, w, b):
    w = np.asarray(w)
    if x.shape[-1] != w.shape[0]:
        raise ValueError(f"x has {x.shape[-1]} features but the weight expects {w.shape[0]}")
    y = np.einsum("...sd,de->...se", x, w)
    if b is not None:
        y = y + np.asarray(b)
    return y


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    # One einsum per projection; each bias optional on its own.
    x = np.asarray(x)
    return tuple(_linear(x, w, b) for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)))
