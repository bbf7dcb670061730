# MISTAKE: (1) PyTorch habit: every weight is transposed (x @ W.T), wrong for our (d_in, d_out) orientation
#          (only "works" shape-wise for square weights); (2) b_v is never added to v (forgotten step).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q.T
    k = x @ w_k.T
    v = x @ w_v.T
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    return q, k, v
