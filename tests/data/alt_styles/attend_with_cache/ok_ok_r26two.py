# CORRECT: concatenate caches, bottom-right causal mask combined with padding, safe softmax.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new disagree on t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    total = t_past + t_new
    d = q_new.shape[-1]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) / math.sqrt(d)
    i = np.arange(t_new)[:, None]
    j = np.arange(total)[None, :]
    allowed = j <= t_past + i
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]
    allowed = np.broadcast_to(allowed, scores.shape)
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(axis=-1, keepdims=True)
    w = e / np.where(s > 0, s, 1.0)
    out = (w @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
