# https://github.com/pytorch/executorch/pull/22443 -- causal mask aligned top-left (new query i sees grown-cache keys 0..i, like SDPA is_causal=True) instead of bottom-right (j <= t_past + i): wrong whenever t_past > 0.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new differ in t_new")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_all = k.shape[-2]
    if key_padding_mask is not None and np.shape(key_padding_mask)[-1] != t_all:
        raise ValueError("key_padding_mask does not cover t_past + t_new")
    d = q_new.shape[-1]
    s = (q_new @ np.swapaxes(k, -1, -2)) / np.sqrt(np.asarray(d, dtype=q_new.dtype))
    allowed = np.tril(np.ones((t_new, t_all), dtype=bool))
    if key_padding_mask is not None:
        allowed = allowed & np.asarray(key_padding_mask, dtype=bool)[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (p @ v).astype(q_new.dtype), k, v
