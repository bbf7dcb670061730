# CORRECT: concatenate caches, bottom-right causal mask j <= t_past + i combined with key padding, safe softmax with zero rows.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new/v_new disagree on t_new")
    t_past = k_cache.shape[-2]
    total = t_past + t_new
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)

    i = np.arange(t_new)[:, None]
    j = np.arange(total)[None, :]
    allowed = j <= t_past + i                       # (t_new, total)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]

    scale = 1.0 / math.sqrt(q_new.shape[-1])
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) * scale
    scores = np.where(allowed, scores, -np.inf)
    row_max = scores.max(axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0)
    e = np.exp(scores - row_max)
    denom = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, denom, out=np.zeros_like(e), where=denom > 0)
    out = (w @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
