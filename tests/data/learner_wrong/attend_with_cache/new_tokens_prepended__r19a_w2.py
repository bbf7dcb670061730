# MISTAKE: the caches are grown in the wrong order -- new tokens first, old ones after (np.concatenate([k_new, k_cache])) -- so the bottom-right causal mask hides the wrong keys and the returned cache is scrambled.
import numpy as np


def _softmax_masked(s, allowed):
    s = np.where(allowed, s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    w = np.exp(s - top)
    total = np.sum(w, axis=-1, keepdims=True)
    return np.where(total > 0, w / np.where(total > 0, total, 1.0), 0.0)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new disagree on t_new")
    t_past = k_cache.shape[-2]
    keys = np.concatenate([k_new, k_cache], axis=-2)
    vals = np.concatenate([v_new, v_cache], axis=-2)
    allowed = np.arange(t_past + t_new)[None, :] <= (t_past + np.arange(t_new))[:, None]
    if key_padding_mask is not None:
        if np.shape(key_padding_mask)[-1] != t_past + t_new:
            raise ValueError("padding mask has the wrong length")
        allowed = allowed[None, None] & np.asarray(key_padding_mask)[:, None, None, :]
    scores = (q_new @ np.swapaxes(keys, -1, -2)) / np.sqrt(q_new.shape[-1])
    w = _softmax_masked(scores, allowed)
    return (w @ vals).astype(q_new.dtype), keys, vals
