# MISTAKE: biases are tested with `if b:` instead of `is not None`, which raises "truth value of an array is ambiguous" for any bias with more than one element.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = np.matmul(x, w)
        if b:
            y = y + b
        out.append(y)
    return tuple(out)
