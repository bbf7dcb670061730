# mistake: the head-count check is an assert (AssertionError, not ValueError)
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, h, lq, dh = q.shape
    hkv, lk = k.shape[1], k.shape[2]
    assert h % hkv == 0, "num_heads must be a multiple of num_kv_heads"
    g = h // hkv
    qg = q.reshape(b, hkv, g, lq, dh)  # contiguous groups: head h -> kv head h // g
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) / np.sqrt(np.asarray(dh, dtype=q.dtype))
    s = s.reshape(b, h, lq, lk)
    if mask is not None:
        allowed = np.broadcast_to(mask, s.shape)
        s = np.where(allowed, s, -np.inf)
    row_max = np.max(s, axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0).astype(s.dtype)
    e = np.exp(s - row_max)
    z = np.sum(e, axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    wg = w.reshape(b, hkv, g, lq, lk)
    out = np.einsum("bngqk,bnkd->bngqd", wg, v).reshape(b, h, lq, v.shape[-1])
    return out, w
