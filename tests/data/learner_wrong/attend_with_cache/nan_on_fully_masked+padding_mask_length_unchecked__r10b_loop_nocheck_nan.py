# wrong: loops over the new queries with a plain softmax, so a query whose allowed keys are all padding gives NaN instead of zeros, AND never checks the padding-mask length (a mask of the wrong length is not rejected with ValueError; it broadcasts or raises a broadcasting error)
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[-2]
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    scale = 1.0 / np.sqrt(q_new.shape[-1])
    rows = []
    for i in range(t_new):
        s = (q_new[..., i:i + 1, :] @ k.swapaxes(-1, -2)) * scale
        s[..., t_past + i + 1:] = -np.inf
        if key_padding_mask is not None:
            s = np.where(key_padding_mask[:, None, None, :], s, -np.inf)
        e = np.exp(s - s.max(-1, keepdims=True))
        rows.append((e / e.sum(-1, keepdims=True)) @ v)
    out = np.concatenate(rows, axis=-2).astype(q_new.dtype)
    return out, k, v
