# Two mistakes: no causal mask at all (only the padding mask), so in a chunk an earlier new query sees later new keys; and the grown caches are concatenated new tokens first ([k_new, k_cache]) instead of old first (the padding mask is applied to that reordered cache).
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("q_new and k_new disagree on t_new")
    k = np.concatenate([k_new, k_cache], axis=2)
    v = np.concatenate([v_new, v_cache], axis=2)
    s = np.einsum("bhqd,bhkd->bhqk", q_new, k) / math.sqrt(q_new.shape[-1])
    if key_padding_mask is not None:
        if key_padding_mask.shape[1] != k.shape[2]:
            raise ValueError("key_padding_mask has the wrong length")
        s = np.where(key_padding_mask[:, None, None, :], s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top[np.isinf(top)] = 0.0
    e = np.exp(s - top)
    n = e.sum(-1, keepdims=True)
    p = np.divide(e, n, out=np.zeros_like(e), where=n != 0)
    return np.einsum("bhqk,bhkd->bhqd", p, v), k, v
