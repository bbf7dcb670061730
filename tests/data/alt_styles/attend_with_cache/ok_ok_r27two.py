# CORRECT: concatenate old-then-new along axis -2, bottom-right causal mask combined with the padding mask, safe softmax.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new, k_new and v_new must have the same t_new")
    t_past = k_cache.shape[-2]
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    total = t_past + t_new

    i = np.arange(t_new)[:, None]
    j = np.arange(total)[None, :]
    allowed = (j <= t_past + i)[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != total or kpm.shape[0] not in (1, q_new.shape[0]):
            raise ValueError(f"key_padding_mask must be (batch, {total}), got {kpm.shape}")
        allowed = allowed & kpm[:, None, None, :]

    dt = q_new.dtype
    s = q_new @ np.swapaxes(k_all, -1, -2) / math.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = e / np.where(z > 0, z, 1)
    out = (w @ v_all).astype(dt, copy=False)
    return out, k_all, v_all
