import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    d = x.shape[-1]
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        if w.shape[0] != d:
            raise ValueError(f"weight has {w.shape[0]} input features, x has {d}")
        y = np.einsum("...i,io->...o", x, w)
        if b is not None:
            y = y + b.astype(y.dtype)
        out.append(y)
    return tuple(out)
