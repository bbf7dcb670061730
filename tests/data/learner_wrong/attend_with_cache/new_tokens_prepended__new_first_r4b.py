# WRONG: concatenates the new tokens BEFORE the cached ones (k_new, k_cache): the returned caches are in the wrong order, and the bottom-right causal / padding masks are applied to the wrong positions. Checks and dtype right.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    K = np.concatenate([k_new, k_cache], axis=-2)
    V = np.concatenate([v_new, v_cache], axis=-2)
    t_new, t_all = q_new.shape[-2], K.shape[-2]
    t_past = t_all - t_new
    ok = np.arange(t_all)[None, :] <= (t_past + np.arange(t_new))[:, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != t_all:
            raise ValueError("padding mask")
        ok = ok & key_padding_mask[:, None, None, :]
    sc = q_new @ K.swapaxes(-1, -2) / q_new.dtype.type(np.sqrt(q_new.shape[-1]))
    sc = np.where(ok, sc, -np.inf)
    m = sc.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(sc - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q_new.dtype)
    return w @ V, K, V
