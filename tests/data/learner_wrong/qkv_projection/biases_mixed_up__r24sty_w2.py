# MISTAKE: copy-paste slip in the parameter table: the key projection is paired with b_q instead of b_k, so keys get the query bias (and lose their own).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    params = {
        "q": (w_q, b_q),
        "k": (w_k, b_q),
        "v": (w_v, b_v),
    }
    out = {}
    for name, (w, b) in params.items():
        w = np.asarray(w)
        if w.shape[0] != x.shape[-1]:
            raise ValueError(f"w_{name} expects {w.shape[0]} input features, x has {x.shape[-1]}")
        y = np.matmul(x, w)
        out[name] = y if b is None else y + np.asarray(b)
    return out["q"], out["k"], out["v"]
