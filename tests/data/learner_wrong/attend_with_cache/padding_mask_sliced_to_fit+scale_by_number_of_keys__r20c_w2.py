# MISTAKE: (1) the scores are scaled by 1/sqrt(t_past + t_new) (number of keys) instead of 1/sqrt(head_dim); (2) the key_padding_mask length is never validated (a mask of the wrong length is not rejected with ValueError; it is sliced to the last T entries).
import numpy as np

class KVCache:
    def __init__(self, k, v):
        self.k, self.v = k, v
    def extend(self, k, v):
        return KVCache(np.concatenate([self.k, k], -2), np.concatenate([self.v, v], -2))

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new")
    c = KVCache(k_cache, v_cache).extend(k_new, v_new)
    T, tn = c.k.shape[-2], q_new.shape[-2]
    tp = T - tn
    allowed = np.arange(T)[None, :] <= tp + np.arange(tn)[:, None]
    allowed = np.broadcast_to(allowed, q_new.shape[:2] + (tn, T))
    if key_padding_mask is not None:
        allowed = allowed & np.asarray(key_padding_mask, bool)[:, -T:][:, None, None, :]
    s = q_new @ c.k.swapaxes(-1, -2) / np.sqrt(T)
    s = np.where(allowed, s, -np.inf)
    mx = s.max(-1, keepdims=True); mx[~np.isfinite(mx)] = 0
    p = np.exp(s - mx); z = p.sum(-1, keepdims=True); z[z == 0] = 1
    return ((p / z) @ c.v).astype(q_new.dtype), c.k, c.v
