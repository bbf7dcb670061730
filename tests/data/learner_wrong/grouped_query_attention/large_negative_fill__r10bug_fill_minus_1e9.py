# URL: https://github.com/YutaroOgawa/pytorch_advanced/issues/175
# Bug: masked scores are filled with -1e9 instead of -inf, so a fully masked query row gets uniform weights 1/k_len (and a nonzero output) instead of zeros; otherwise correct.
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    hq, hkv = q.shape[1], k.shape[1]
    if hq % hkv:
        raise ValueError("num_heads not a multiple of num_kv_heads")
    g = hq // hkv
    kk, vv = np.repeat(k, g, axis=1), np.repeat(v, g, axis=1)
    s = q @ np.swapaxes(kk, -1, -2) / np.sqrt(q.dtype.type(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, q.dtype.type(-1e9))
    e = np.exp(s - s.max(-1, keepdims=True))
    w = (e / e.sum(-1, keepdims=True)).astype(q.dtype)
    return (w @ vv).astype(q.dtype), w
