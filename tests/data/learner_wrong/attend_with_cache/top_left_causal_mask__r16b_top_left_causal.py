# wrong: causal mask aligned top-left (key j allowed iff j <= i, local index) instead of bottom-right j <= t_past + i, so with a non-empty cache new tokens cannot see most of the past
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new")
    k_all = np.concatenate((k_cache, k_new), axis=2)
    v_all = np.concatenate((v_cache, v_new), axis=2)
    tq, tk = q_new.shape[2], k_all.shape[2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != tk:
        raise ValueError("mask")
    scores = np.einsum('bhqd,bhkd->bhqk', q_new, k_all) / np.sqrt(q_new.shape[-1]).astype(q_new.dtype)
    causal = np.tril(np.ones((tq, tk), dtype=bool))
    keep = causal[None, None]
    if key_padding_mask is not None:
        keep = keep & key_padding_mask[:, None, None, :]
    scores = np.where(keep, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    p = np.exp(scores - mx)
    den = p.sum(-1, keepdims=True)
    p = np.where(den > 0, p / np.where(den > 0, den, 1), 0)
    return np.einsum('bhqk,bhkd->bhqd', p, v_all), k_all, v_all
