# MISTAKE: the padding-mask length check only rejects masks that are too SHORT; a longer mask is silently cut to its last t_past + t_new columns instead of raising ValueError.
import math

import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError(f"q_new has t_new={t_new} but k_new has {k_new.shape[-2]}")
    t_past = k_cache.shape[-2]
    t_total = t_past + t_new

    k_full = np.concatenate([k_cache, k_new], axis=-2)
    v_full = np.concatenate([v_cache, v_new], axis=-2)

    allowed = np.arange(t_total)[None, :] <= (t_past + np.arange(t_new))[:, None]
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] < t_total:
            raise ValueError("key_padding_mask does not cover all keys")
        # a pre-allocated mask may be longer: keep the part for the current sequence
        key_padding_mask = key_padding_mask[:, -t_total:]
        allowed = allowed & key_padding_mask[:, None, None, :]

    scale = 1.0 / math.sqrt(q_new.shape[-1])
    scores = np.einsum('bhqd,bhkd->bhqk', q_new, k_full) * scale
    allowed = np.broadcast_to(allowed, scores.shape)
    scores = np.where(allowed, scores, -np.inf)
    row_max = scores.max(-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    ex = np.exp(scores - row_max) * allowed
    den = ex.sum(-1, keepdims=True)
    weights = ex / np.where(den == 0, 1.0, den)
    out = np.einsum('bhqk,bhkv->bhqv', weights, v_full).astype(q_new.dtype)
    return out, k_full, v_full
