# MISTAKE: a missing bias is replaced by np.zeros(d_out), which is float64, so float32 inputs come back as float64 whenever a bias is None (dtype not kept).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    # MATLAB habit: default bias = zeros(1, d_out), then Y = X*W + b
    [d_in] = x.shape[-1:]
    W = [w_q, w_k, w_v]
    Bs = [b_q, b_k, b_v]
    Y = [None, None, None]
    for idx in range(3):
        if W[idx].shape[0] != d_in:
            raise ValueError("weight %d has %d input features, x has %d" % (idx, W[idx].shape[0], d_in))
        b = Bs[idx]
        if b is None:
            b = np.zeros(W[idx].shape[1])
        Y[idx] = x @ W[idx] + b
    return Y[0], Y[1], Y[2]
