# WRONG: PyTorch nn.Linear habit, computes x @ W.T (transposed weights): wrong values for square W, ValueError for valid non-square W; biases right
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = x @ np.asarray(w).T
        out.append(y if b is None else y + b)
    return tuple(out)
