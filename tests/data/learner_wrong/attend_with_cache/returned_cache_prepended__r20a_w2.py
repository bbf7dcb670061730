# MISTAKE: the returned caches are grown in the wrong order -- concatenate([k_new, k_cache]) puts the new tokens FIRST (attention itself uses the right order, only the returned caches are wrong).
import numpy as np


def _attend(q, k, v, allowed):
    s = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    w = np.exp(s - m) * allowed
    tot = w.sum(-1, keepdims=True)
    w = np.divide(w, tot, out=np.zeros_like(w), where=tot > 0)
    return w @ v


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new / k_new length mismatch")
    t_past = k_cache.shape[-2]
    total = t_past + t_new
    allowed = np.arange(total)[None, :] <= (t_past + np.arange(t_new))[:, None]
    allowed = allowed[None, None]
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, bool)
        if key_padding_mask.shape[-1] != total:
            raise ValueError("padding mask must cover t_past + t_new keys")
        allowed = allowed & key_padding_mask[:, None, None, :]
    k_full = np.concatenate([k_cache, k_new], -2)
    v_full = np.concatenate([v_cache, v_new], -2)
    out = _attend(q_new, k_full, v_full, np.broadcast_to(allowed, q_new.shape[:-1] + (total,)))
    return out.astype(q_new.dtype), np.concatenate([k_new, k_cache], -2), np.concatenate([v_new, v_cache], -2)
