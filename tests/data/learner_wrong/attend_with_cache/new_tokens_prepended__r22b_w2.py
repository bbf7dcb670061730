# MISTAKE: the caches are grown new-tokens-first (np.concatenate([k_new, k_cache])) instead of old tokens first, so the returned caches are in the wrong order and the causal mask hides the wrong keys.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_new, k_cache], axis=-2)
    v_all = np.concatenate([v_new, v_cache], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    t_past = t_total - t_new
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])
    allowed = np.arange(t_total)[None, :] <= t_past + np.arange(t_new)[:, None]
    allowed = np.broadcast_to(allowed, scores.shape)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    e = np.where(allowed, np.exp(scores - row_max), 0.0)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    return (w @ v_all).astype(q_new.dtype, copy=False), k_all, v_all
