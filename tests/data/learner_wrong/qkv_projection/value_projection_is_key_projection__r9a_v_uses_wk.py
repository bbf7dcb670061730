# WRONG: copy-paste slip, v is computed with w_k instead of w_v (v = x @ w_k + b_v); wrong values, or a shape/broadcast error when d_v != d_k
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def lin(w, b):
        y = x @ w
        return y if b is None else y + b
    return lin(w_q, b_q), lin(w_k, b_k), lin(w_k, b_v)
