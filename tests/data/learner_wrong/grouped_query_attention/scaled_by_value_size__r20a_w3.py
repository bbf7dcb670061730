# MISTAKE: scores are scaled by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim) (q.shape[-1]) -- wrong input used for the scale; only visible when d_v != head_dim.
import numpy as np


def _masked_softmax(s, allowed):
    s = np.where(allowed, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx) * allowed
    z = e.sum(-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0.0)


def grouped_query_attention(q, k, v, mask=None):
    b, hq, lq, dh = q.shape
    hkv, lk, dv = k.shape[1], k.shape[2], v.shape[-1]
    if hq % hkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = hq // hkv
    qg = q.reshape(b, hkv, g, lq, dh)
    s = np.einsum("bkgqd,bktd->bkgqt", qg, k) / np.sqrt(dv)
    s = s.reshape(b, hq, lq, lk)
    allowed = np.ones(s.shape, bool) if mask is None else np.broadcast_to(mask, s.shape)
    w = _masked_softmax(s, allowed)
    out = np.einsum("bkgqt,bktd->bkgqd", w.reshape(b, hkv, g, lq, lk), v).reshape(b, hq, lq, dv)
    return out.astype(q.dtype), w.astype(q.dtype)
