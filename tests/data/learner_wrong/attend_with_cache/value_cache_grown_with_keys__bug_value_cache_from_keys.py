# Bug report: https://github.com/huggingface/transformers/issues/34232
# Copy-paste slip in the cache update: the value cache is grown with the KEY states
# (v_cache + k_new), as in the "value_cache rather than key_cache" report.
import math

import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new differs")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, k_new], axis=-2)  # BUG: k_new instead of v_new
    T = k_all.shape[-2]
    allowed = np.arange(T)[None, :] <= np.arange(t_new)[:, None] + (T - t_new)
    if key_padding_mask is not None:
        if np.shape(key_padding_mask)[-1] != T:
            raise ValueError("mask length")
        allowed = allowed & np.asarray(key_padding_mask, dtype=bool)[:, None, None, :]
    s = np.where(allowed, q_new @ np.swapaxes(k_all, -1, -2) / math.sqrt(q_new.shape[-1]), -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v_all, k_all, v_all
