# MISTAKE: the causal mask is aligned top-left (np.tril over (t_new, t_total), i.e. key j allowed iff j <= i) instead of bottom-right (j <= t_past + i), so new tokens cannot see most of the cache.
import math

import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new disagree on t_new")
    k = np.concatenate((k_cache, k_new), axis=-2)
    v = np.concatenate((v_cache, v_new), axis=-2)
    t_new, t_total = q_new.shape[-2], k.shape[-2]

    scores = q_new @ k.swapaxes(-1, -2) / math.sqrt(q_new.shape[-1])
    causal = np.tril(np.ones((t_new, t_total), dtype=bool))
    mask = causal[None, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        mask = mask & key_padding_mask[:, None, None, :].astype(bool)
    mask = np.broadcast_to(mask, scores.shape)

    scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0.0
    p = np.exp(scores - mx)
    z = p.sum(-1, keepdims=True)
    w = np.where(z > 0, p / np.where(z > 0, z, 1.0), 0.0)
    return (w @ v).astype(q_new.dtype), k, v
