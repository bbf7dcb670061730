import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def lin(w, b):
        return (x if b is None else x + b) @ w
    return lin(w_q, b_q), lin(w_k, b_k), lin(w_v, b_v)
