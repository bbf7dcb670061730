# MISTAKE: scores are scaled by 1/sqrt(d_v) (the value size v.shape[-1]) instead of 1/sqrt(head_dim), which is wrong whenever d_v != head_dim.
import numpy as np


class KVCache:
    def __init__(self, k, v):
        self.k = k
        self.v = v

    def grow(self, k_new, v_new):
        return KVCache(np.concatenate([self.k, k_new], axis=-2),
                       np.concatenate([self.v, v_new], axis=-2))

    def __len__(self):
        return self.k.shape[-2]


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    past = KVCache(k_cache, v_cache)
    t_past = len(past)
    cache = past.grow(k_new, v_new)
    t_new = q_new.shape[-2]
    total = len(cache)
    i = np.arange(t_new)[:, None]
    j = np.arange(total)[None, :]
    allowed = (j <= t_past + i)[None, None]
    if key_padding_mask is not None:
        pad = np.asarray(key_padding_mask, dtype=bool)
        if pad.shape[-1] != total:
            raise ValueError("key_padding_mask length")
        allowed = allowed & pad[:, None, None, :]
    scale = cache.v.shape[-1] ** -0.5
    s = (q_new @ np.swapaxes(cache.k, -1, -2)) * scale
    s = np.where(allowed, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ cache.v).astype(q_new.dtype), cache.k, cache.v
