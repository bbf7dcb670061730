# MISTAKE: tests each bias with `if b:`, which raises ValueError ("truth value of an array is ambiguous") for any bias with more than one element.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
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
