# MISTAKE: the bias is added as (b or 0), which raises "truth value of an array is ambiguous" for any real bias vector with more than one element.
# MISTAKE: the keys are projected with w_q instead of w_k (k = x @ w_q + b_k).
import numpy as np


def _lin(x, w, b):
    return x @ w + (b or 0)


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = _lin(x, w_q, b_q)
    k = _lin(x, w_q, b_k)
    v = _lin(x, w_v, b_v)
    return q, k, v
