# MISTAKE: the causal mask is only applied when the cache is empty (t_past == 0); a chunk of several new tokens on top of a non-empty cache attends to its own future tokens.
import numpy as np


class KVCacheAttention:
    def __init__(self, k_cache, v_cache):
        self.k = k_cache
        self.v = v_cache

    def grow(self, k_new, v_new):
        self.k = np.concatenate([self.k, k_new], axis=-2)
        self.v = np.concatenate([self.v, v_new], axis=-2)

    def mask(self, t_past, t_new, key_padding_mask):
        total = t_past + t_new
        allowed = np.ones((t_new, total), dtype=bool)
        if t_past == 0 and t_new > 1:
            # prompt prefill: plain causal triangle
            allowed = np.tril(allowed)
        allowed = allowed[None, None]
        if key_padding_mask is not None:
            allowed = allowed & key_padding_mask[:, None, None, :]
        return allowed

    def attend(self, q, allowed):
        s = q @ np.swapaxes(self.k, -1, -2) / np.sqrt(q.shape[-1])
        s = np.where(allowed, s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0.0)
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        return w @ self.v


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch between q_new and k_new")
    t_past, t_new = k_cache.shape[-2], k_new.shape[-2]
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_past + t_new:
            raise ValueError("key_padding_mask does not cover t_past + t_new keys")
    att = KVCacheAttention(k_cache, v_cache)
    att.grow(k_new, v_new)
    out = att.attend(q_new, att.mask(t_past, t_new, key_padding_mask))
    return out.astype(q_new.dtype), att.k, att.v
