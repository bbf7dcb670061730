import numpy as np


def _attend_2d(q, k, v, m):
    # q (q_len, d_k), k (k_len, d_k), v (k_len, d_v), m (q_len, k_len) bool or None
    s = (q @ k.T) / np.sqrt(q.shape[-1])
    if m is not None:
        s = np.where(m, s, -np.inf)
    top = s.max(axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), 0.0, top)
    e = np.exp(s - top)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    return w @ v, w


def _recurse(q, k, v, m):
    # peel off leading axes one at a time until only the matrices are left
    if q.ndim == 2:
        return _attend_2d(q, k, v, m)
    pairs = [_recurse(q[i], k[i], v[i], None if m is None else m[i]) for i in range(q.shape[0])]
    return np.stack([p[0] for p in pairs]), np.stack([p[1] for p in pairs])


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    dt = np.result_type(q, k, v)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    m = None
    if mask is not None:
        mask = np.asarray(mask, dtype=bool)
        lead = np.broadcast_shapes(lead, mask.shape[:-2])
        m = np.broadcast_to(mask, lead + (q.shape[-2], k.shape[-2]))
    qb = np.broadcast_to(q, lead + q.shape[-2:]).astype(np.float64)
    kb = np.broadcast_to(k, lead + k.shape[-2:]).astype(np.float64)
    vb = np.broadcast_to(v, lead + v.shape[-2:]).astype(np.float64)
    out, w = _recurse(qb, kb, vb, m)
    return out.astype(dt), w.astype(dt)
