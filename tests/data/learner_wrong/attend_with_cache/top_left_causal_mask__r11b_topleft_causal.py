# WRONG: uses the top-left causal mask j <= i (np.tril of (t_new, t_all)) instead of bottom-right j <= t_past + i, so new queries cannot see the cache.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    t_all = K.shape[-2]
    allowed = np.tril(np.ones((t_new, t_all), dtype=bool))[None, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != t_all:
            raise ValueError("mask")
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = q_new @ K.swapaxes(-1, -2) / math.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return e @ V / np.where(z == 0, 1, z), K, V
