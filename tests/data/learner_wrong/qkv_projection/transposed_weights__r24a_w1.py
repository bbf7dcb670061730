# MISTAKE: PyTorch nn.Linear habit: each projection is computed as x @ W.T, treating the weights as (d_out, d_in) instead of multiplying by W from the right.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def linear(w, b):
        y = x @ w.T
        return y if b is None else y + b

    return linear(w_q, b_q), linear(w_k, b_k), linear(w_v, b_v)
