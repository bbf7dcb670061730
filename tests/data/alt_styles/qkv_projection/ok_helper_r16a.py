import numpy as np

def _linear(x, w, b):
    y = x @ w
    if b is not None:
        y = y + b
    return y

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return _linear(x, w_q, b_q), _linear(x, w_k, b_k), _linear(x, w_v, b_v)
