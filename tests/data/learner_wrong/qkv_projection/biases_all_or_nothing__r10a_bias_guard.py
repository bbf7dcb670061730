# Biases applied only when all three are given (`if b_q is not None and b_k is not None and b_v is not None`): a lone bias is ignored.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q, k, v = x @ w_q, x @ w_k, x @ w_v
    if b_q is not None and b_k is not None and b_v is not None:
        q, k, v = q + b_q, k + b_k, v + b_v
    return q, k, v
