# mistakes: x @ W.T (nn.Linear habit) AND the biases are never added
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        if x.shape[-1] != w.shape[-1]:
            raise ValueError("feature size mismatch")
        y = np.einsum("...si,oi->...so", x, w)
        out.append(y)
    return tuple(out)
