# MISTAKE: Missing biases are replaced by np.zeros(d_out) (float64), so with no biases a float32 x comes back as float64 q, k, v (silent upcast).
import numpy as np


def _bias_or_zero(b, n):
    return np.zeros(n) if b is None else np.asarray(b)


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    out = []
    for w, b in zip((w_q, w_k, w_v), (b_q, b_k, b_v)):
        w = np.asarray(w)
        out.append(x @ w + _bias_or_zero(b, w.shape[1]))
    return tuple(out)
