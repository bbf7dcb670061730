import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    # mistake: multiplies the scores by the mask (0 for blocked) instead of setting them to -inf
    g = q.shape[1] // k.shape[1]
    if q.shape[1] % k.shape[1]:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    kk, vv = np.repeat(k, g, 1), np.repeat(v, g, 1)
    s = q @ kk.swapaxes(-1, -2) * (q.shape[-1] ** -0.5)
    if mask is not None:
        s = s * mask
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    w = e / e.sum(-1, keepdims=True)
    return w @ vv, w
