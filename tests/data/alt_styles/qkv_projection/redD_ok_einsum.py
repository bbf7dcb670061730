import numpy as np

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    out = []
    for w, bias in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        if x.shape[-1] != w.shape[0]:
            raise ValueError("feature size")
        y = np.einsum("...d,de->...e", x, w)
        if bias is not None:
            y = y + bias
        out.append(y.astype(x.dtype))
    return tuple(out)
