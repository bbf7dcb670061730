# WRONG: PyTorch nn.Linear convention x @ W.T (transposes every weight) — silently wrong for square weights, raises for non-square ones.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = x @ w.T
        out.append(y if b is None else y + b)
    return tuple(out)
