# URL: https://github.com/fla-org/flash-linear-attention/issues/1029
# Bug: group size G = num_heads // num_kv_heads by floor division with no divisibility check (no ValueError); query head h reads K/V head h // G, which is out of range (IndexError) or silently wrong for non-divisible head counts. Correct for divisible counts.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    hq = q.shape[1]
    hk = k.shape[1]
    G = hq // hk
    kv_idx = np.arange(hq) // G
    k_rep = k[:, kv_idx]
    v_rep = v[:, kv_idx]
    d = q.shape[-1]
    scores = (q @ np.swapaxes(k_rep, -1, -2)) * q.dtype.type(1.0 / np.sqrt(d))
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    else:
        allowed = np.ones(scores.shape, dtype=bool)
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype)
    out = (w @ v_rep).astype(q.dtype)
    return out, w
