import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    # mistake: np.repeat without axis flattens K/V; the learner reshapes back to the query heads' shape
    b, nh, tq, hd = q.shape
    nkv, tk = k.shape[1], k.shape[2]
    if nh % nkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = nh // nkv
    kk = np.repeat(k, g).reshape(b, nh, tk, hd)
    vv = np.repeat(v, g).reshape(b, nh, tk, v.shape[-1])
    s = q @ kk.swapaxes(-1, -2) * (hd ** -0.5)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ vv, w
