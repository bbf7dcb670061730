import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    # mistake: PyTorch nn.Linear habit, x @ W.T
    def lin(w, b):
        y = x @ w.T
        return y if b is None else y + b
    return lin(w_q, b_q), lin(w_k, b_k), lin(w_v, b_v)
