import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new must have the same number of new tokens")
    t_past = k_cache.shape[-2]
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_all = t_past + t_new
    allowed = np.tri(t_new, t_all, k=t_past, dtype=bool)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape != (q_new.shape[0], t_all):
            raise ValueError(f"key_padding_mask shape {kpm.shape} != {(q_new.shape[0], t_all)}")
        allowed = allowed & kpm[:, None, None, :]
    scale = np.asarray(1.0 / np.sqrt(q_new.shape[-1]), dtype=q_new.dtype)
    s = np.where(allowed, (q_new @ np.swapaxes(k_all, -1, -2)) * scale, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(s - mx)
    z = np.sum(e, axis=-1, keepdims=True)
    p = e / np.where(z == 0, 1, z)
    return (p @ v_all).astype(q_new.dtype), k_all, v_all
