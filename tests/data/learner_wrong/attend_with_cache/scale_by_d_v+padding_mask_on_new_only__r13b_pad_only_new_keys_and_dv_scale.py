# WRONG: applies key_padding_mask only to the new keys (cached keys assumed real, so left padding in the cache is attended after the first step); and scales by 1/sqrt(d_v) (v's last size) instead of 1/sqrt(head_dim).
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    b, h, t_new, d = q_new.shape
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new disagree on t_new")
    t_past = k_cache.shape[-2]
    T = t_past + t_new
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    d_v = v.shape[-1]
    keep = np.ones((b, 1, t_new, T), dtype=bool)
    keep &= np.arange(T)[None, :] <= t_past + np.arange(t_new)[:, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("mask must cover t_past + t_new")
        # the cached tokens were already checked at their own step
        keep[..., t_past:] &= key_padding_mask[:, None, None, t_past:]
    outs = []
    for hh in range(h):
        sc = q_new[:, hh] @ k[:, hh].transpose(0, 2, 1) / math.sqrt(d_v)
        sc = np.where(keep[:, 0], sc, -np.inf)
        mx = sc.max(-1, keepdims=True)
        mx = np.where(np.isfinite(mx), mx, 0)
        ex = np.where(keep[:, 0], np.exp(sc - mx), 0)
        den = ex.sum(-1, keepdims=True)
        w = ex / np.maximum(den, 1e-30)
        outs.append(w @ v[:, hh])
    return np.stack(outs, axis=1).astype(q_new.dtype), k, v
