import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    res = []
    for w, b in [(w_q, b_q), (w_k, b_k), (w_v, b_v)]:
        if w.ndim != 2 or w.shape[0] != x.shape[-1]:
            raise ValueError(f"weight of shape {w.shape} does not fit {x.shape[-1]} input features")
        y = np.tensordot(x, w, axes=([x.ndim - 1], [0]))
        if b is not None:
            y = y + b
        res.append(y)
    q, k, v = res
    return q, k, v
