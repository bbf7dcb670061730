import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    t_past = t_total - t_new
    d = q_new.shape[-1]

    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(d)
    i = np.arange(t_new)[:, None]
    j = np.arange(t_total)[None, :]
    allowed = j <= t_past + i                       # (t_new, t_total)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)

    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    out = (w @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
