# WRONG: causal mask aligned top-left (key j allowed iff j <= i, np.tril of (t_new, t_past+t_new)) instead of bottom-right j <= t_past + i — new tokens miss most of the cache (a single decoded token sees only key 0).
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_new, t_all = q_new.shape[-2], k.shape[-2]
    mask = np.tril(np.ones((t_new, t_all), dtype=bool))
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != t_all:
            raise ValueError("padding mask length")
        mask = mask[None, None] & key_padding_mask[:, None, None, :]
    scores = q_new @ k.swapaxes(-1, -2) / math.sqrt(q_new.shape[-1])
    scores = np.where(mask, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    w = np.exp(scores - mx)
    tot = w.sum(-1, keepdims=True)
    w = np.where(tot > 0, w / np.where(tot > 0, tot, 1.0), 0.0)
    return w @ v, k, v
