# MISTAKE: the RETURNED caches are grown new-tokens-first (np.concatenate([k_new, k_cache])) instead
# of old tokens first (the attention itself uses the right order).
import numpy as np


class KVCache:
    def __init__(self, k, v):
        self.k, self.v = k, v

    def grown(self, k_new, v_new):
        return np.concatenate([k_new, self.k], axis=-2), np.concatenate([v_new, self.v], axis=-2)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[-2]
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    allow = np.arange(t_past + t_new)[None, :] <= t_past + np.arange(t_new)[:, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, bool)
        if kpm.shape[-1] != t_past + t_new:
            raise ValueError("padding mask length")
        allow = allow & kpm[:, None, None, :]
    s = np.einsum('bhid,bhjd->bhij', q_new, K) / np.sqrt(q_new.shape[-1])
    s = np.where(allow, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum('bhij,bhjd->bhid', p, V).astype(q_new.dtype)
    k_out, v_out = KVCache(k_cache, v_cache).grown(k_new, v_new)
    return out, k_out, v_out
