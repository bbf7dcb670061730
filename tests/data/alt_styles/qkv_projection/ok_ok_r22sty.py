import numpy as np


def _project(x, w, bias):
    if x.shape[-1] != w.shape[0]:
        raise ValueError(f"x has {x.shape[-1]} features but the weight expects {w.shape[0]}")
    y = np.einsum("...sd,de->...se", x, w)
    if bias is not None:
        y = y + bias
    return y.astype(np.result_type(x, w))


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    return tuple(_project(x, w, b) for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)))
