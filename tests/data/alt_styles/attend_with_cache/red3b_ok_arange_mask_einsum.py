import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError(f"q_new has {t_new} new tokens, k_new {k_new.shape[-2]}, v_new {v_new.shape[-2]}")
    t_past = k_cache.shape[-2]
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_all = t_past + t_new
    pos_q = t_past + np.arange(t_new)[:, None]
    allowed = np.arange(t_all)[None, :] <= pos_q  # (t_new, t_all), bottom-right aligned
    allowed = allowed[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape != (q_new.shape[0], t_all):
            raise ValueError(f"key_padding_mask must be {(q_new.shape[0], t_all)}, got {kpm.shape}")
        allowed = allowed & kpm[:, None, None, :]
    s = np.einsum("bhqd,bhkd->bhqk", q_new, k_all) / np.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[np.isneginf(mx)] = 0.0
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = e / np.maximum(z, np.finfo(e.dtype).tiny)
    out = np.einsum("bhqk,bhkd->bhqd", w, v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
