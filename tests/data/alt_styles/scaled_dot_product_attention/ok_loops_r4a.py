# correct: broadcast everything, then loop over the leading index with small helpers
import numpy as np

def _safe_softmax_rows(s):
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    tot = e.sum(axis=-1, keepdims=True)
    return np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0).astype(s.dtype)

def scaled_dot_product_attention(q, k, v, mask=None):
    dtype = np.result_type(q, k, v)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len, d_k = q.shape[-2:]
    k_len, d_v = k.shape[-2], v.shape[-1]
    if mask is not None:
        m = np.asarray(mask, dtype=bool)
        lead = np.broadcast_shapes(lead, m.shape[:-2] if m.ndim >= 2 else ())
        m = np.broadcast_to(m, lead + (q_len, k_len))
    qb = np.broadcast_to(q, lead + (q_len, d_k))
    kb = np.broadcast_to(k, lead + (k_len, d_k))
    vb = np.broadcast_to(v, lead + (k_len, d_v))
    out = np.zeros(lead + (q_len, d_v), dtype=dtype)
    w = np.zeros(lead + (q_len, k_len), dtype=dtype)
    scale = dtype.type(1.0 / np.sqrt(d_k))
    for idx in np.ndindex(*lead):
        s = (qb[idx] @ kb[idx].T).astype(dtype) * scale
        if mask is not None:
            s = np.where(m[idx], s, dtype.type(-np.inf))
        p = _safe_softmax_rows(s)
        w[idx] = p
        out[idx] = p @ vb[idx]
    return out, w
