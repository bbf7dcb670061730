# MISTAKE: converts x and the weights to float64 up front, so float32 inputs produce float64 outputs.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x, dtype=np.float64)
    outs = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        w = np.asarray(w, dtype=np.float64)
        if x.shape[-1] != w.shape[0]:
            raise ValueError(f"x has {x.shape[-1]} features but weight expects {w.shape[0]}")
        y = np.einsum('...sd,de->...se', x, w)
        if b is not None:
            y = y + np.asarray(b, dtype=np.float64)
        outs.append(y)
    return tuple(outs)
