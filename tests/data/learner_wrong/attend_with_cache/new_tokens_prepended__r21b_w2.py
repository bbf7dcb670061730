# MISTAKE: the caches are grown in the wrong order -- new tokens first, then the old cache (np.concatenate([k_new, k_cache])) -- and attention/causality is computed on that reversed order.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[-2]
    keys = np.concatenate([k_new, k_cache], axis=-2)
    vals = np.concatenate([v_new, v_cache], axis=-2)
    T = keys.shape[-2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != T:
        raise ValueError("key_padding_mask must cover t_past + t_new")
    out = np.zeros(q_new.shape[:-1] + (vals.shape[-1],), dtype=q_new.dtype)
    B, H = q_new.shape[:2]
    for b in range(B):
        for h in range(H):
            for i in range(t_new):
                ok = np.arange(T) <= t_past + i
                if key_padding_mask is not None:
                    ok = ok & key_padding_mask[b]
                if not ok.any():
                    continue
                s = keys[b, h] @ q_new[b, h, i] / np.sqrt(q_new.shape[-1])
                s = np.where(ok, s, -np.inf)
                p = np.exp(s - s.max())
                p /= p.sum()
                out[b, h, i] = p @ vals[b, h]
    return out, keys, vals
