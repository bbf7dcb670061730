import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    # mistake: np.asarray(..., dtype=float) everywhere: float32 input comes back float64
    x = np.asarray(x, dtype=float)
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = x @ np.asarray(w, dtype=float)
        if b is not None:
            y = y + b
        out.append(y)
    return tuple(out)
