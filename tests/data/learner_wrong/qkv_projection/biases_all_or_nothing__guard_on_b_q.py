import numpy as np

# uses b_q for all three projections
def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q; k = x @ w_k; v = x @ w_v
    if b_q is not None:
        q = q + b_q
        k = k + (b_k if b_k is not None else 0)
        v = v + (b_v if b_v is not None else 0)
    return q, k, v
