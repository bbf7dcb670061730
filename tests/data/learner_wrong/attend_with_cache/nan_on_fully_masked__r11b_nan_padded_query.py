# WRONG: the softmax is not guarded: a query with no allowed key (all its keys padded) gets NaN output (-inf - -inf); everything else correct.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    t_all = K.shape[-2]
    allowed = (np.arange(t_all)[None, :] <= t_past + np.arange(t_new)[:, None])[None, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != t_all:
            raise ValueError("mask")
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = q_new @ K.swapaxes(-1, -2) / math.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    e = np.exp(s - s.max(-1, keepdims=True))
    p = e / e.sum(-1, keepdims=True)
    return p @ V, K, V
