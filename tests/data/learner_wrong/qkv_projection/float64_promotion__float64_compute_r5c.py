# mistake: computes in float64 for "precision" and never casts back (float32 in -> float64 out)
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x64 = np.asarray(x, dtype=np.float64)
    res = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = x64 @ np.asarray(w, dtype=np.float64)
        if b is not None:
            y += b
        res.append(y)
    return tuple(res)
