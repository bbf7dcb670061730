# MISTAKE: q is scaled in place (q *= scale), so the caller's query array is modified.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    batch, n_heads, q_len, head_dim = q.shape
    n_kv = k.shape[1]
    if n_heads % n_kv:
        raise ValueError("num_heads % num_kv_heads != 0")
    group = n_heads // n_kv
    q *= 1.0 / np.sqrt(head_dim).item()
    k_len = k.shape[2]
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), (batch, n_heads, q_len, k_len))
    weights = np.zeros((batch, n_heads, q_len, k_len), dtype=q.dtype)
    out = np.zeros((batch, n_heads, q_len, v.shape[-1]), dtype=q.dtype)
    for h in range(n_heads):
        kv = h // group
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2)
        if full_mask is not None:
            s = np.where(full_mask[:, h], s, -np.inf)
        mx = s.max(axis=-1, keepdims=True)
        mx = np.where(np.isneginf(mx), 0.0, mx)
        e = np.exp(s - mx)
        z = e.sum(axis=-1, keepdims=True)
        p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        weights[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, weights
