# WRONG (two mistakes): no causal mask at all (assumes t_new == 1, so inside a chunk earlier new tokens see later ones; only the padding mask is applied), and scores scaled by 1/sqrt(d_v) (v's last size) instead of 1/sqrt(head_dim).
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("q_new and k_new differ in length")
    k_cache = np.concatenate((k_cache, k_new), axis=2)
    v_cache = np.concatenate((v_cache, v_new), axis=2)
    d_v = v_cache.shape[-1]
    s = np.einsum("bhqd,bhkd->bhqk", q_new, k_cache) / math.sqrt(d_v)
    if key_padding_mask is not None:
        if key_padding_mask.shape[1] != k_cache.shape[2]:
            raise ValueError("key_padding_mask has the wrong length")
        s = np.where(key_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return np.einsum("bhqk,bhkd->bhqd", p, v_cache), k_cache, v_cache
