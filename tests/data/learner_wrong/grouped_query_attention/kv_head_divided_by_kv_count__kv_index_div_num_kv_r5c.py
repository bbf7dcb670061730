# mistake: kv head index h // num_kv_heads instead of h // g (same when num_heads == num_kv_heads**2, e.g. 4 and 2)
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, lq, hd = q.shape
    nkv = k.shape[1]
    if nh % nkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    idx = np.arange(nh) // nkv
    kk = k[:, idx]
    vv = v[:, idx]
    s = q @ np.swapaxes(kk, -1, -2) / q.dtype.type(np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0, mx)
    e = np.exp(s - mx)
    den = e.sum(-1, keepdims=True)
    w = e / np.where(den == 0, 1, den)
    return w @ vv, w
