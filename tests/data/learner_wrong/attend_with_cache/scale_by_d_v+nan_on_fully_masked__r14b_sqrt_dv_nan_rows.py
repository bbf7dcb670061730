# WRONG: scales scores by 1/sqrt(d_v) (value size) instead of 1/sqrt(head_dim) AND no guard for a query with no allowed key (max = -inf -> NaN output instead of 0).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new mismatch")
    k_full = np.concatenate([k_cache, k_new], axis=2)
    v_full = np.concatenate([v_cache, v_new], axis=2)
    b, h, tn, dh = q_new.shape
    T = k_full.shape[2]
    dv = v_full.shape[-1]
    out = np.empty((b, h, tn, dv), dtype=q_new.dtype)
    if key_padding_mask is not None and key_padding_mask.shape != (b, T):
        raise ValueError("padding mask")
    for i in range(tn):
        vis = np.arange(T) <= (T - tn + i)
        vis = np.broadcast_to(vis, (b, T))
        if key_padding_mask is not None:
            vis = vis & key_padding_mask
        s = np.einsum("bhd,bhkd->bhk", q_new[:, :, i], k_full) / np.sqrt(dv).astype(q_new.dtype)
        s = np.where(vis[:, None, :], s, -np.inf)
        s = np.exp(s - s.max(-1, keepdims=True))
        s = s / s.sum(-1, keepdims=True)
        out[:, :, i] = np.einsum("bhk,bhkv->bhv", s, v_full)
    return out, k_full, v_full
