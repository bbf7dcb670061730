# Wrong: transposes the weights (x @ W.T, nn.Linear convention; wrong values for square W, ValueError for non-square), and `b or 0` raises on any array bias (truth value of an array is ambiguous).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q.T + (b_q or 0)
    k = x @ w_k.T + (b_k or 0)
    v = x @ w_v.T + (b_v or 0)
    return q, k, v
