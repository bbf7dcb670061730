# https://github.com/snu-comparch/InfiniGen/issues/5
# self.past_key_value[1, ...] = k: the value cache is written with the new KEYS instead of the new
# values, so the grown v_cache (and the attention output) carry k_new in the new slots (a shape
# error when d_v != head_dim).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new differ in t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, k_new], axis=-2)          # the value slot written with k
    T = k_all.shape[-2]
    t_past = T - t_new
    allowed = np.arange(T)[None, :] <= np.arange(t_new)[:, None] + t_past
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, bool)
        if kpm.shape[-1] != T:
            raise ValueError("key_padding_mask length")
        allowed = allowed & kpm[:, None, None, :]
    s = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (w @ v_all).astype(q_new.dtype), k_all, v_all
