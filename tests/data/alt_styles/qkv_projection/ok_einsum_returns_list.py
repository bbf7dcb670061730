"""Correct: einsum per projection; a list instead of a tuple."""
import numpy as np

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    outs = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = np.einsum("...i,io->...o", x, w)
        outs.append(y if b is None else y + b)
    return outs  # a list is fine too
