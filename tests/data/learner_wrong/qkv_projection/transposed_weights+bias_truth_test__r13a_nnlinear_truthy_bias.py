# WRONG: nn.Linear habit x @ W.T (transposed weights: wrong values for square W, ValueError for d_model != d_out); and `b if b else 0` tests an array's truth value, which raises ValueError for any bias with more than one element.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q.T + (b_q if b_q else 0)
    k = x @ w_k.T + (b_k if b_k else 0)
    v = x @ w_v.T + (b_v if b_v else 0)
    return q, k, v
