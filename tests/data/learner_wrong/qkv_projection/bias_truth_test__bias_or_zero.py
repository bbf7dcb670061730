# mistake: `b or 0` on an array raises "truth value of an array is ambiguous"
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return x @ w_q + (b_q or 0), x @ w_k + (b_k or 0), x @ w_v + (b_v or 0)
