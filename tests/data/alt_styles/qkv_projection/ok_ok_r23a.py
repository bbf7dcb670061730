import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    d_model = x.shape[-1]
    out = []
    for name, w, b in (("w_q", w_q, b_q), ("w_k", w_k, b_k), ("w_v", w_v, b_v)):
        w = np.asarray(w)
        if w.ndim != 2 or w.shape[0] != d_model:
            raise ValueError(f"{name} has shape {w.shape}, expected ({d_model}, d_out)")
        y = x @ w
        if b is not None:
            b = np.asarray(b)
            if b.shape != (w.shape[1],):
                raise ValueError(f"bias for {name} has shape {b.shape}, expected ({w.shape[1]},)")
            y = y + b
        out.append(y)
    return tuple(out)
