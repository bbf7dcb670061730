# MISTAKE: scores are scaled by 1/sqrt(d_v) (the VALUE width, v.shape[-1]) instead of 1/sqrt(head_dim) of the queries/keys.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    batch, H, Lq, hd = q.shape
    Hkv = k.shape[1]
    if H % Hkv != 0:
        raise ValueError("GQA needs num_heads divisible by num_kv_heads")
    g = H // Hkv
    dv = v.shape[-1]
    out = np.zeros((batch, H, Lq, dv), dtype=q.dtype)
    weights = np.zeros((batch, H, Lq, k.shape[2]), dtype=q.dtype)
    allow_all = None if mask is None else np.broadcast_to(np.asarray(mask, bool), weights.shape)
    for h in range(H):
        kv = h // g
        s = q[:, h] @ k[:, kv].transpose(0, 2, 1) / np.sqrt(dv)
        a = np.ones(s.shape, bool) if allow_all is None else allow_all[:, h]
        s = np.where(a, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m[~np.isfinite(m)] = 0
        e = np.where(a, np.exp(s - m), 0)
        z = e.sum(-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
        weights[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, weights
