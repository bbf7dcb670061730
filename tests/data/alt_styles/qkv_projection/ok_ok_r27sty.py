# CORRECT: one lambda applied with map over the three (weight, bias) pairs, each bias optional on its own.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    project = lambda w, b: (x @ w) if b is None else (x @ w) + b
    return tuple(map(project, (w_q, w_k, w_v), (b_q, b_k, b_v)))
