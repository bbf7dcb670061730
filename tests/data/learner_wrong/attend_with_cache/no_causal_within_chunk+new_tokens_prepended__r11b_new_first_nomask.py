# WRONG: two mistakes: concatenates new tokens BEFORE the cache ([k_new, k_cache]) and applies no causal mask at all (every new query sees every key, incl. later new ones).
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new")
    K = np.concatenate([k_new, k_cache], axis=-2)
    V = np.concatenate([v_new, v_cache], axis=-2)
    s = q_new @ K.swapaxes(-1, -2) / math.sqrt(q_new.shape[-1])
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != K.shape[-2]:
            raise ValueError("mask")
        s = np.where(key_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return e @ V / np.where(z == 0, 1, z), K, V
