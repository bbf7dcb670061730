# MISTAKE: (1) K/V heads expanded with np.tile (round-robin: query head h uses kv head h % num_kv_heads)
#          instead of contiguous groups (np.repeat); (2) no guard for a fully masked row: NaN weights/output.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, H, tq, d = q.shape
    Hkv = k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    rep = H // Hkv
    k_full = np.tile(k, (1, rep, 1, 1))
    v_full = np.tile(v, (1, rep, 1, 1))
    s = np.einsum("bhqd,bhkd->bhqk", q, k_full) * (1.0 / d ** 0.5)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    with np.errstate(invalid="ignore"):
        s = s - s.max(-1, keepdims=True)
        p = np.exp(s)
        p = p / p.sum(-1, keepdims=True)
    p = p.astype(q.dtype)
    return np.einsum("bhqk,bhkd->bhqd", p, v_full).astype(q.dtype), p
