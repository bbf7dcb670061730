# MISTAKE: a copy-paste slip: the value projection adds b_k instead of b_v (wrong input used), and
# when only b_v is given it is ignored.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    outs = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_k)):
        o = x @ w
        if b is not None:
            o = o + b
        outs.append(o)
    return tuple(outs)
