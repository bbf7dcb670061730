# MISTAKE: the einsum subscripts 'sd,de->se' are hard-coded for 2-D x, so a batched x of shape (batch, seq_len, d_model) raises instead of being projected.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        if np.shape(x)[-1] != np.shape(w)[0]:
            raise ValueError("x and weight do not fit")
        y = np.einsum("sd,de->se", x, w)
        if b is not None:
            y = y + b
        out.append(y)
    return tuple(out)
