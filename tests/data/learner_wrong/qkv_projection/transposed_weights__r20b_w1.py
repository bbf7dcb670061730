# MISTAKE: PyTorch orientation -- multiplies by the transposed weights (x @ W.T) instead of x @ W.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = x @ w.T
        if b is not None:
            y = y + b
        out.append(y)
    return tuple(out)
