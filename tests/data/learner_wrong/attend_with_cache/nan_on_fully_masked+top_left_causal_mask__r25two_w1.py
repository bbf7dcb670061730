# MISTAKE: The causal mask is top-left aligned (key j allowed iff j <= i) instead of bottom-right (j <= t_past + i), so new queries cannot see most of the cache.
# MISTAKE: The softmax has no guard for a query whose keys are all masked: exp(-inf - (-inf)) gives NaN instead of a zero output row.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]

    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])
    causal = np.tril(np.ones((t_new, t_total), dtype=bool))
    allowed = causal
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)

    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = e / e.sum(axis=-1, keepdims=True)
    out = (w @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
