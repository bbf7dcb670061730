# https://github.com/deepspeedai/Megatron-DeepSpeed/pull/112 -- past keys/values concatenated along dim 0 (batch) instead of the sequence axis (-2): np.concatenate raises a shape ValueError whenever t_past != t_new (t_past > 0); when it runs, the returned caches have 2x batch and t_new rows, and the new queries never see the cached tokens.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new differ in t_new")
    t_past = k_cache.shape[-2]
    k = np.concatenate([k_cache, k_new], axis=0)
    v = np.concatenate([v_cache, v_new], axis=0)
    d = q_new.shape[-1]
    b = q_new.shape[0]
    kk, vv = k[-b:], v[-b:]      # the rows belonging to this step
    s = (q_new @ np.swapaxes(kk, -1, -2)) / np.sqrt(np.asarray(d, dtype=q_new.dtype))
    allowed = np.tril(np.ones((t_new, kk.shape[-2]), dtype=bool))
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != t_past + t_new:
            raise ValueError("key_padding_mask does not cover t_past + t_new")
        allowed = allowed & kpm[:, None, None, t_past:]
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (p @ vv).astype(q_new.dtype), k, v
