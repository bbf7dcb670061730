# MISTAKE: (1) dtype -- casts x to float64 (np.asarray(x, dtype=np.float64)), so float32 in gives float64 out; (2) a missing bias is replaced by np.zeros(w.shape[0]) (size d_model, not d_out), which fails to broadcast whenever d_out != d_model and no bias is given.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x, dtype=np.float64)

    def proj(w, b):
        if b is None:
            b = np.zeros(w.shape[0])
        return np.einsum("...i,io->...o", x, w) + b

    return proj(w_q, b_q), proj(w_k, b_k), proj(w_v, b_v)
