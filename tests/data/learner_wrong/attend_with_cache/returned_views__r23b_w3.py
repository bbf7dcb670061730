# MISTAKE: when the cache is empty (t_past == 0) the "grown" caches are returned as the very k_new / v_new input objects instead of new arrays (a shortcut that skips the concatenate), so they alias the inputs.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != np.asarray(k_new).shape[-2]:
        raise ValueError("q_new and k_new have different t_new")
    if k_cache.shape[-2] == 0:
        k_all, v_all = k_new, v_new          # nothing cached yet: no copy needed
    else:
        k_all = np.concatenate([k_cache, k_new], axis=-2)
        v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    T = k_all.shape[-2]
    t_past = T - t_new
    d = q_new.shape[-1]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) / math.sqrt(d)
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    allowed = j <= t_past + i
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != T:
            raise ValueError(f"key_padding_mask must be (batch, {T}), got {kpm.shape}")
        allowed = allowed & kpm[:, None, None, :]
    allowed = np.broadcast_to(allowed, scores.shape)
    s = np.where(allowed, scores, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    denom = e.sum(axis=-1, keepdims=True)
    w = e / np.where(denom == 0, 1.0, denom)
    out = (w.astype(q_new.dtype) @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
