# MISTAKE: (1) the weights are transposed (x @ w.T, PyTorch habit) -- wrong whenever the weights are not square/symmetric; (2) v uses b_k instead of b_v as its bias.
import numpy as np

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q.T
    k = x @ w_k.T
    v = x @ w_v.T
    if b_q is not None: q = q + b_q
    if b_k is not None:
        k = k + b_k
        v = v + b_k
    return q, k, v
