# Wrong: uses PyTorch nn.Linear's layout, x @ W.T, although W is (d_in, d_out) and must multiply from the right untransposed (wrong values for square weights, a shape error otherwise).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = np.matmul(x, w.T)
        if b is not None:
            y = y + b
        out.append(y)
    return tuple(out)
