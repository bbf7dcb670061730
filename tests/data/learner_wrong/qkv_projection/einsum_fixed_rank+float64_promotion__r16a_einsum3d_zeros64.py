# WRONG: einsum 'bsd,de->bse' only accepts 3-D x (2-D or 4-D x raise) AND a missing bias becomes np.zeros (float64), so float32 inputs return float64
import numpy as np

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        if b is None:
            b = np.zeros(w.shape[1])
        out.append(np.einsum("bsd,de->bse", x, w) + b)
    return tuple(out)
