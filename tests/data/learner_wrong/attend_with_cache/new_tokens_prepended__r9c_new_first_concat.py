# WRONG: grows the caches new tokens FIRST (concatenate([k_new, k_cache])), so the returned caches are in the wrong order and the bottom-right causal mask / padding mask are applied to the wrong keys.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[-2]
    k_all = np.concatenate([k_new, k_cache], axis=-2)
    v_all = np.concatenate([v_new, v_cache], axis=-2)
    T = t_past + t_new
    allowed = np.arange(T)[None, :] <= (t_past + np.arange(t_new))[:, None]
    allowed = allowed[None, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("bad padding mask")
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = q_new @ np.swapaxes(k_all, -1, -2) * (1.0 / math.sqrt(q_new.shape[-1]))
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, -1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    return p @ v_all, k_all, v_all
