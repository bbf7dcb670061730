# URL: https://github.com/keras-team/keras/pull/23040
# Bug: when key_padding_mask is given, only the padding mask is applied and the causal mask is dropped (new queries see later new keys when t_new > 1).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_past, t_new = k_cache.shape[-2], q_new.shape[-2]
    t_all = t_past + t_new
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_all:
            raise ValueError("key_padding_mask does not cover t_past + t_new keys")
        mask = key_padding_mask[:, None, None, :]
    else:
        i = np.arange(t_new)[:, None]
        j = np.arange(t_all)[None, :]
        mask = j <= t_past + i
    d = q_new.shape[-1]
    s = (q_new @ np.swapaxes(k, -1, -2)) / np.sqrt(np.asarray(d, dtype=q_new.dtype))
    s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = (w @ v).astype(q_new.dtype)
    return out, k, v
