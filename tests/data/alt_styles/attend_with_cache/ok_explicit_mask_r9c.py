import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new, k_new and v_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    t_total = t_past + t_new
    allowed = np.arange(t_total)[None, :] <= (t_past + np.arange(t_new))[:, None]  # (t_new, t_total)
    allowed = allowed[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != t_total:
            raise ValueError(f"key_padding_mask must be (batch, {t_total})")
        allowed = allowed & kpm[:, None, None, :]
    d = q_new.shape[-1]
    s = (q_new @ np.swapaxes(k_all, -1, -2)) * (1.0 / math.sqrt(d))
    allowed = np.broadcast_to(allowed, s.shape)
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z == 0, 1.0, z)
    out = (p @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
