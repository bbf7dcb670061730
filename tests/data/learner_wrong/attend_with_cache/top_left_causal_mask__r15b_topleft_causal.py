# WRONG: causal mask aligned top-left (key j allowed iff j <= i, np.tril of a (t_new, T) matrix) instead of bottom-right j <= t_past + i.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new mismatch")
    k_all = np.concatenate((k_cache, k_new), axis=2)
    v_all = np.concatenate((v_cache, v_new), axis=2)
    b, h, tn, d = q_new.shape
    T = k_all.shape[2]
    scores = np.einsum("bhqd,bhkd->bhqk", q_new, k_all) / np.sqrt(d)
    mask = np.tril(np.ones((tn, T), dtype=bool))[None, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("padding mask length")
        mask = mask & key_padding_mask[:, None, None, :]
    scores = np.where(mask, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    p = np.exp(scores - mx) * mask
    den = p.sum(-1, keepdims=True)
    p = p / np.where(den == 0, 1, den)
    out = np.einsum("bhqk,bhkv->bhqv", p, v_all).astype(q_new.dtype)
    return out, k_all, v_all
