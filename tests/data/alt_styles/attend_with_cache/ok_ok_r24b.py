import math

import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new, k_new and v_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    t_total = t_past + t_new

    d = q_new.shape[-1]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) * (1.0 / math.sqrt(d))   # (b, h, t_new, t_total)

    i = np.arange(t_new)[:, None]
    j = np.arange(t_total)[None, :]
    allowed = j <= t_past + i                                            # (t_new, t_total)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != t_total or kpm.shape[0] != q_new.shape[0]:
            raise ValueError(f"key_padding_mask must be (batch, {t_total}), got {kpm.shape}")
        allowed = allowed[None, None] & kpm[:, None, None, :]
    allowed = np.broadcast_to(allowed, scores.shape)

    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    out = (w @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
