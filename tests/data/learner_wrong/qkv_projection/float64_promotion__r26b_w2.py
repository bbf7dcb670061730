# MISTAKE: x and the weights are converted to float64 up front, so float32 inputs give float64 outputs.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x, dtype=np.float64)

    def project(w, b):
        w = np.asarray(w, dtype=np.float64)
        if x.shape[-1] != w.shape[0]:
            raise ValueError("feature size mismatch")
        res = x @ w
        return res if b is None else res + np.asarray(b, dtype=np.float64)

    return project(w_q, b_q), project(w_k, b_k), project(w_v, b_v)
