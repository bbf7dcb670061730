import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    """GQA without copying K/V: fold the query heads into (kv_head, group) and let einsum share."""
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    b, n_h, t_q, d = q.shape
    n_kv, t_k = k.shape[1], k.shape[2]
    if n_kv == 0 or n_h % n_kv:
        raise ValueError(f"num_heads={n_h} is not a multiple of num_kv_heads={n_kv}")
    g = n_h // n_kv
    qg = q.reshape(b, n_kv, g, t_q, d)                 # head h -> (h // g, h % g): contiguous groups
    s = np.einsum('bngqd,bnkd->bngqk', qg, k) / np.sqrt(d)
    s = s.reshape(b, n_h, t_q, t_k)
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top[np.isneginf(top)] = 0.0
    e = np.exp(s - top)
    z = e.sum(axis=-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    out = np.einsum('bngqk,bnkd->bngqd', w.reshape(b, n_kv, g, t_q, t_k), v)
    dt = np.result_type(q, k, v)
    return out.reshape(b, n_h, t_q, v.shape[-1]).astype(dt), w.astype(dt)
