# CORRECT: three right-multiplications x @ W, each optional bias added independently.
import numpy as np


def _project(x, w, b):
    y = x @ w
    if b is not None:
        y = y + np.asarray(b, dtype=y.dtype)
    return y


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    return _project(x, w_q, b_q), _project(x, w_k, b_k), _project(x, w_v, b_v)
