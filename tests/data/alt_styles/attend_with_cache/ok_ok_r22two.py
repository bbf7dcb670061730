import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != k_new.shape[-2] or v_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_all = k_all.shape[-2]
    t_past = t_all - t_new
    d = q_new.shape[-1]
    s = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(d)
    i = np.arange(t_new)[:, None]
    j = np.arange(t_all)[None, :]
    mask = j <= t_past + i
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != t_all:
            raise ValueError("key_padding_mask must cover t_past + t_new")
        mask = mask & kpm[:, None, None, :]
    s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    out = (w @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
