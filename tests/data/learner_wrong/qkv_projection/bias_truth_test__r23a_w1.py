# MISTAKE: Tests the optional biases with `if b_q:` (truthiness of an array) instead of `is not None`, which raises "truth value of an array is ambiguous" for any bias with more than one element (and skips a 1-element zero bias).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if b_q:
        q = q + b_q
    if b_k:
        k = k + b_k
    if b_v:
        v = v + b_v
    return q, k, v
