# MISTAKE: (1) v is projected with w_k instead of w_v (copy-paste); (2) uses np.einsum(..., dtype=np.float64) so float32 in gives float64 out.
import numpy as np

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    outs = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_k, b_v)):
        if x.shape[-1] != w.shape[0]:
            raise ValueError("feature size mismatch")
        y = np.einsum("...sd,de->...se", x, w, dtype=np.float64)
        if b is not None:
            y = y + b
        outs.append(y)
    return tuple(outs)
