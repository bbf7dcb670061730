# SOURCE: https://github.com/robertknight/rten/pull/1321
# BUG: in GroupQueryAttention, if all scores of a query row are masked (-inf) the softmax produces
#      NaNs; they are not flushed to zero as PyTorch's scaled_dot_product_attention does.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    hq = q.shape[1]; hkv = k.shape[1]
    if hq % hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = hq // hkv
    k = np.repeat(k, g, axis=1); v = np.repeat(v, g, axis=1)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(np.asarray(mask, bool), s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    e = np.exp(s - m)                                    # BUG: fully masked row -> NaN, not flushed
    w = e / np.sum(e, axis=-1, keepdims=True)
    out = w @ v
    return out.astype(q.dtype), w.astype(q.dtype)
