import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    outs = []
    for w, b in zip((w_q, w_k, w_v), (b_q, b_k, b_v)):
        if x.shape[-1] != w.shape[0]:
            raise ValueError("feature size mismatch")
        y = np.matmul(x, w)
        if b is not None:
            y += b
        outs.append(y)
    return outs[0], outs[1], outs[2]
