import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q if b_q is None else x @ w_q + b_q
    return q, q, q  # one projection reused as query, key and value
