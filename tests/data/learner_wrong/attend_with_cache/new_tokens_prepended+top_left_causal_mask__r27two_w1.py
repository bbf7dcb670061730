# MISTAKE: the causal mask is top-left aligned over the grown cache (key j allowed iff j <= i), ignoring t_past, so new queries cannot see most of the cached keys.
# MISTAKE: the caches are grown with the new tokens first (concatenate([k_new, k_cache])), so the returned caches are in the wrong order and keys no longer line up with positions.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new mismatch")
    k_all = np.concatenate([k_new, k_cache], axis=2)
    v_all = np.concatenate([v_new, v_cache], axis=2)
    t_new, total = q_new.shape[2], k_all.shape[2]
    mask = np.tril(np.ones((t_new, total), dtype=bool))
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != total:
            raise ValueError("padding mask must cover t_past + t_new keys")
        mask = mask[None, None] & key_padding_mask[:, None, None, :]
    scores = np.einsum("bhqd,bhkd->bhqk", q_new, k_all) / np.sqrt(q_new.shape[-1]).astype(q_new.dtype)
    scores = np.where(mask, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    p = np.exp(scores - mx)
    z = p.sum(-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    return np.einsum("bhqk,bhkd->bhqd", p, v_all), k_all, v_all
