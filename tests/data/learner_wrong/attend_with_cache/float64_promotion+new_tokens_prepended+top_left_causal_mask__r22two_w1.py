# MISTAKE: Causal mask is aligned top-left (key j allowed iff j <= i) instead of bottom-right (j <= t_past + i), so new tokens cannot see most of the cache.
# MISTAKE: Caches are grown with the new tokens first (concatenate([k_new, k_cache])) instead of old tokens first.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new disagree on t_new")
    k_all = np.concatenate([k_new, k_cache], axis=-2)
    v_all = np.concatenate([v_new, v_cache], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])
    allowed = np.tril(np.ones((t_new, t_total), dtype=bool))
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_total:
            raise ValueError("padding mask has the wrong length")
        allowed = allowed & key_padding_mask[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    p = np.exp(scores - m)
    denom = p.sum(axis=-1, keepdims=True)
    w = np.divide(p, denom, out=np.zeros_like(p), where=denom > 0)
    return w @ v_all, k_all, v_all
