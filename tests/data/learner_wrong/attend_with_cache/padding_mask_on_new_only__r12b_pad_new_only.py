# WRONG: applies only the last t_new entries of key_padding_mask (to the new keys), so padded keys already in the cache are attended; causal mask, scale and checks are right.
import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z == 0, 0, e / np.where(z == 0, 1, z))


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    b, h, t_new, d = q_new.shape
    if k_new.shape[2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[2]
    k_all = np.concatenate([k_cache, k_new], axis=2)
    v_all = np.concatenate([v_cache, v_new], axis=2)
    T = t_past + t_new
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    allowed = np.broadcast_to(j <= t_past + i, (b, 1, t_new, T)).copy()
    if key_padding_mask is not None:
        if key_padding_mask.shape != (b, T):
            raise ValueError("mask length")
        # the cache was built from real tokens; only check the new ones
        allowed[..., t_past:] &= key_padding_mask[:, None, None, t_past:]
    s = np.einsum("bhqd,bhkd->bhqk", q_new, k_all) / np.float32(np.sqrt(d))
    s = np.where(allowed, s, -np.inf)
    w = _safe_softmax(s).astype(q_new.dtype)
    return np.einsum("bhqk,bhkv->bhqv", w, v_all), k_all, v_all
