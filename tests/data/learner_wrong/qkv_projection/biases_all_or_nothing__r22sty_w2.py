# MISTAKE: the biases are added only when all three are given (all-or-nothing); if just b_q (or any subset) is passed, every bias is silently dropped.
import numpy as np
from functools import reduce


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    ws = [w_q, w_k, w_v]
    bs = [b_q, b_k, b_v]
    outs = [np.matmul(x, w) for w in ws]
    have_bias = reduce(lambda acc, b: acc and b is not None, bs, True)
    if have_bias:
        outs = [o + b for o, b in zip(outs, bs)]
    return tuple(outs)
