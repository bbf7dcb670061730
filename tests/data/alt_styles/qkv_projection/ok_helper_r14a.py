import numpy as np


def _linear(x, w, b):
    y = np.matmul(x, w)
    if b is not None:
        y = y + b
    return y


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return tuple(_linear(x, w, b) for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)))
