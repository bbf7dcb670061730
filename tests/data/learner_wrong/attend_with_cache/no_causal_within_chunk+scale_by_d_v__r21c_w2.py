# MISTAKE: (1) no causal mask inside a chunk: every new query sees ALL new keys, including later ones
#          (only wrong when t_new > 1); (2) the scores are scaled by sqrt(d_v) (value size) instead of
#          sqrt(head_dim).
import math
import numpy as np


class KVCache:
    def __init__(self, k, v):
        self.k, self.v = k, v

    def extend(self, k_new, v_new):
        return KVCache(np.concatenate((self.k, k_new), axis=-2), np.concatenate((self.v, v_new), axis=-2))


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new")
    cache = KVCache(k_cache, v_cache).extend(k_new, v_new)
    scores = (q_new @ cache.k.swapaxes(-1, -2)) / math.sqrt(v_new.shape[-1])
    if key_padding_mask is not None:
        if key_padding_mask.shape != (q_new.shape[0], cache.k.shape[-2]):
            raise ValueError("mask length")
        scores = np.where(key_padding_mask[:, None, None, :], scores, -np.inf)
    top = np.max(scores, axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    ex = np.exp(scores - top)
    den = ex.sum(axis=-1, keepdims=True)
    w = np.divide(ex, den, out=np.zeros_like(ex), where=den > 0)
    return (w @ cache.v).astype(q_new.dtype), cache.k, cache.v
