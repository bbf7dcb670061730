import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return x.dot(w_q), x.dot(w_k), x.dot(w_v)
