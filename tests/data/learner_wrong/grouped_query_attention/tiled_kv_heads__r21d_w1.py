# MISTAKE: index map wrong: query head h uses K/V head h % num_kv_heads (interleaved, like np.tile) instead of h // g (contiguous groups).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q, k, v = map(np.asarray, (q, k, v))
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("bad heads")
    kk = np.stack([k[:, h % Hkv] for h in range(H)], axis=1)
    vv = np.stack([v[:, h % Hkv] for h in range(H)], axis=1)
    s = np.einsum("bhqd,bhkd->bhqk", q, kk) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return np.einsum("bhqk,bhkd->bhqd", w, vv).astype(q.dtype), w.astype(q.dtype)
