import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new, k_new and v_new must have the same number of new tokens")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    T = t_past + t_new
    allowed = np.arange(T)[None, :] <= (t_past + np.arange(t_new))[:, None]   # (t_new, T)
    allowed = allowed[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != T:
            raise ValueError(f"key_padding_mask must be (batch, {T}), got {kpm.shape}")
        allowed = allowed & kpm[:, None, None, :]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) / math.sqrt(q_new.shape[-1])
    scores = np.where(allowed, scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.where(allowed, np.exp(scores - mx), 0.0)
    den = e.sum(axis=-1, keepdims=True)
    w = e / np.where(den > 0, den, 1.0)
    out = (w @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
