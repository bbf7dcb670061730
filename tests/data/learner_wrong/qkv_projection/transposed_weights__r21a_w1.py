# MISTAKE: PyTorch orientation -- multiplies by the transposed weights (x @ w.T) instead of x @ w: wrong values for square weights, shape error / wrong shape when d_out != d_model.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    outs = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = x @ w.T
        if b is not None:
            y = y + b
        outs.append(y)
    return tuple(outs)
