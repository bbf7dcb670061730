# CORRECT: concatenates the caches, builds the bottom-right causal mask from index grids with np.less_equal.outer, and uses a guarded softmax via einsum.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new disagree on t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    t_total = t_past + t_new

    allowed = np.less_equal.outer(np.arange(t_total), np.arange(t_new) + t_past).T
    allowed = allowed[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]

    scale = 1.0 / math.sqrt(q_new.shape[-1])
    s = np.einsum("bhqd,bhkd->bhqk", q_new, k_all) * scale
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    tot = e.sum(axis=-1, keepdims=True)
    p = e / np.where(tot > 0, tot, 1.0)
    out = np.einsum("bhqk,bhkv->bhqv", p, v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
