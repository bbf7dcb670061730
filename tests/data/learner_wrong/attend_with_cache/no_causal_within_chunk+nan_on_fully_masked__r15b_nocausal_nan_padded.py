# WRONG: no causal mask at all (assumes t_new == 1, so a chunk sees its own future) AND a query with no allowed key gives NaN (plain softmax over all -inf) instead of zeros.
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new")
    k = np.concatenate([k_cache, k_new], -2)
    v = np.concatenate([v_cache, v_new], -2)
    s = q_new @ k.swapaxes(-1, -2) / np.sqrt(q_new.shape[-1])
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != k.shape[-2]:
            raise ValueError("mask")
        s = np.where(key_padding_mask[:, None, None, :], s, -np.inf)
    out = _softmax(s) @ v
    return out.astype(q_new.dtype), k, v
