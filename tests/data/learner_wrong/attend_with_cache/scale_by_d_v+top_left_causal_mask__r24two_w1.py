# MISTAKE: The causal mask inside the step is aligned top-left (key j allowed iff j <= i) instead of bottom-right (j <= t_past + i), so new queries cannot see most of the cache.
# MISTAKE: Scores are scaled by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new disagree on t_new")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_new, t_total = q_new.shape[-2], k.shape[-2]
    scores = q_new @ np.swapaxes(k, -1, -2) / np.sqrt(v.shape[-1]).astype(q_new.dtype)
    allowed = np.tril(np.ones((t_new, t_total), dtype=bool))
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new")
        allowed = allowed & key_padding_mask[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    p = np.exp(scores - m)
    z = p.sum(axis=-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    return p @ v, k, v
