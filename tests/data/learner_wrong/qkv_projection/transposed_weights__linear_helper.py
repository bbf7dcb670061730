import numpy as np


def _lin(x, w, b=None):
    y = np.matmul(x, np.transpose(w))
    return y if b is None else y + b


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return _lin(x, w_q, b_q), _lin(x, w_k, b_k), _lin(x, w_v, b_v)
