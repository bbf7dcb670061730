# MISTAKE: the value projection is given b_k instead of b_v (copy-paste), so v gets the key bias (or none) rather than its own bias.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def lin(w, b):
        y = x @ w
        if b is not None:
            y = y + b
        return y

    q = lin(w_q, b_q)
    k = lin(w_k, b_k)
    v = lin(w_v, b_k)
    return q, k, v
