# MISTAKE: the scores are scaled by 1/sqrt(d_v) (the value size, v_new.shape[-1]) instead of 1/sqrt(head_dim) of the queries and keys.
import numpy as np


class KVCache:
    """Holds the keys/values seen so far for one decoding step."""

    def __init__(self, k, v):
        self.k = k
        self.v = v

    @property
    def length(self):
        return self.k.shape[-2]

    def grow(self, k_new, v_new):
        return KVCache(np.concatenate([self.k, k_new], -2), np.concatenate([self.v, v_new], -2))


def _mask_for(t_past, t_new, padding):
    q_pos = t_past + np.arange(t_new)
    k_pos = np.arange(t_past + t_new)
    m = k_pos[None, :] <= q_pos[:, None]
    if padding is not None:
        m = m[None, None] & padding[:, None, None, :]
    return m


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new of q_new and k_new differ")
    old = KVCache(k_cache, v_cache)
    new = old.grow(k_new, v_new)
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, bool)
        if key_padding_mask.shape[-1] != new.length:
            raise ValueError("padding mask has the wrong length")
    allowed = _mask_for(old.length, q_new.shape[-2], key_padding_mask)

    d_v = v_new.shape[-1]
    s = q_new @ np.swapaxes(new.k, -1, -2) / np.sqrt(d_v)
    s = np.where(allowed, s, -np.inf)
    top = s.max(-1, keepdims=True)
    top[~np.isfinite(top)] = 0
    p = np.exp(s - top)
    denom = p.sum(-1, keepdims=True)
    p = p / np.where(denom == 0, 1, denom)
    return (p @ new.v).astype(q_new.dtype), new.k, new.v
