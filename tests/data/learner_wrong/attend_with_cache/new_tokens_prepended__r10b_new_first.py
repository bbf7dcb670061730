# wrong: grows the caches with the new tokens FIRST (concatenate [new, cache]) instead of old first; mask j <= t_past + i applied to that wrong order
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[-2]
    k = np.concatenate([k_new, k_cache], axis=-2)
    v = np.concatenate([v_new, v_cache], axis=-2)
    T = t_past + t_new
    s = q_new @ k.swapaxes(-1, -2) / np.sqrt(q_new.dtype.type(q_new.shape[-1]))
    allowed = np.arange(T)[None, :] <= t_past + np.arange(t_new)[:, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("mask length")
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    p = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    return p @ v, k, v
